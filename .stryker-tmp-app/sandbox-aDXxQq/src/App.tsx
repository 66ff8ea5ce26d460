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
import { ErrorBoundary } from './app/ErrorBoundary';
import { useAppSelector } from './app/hooks';
import { peoplePagination } from './app/peoplePagination';
import { selectPeoplePage } from './app/selectors';
import { PageSummary } from './features/pagination/PageSummary';
import { PaginationBar } from './features/pagination/PaginationBar';
import { PeopleTable } from './features/people/PeopleTable';

/**
 * What React owns of the page: the table and the pagination bar, behind an error boundary that
 * offers a way back if rendering them ever fails. The title above and the credits below are
 * static HTML in public/index.html.
 */
export function App() {
  if (stryMutAct_9fa48("0")) {
    {}
  } else {
    stryCov_9fa48("0");
    return <ErrorBoundary>
      <PeoplePage />
    </ErrorBoundary>;
  }
}

/**
 * Here the two features meet: pagination is told how many pages there are and what to count, the
 * table which people to show.
 */
function PeoplePage() {
  if (stryMutAct_9fa48("1")) {
    {}
  } else {
    stryCov_9fa48("1");
    const {
      people,
      peopleCount,
      pageCount,
      page,
      pageSize
    } = useAppSelector(selectPeoplePage);
    return <>
      <PeopleTable people={people} reservedRows={pageSize} footer={<PageSummary page={page} pageCount={pageCount} shownCount={people.length} itemCount={peopleCount} />} />
      <PaginationBar list={peoplePagination} pageCount={pageCount} />
    </>;
  }
}