// @ts-nocheck
function stryNS_9fa48() {
  var g = typeof globalThis === 'object' && globalThis && globalThis.Math === Math && globalThis || new Function("return this")();
  var ns = g.__stryker__ || (g.__stryker__ = {});
  if (ns.activeMutant === undefined && g.process && g.process.env && g.process.env.__STRYKER_ACTIVE_MUTANT__) {
    ns.activeMutant = g.process.env.__STRYKER_ACTIVE_MUTANT__;
  }
  function retrieveNS() {
    return ns;
  }
  stryNS_9fa48 = retrieveNS;
  return retrieveNS();
}
stryNS_9fa48();
function stryCov_9fa48() {
  var ns = stryNS_9fa48();
  var cov = ns.mutantCoverage || (ns.mutantCoverage = {
    static: {},
    perTest: {}
  });
  function cover() {
    var c = cov.static;
    if (ns.currentTestId) {
      c = cov.perTest[ns.currentTestId] = cov.perTest[ns.currentTestId] || {};
    }
    var a = arguments;
    for (var i = 0; i < a.length; i++) {
      c[a[i]] = (c[a[i]] || 0) + 1;
    }
  }
  stryCov_9fa48 = cover;
  cover.apply(null, arguments);
}
function stryMutAct_9fa48(id) {
  var ns = stryNS_9fa48();
  function isActive(id) {
    if (ns.activeMutant === id) {
      if (ns.hitCount !== void 0 && ++ns.hitCount > ns.hitLimit) {
        throw new Error('Stryker: Hit count limit reached (' + ns.hitCount + ')');
      }
      return true;
    }
    return false;
  }
  stryMutAct_9fa48 = isActive;
  return isActive(id);
}
import { Component, createRef } from 'react';
import type { ReactNode } from 'react';
import { setPage } from './peoplePagination';
import { useAppDispatch } from './hooks';
interface BoundaryProps {
  children: ReactNode;
  onRestart(): void;
}

/**
 * React's error boundaries are still class components: this one swaps what failed to render for a
 * short message and a button, and moves focus to the button (the focused control may be gone).
 */
class Boundary extends Component<BoundaryProps, {
  failed: boolean;
}> {
  override state = stryMutAct_9fa48("2") ? {} : (stryCov_9fa48("2"), {
    failed: stryMutAct_9fa48("3") ? true : (stryCov_9fa48("3"), false)
  });
  private readonly button = createRef<HTMLButtonElement>();
  static getDerivedStateFromError() {
    if (stryMutAct_9fa48("4")) {
      {}
    } else {
      stryCov_9fa48("4");
      return stryMutAct_9fa48("5") ? {} : (stryCov_9fa48("5"), {
        failed: stryMutAct_9fa48("6") ? false : (stryCov_9fa48("6"), true)
      });
    }
  }
  override componentDidUpdate() {
    if (stryMutAct_9fa48("7")) {
      {}
    } else {
      stryCov_9fa48("7");
      stryMutAct_9fa48("8") ? this.button.current.focus() : (stryCov_9fa48("8"), this.button.current?.focus());
    }
  }
  private readonly restart = () => {
    if (stryMutAct_9fa48("9")) {
      {}
    } else {
      stryCov_9fa48("9");
      if (stryMutAct_9fa48("10")) {
        ;
      } else {
        stryCov_9fa48("10");
        this.props.onRestart();
      }
      this.setState(stryMutAct_9fa48("12") ? {} : (stryCov_9fa48("12"), {
        failed: stryMutAct_9fa48("13") ? true : (stryCov_9fa48("13"), false)
      }));
    }
  };
  override render() {
    if (stryMutAct_9fa48("14")) {
      {}
    } else {
      stryCov_9fa48("14");
      if (stryMutAct_9fa48("17") ? false : stryMutAct_9fa48("16") ? true : stryMutAct_9fa48("15") ? this.state.failed : (stryCov_9fa48("15", "16", "17"), !this.state.failed)) return this.props.children;
      return <div className="render-fault" role="alert">
        <p>Algo deu errado ao mostrar a tabela.</p>
        <button type="button" className="page-action" ref={this.button} onClick={this.restart}>
          Mostrar a tabela de novo
        </button>
      </div>;
    }
  }
}

/**
 * The last line of defence (the state is always repaired, so no known state gets here): if
 * rendering fails anyway, the visitor sees a way back instead of a blank page. The button goes
 * back to page 1 with the contract's own `setPage(1)`, so Redux DevTools shows an action it
 * knows, and renders the table again. React logs the error to the console.
 */
export function ErrorBoundary({
  children
}: {
  children: ReactNode;
}) {
  if (stryMutAct_9fa48("18")) {
    {}
  } else {
    stryCov_9fa48("18");
    const dispatch = useAppDispatch();
    return <Boundary onRestart={stryMutAct_9fa48("19") ? () => undefined : (stryCov_9fa48("19"), () => dispatch(setPage(1)))}>{children}</Boundary>;
  }
}