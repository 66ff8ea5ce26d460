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
import { isAction, isPlainObject } from '@reduxjs/toolkit';
import type { DevToolsEnhancerOptions, StoreEnhancer, UnknownAction } from '@reduxjs/toolkit';
import * as pagination from './peoplePagination';

/**
 * Redux DevTools, set up for learning in every build. Without the extension these options are
 * never read (configureStore then uses plain `compose`): they cost the page a few hundred bytes.
 */
export const devToolsOptions: DevToolsEnhancerOptions = stryMutAct_9fa48("20") ? {} : (stryCov_9fa48("20"), {
  name: stryMutAct_9fa48("21") ? "" : (stryCov_9fa48("21"), 'Paginação com React'),
  // Each action's call stack in the Trace tab; the build's source maps lead it to our .tsx files.
  trace: stryMutAct_9fa48("22") ? false : (stryCov_9fa48("22"), true),
  traceLimit: 20,
  // A long browsing session: about 200 clicks can be replayed and jumped to.
  maxAge: 200,
  // The Dispatcher's list. The extension reads each argument's name from the function's text, so
  // they are written out here, and webpack.config.js keeps `page` and `size` through minifying.
  actionCreators: stryMutAct_9fa48("23") ? {} : (stryCov_9fa48("23"), {
    setPage(page: number) {
      if (stryMutAct_9fa48("24")) {
        {}
      } else {
        stryCov_9fa48("24");
        return pagination.setPage(page);
      }
    },
    setPageSize(size: number) {
      if (stryMutAct_9fa48("25")) {
        {}
      } else {
        stryCov_9fa48("25");
        return pagination.setPageSize(size);
      }
    }
  })
});

/** DevTools' history of the store, as @redux-devtools/instrument keeps it (the fields we check). */
interface History {
  committedState: unknown;
  computedStates: unknown[];
  actionsById: Record<number, {
    action: UnknownAction;
  }>;
  stagedActionIds: number[];
  skippedActionIds: number[];
  currentStateIndex: number;
  nextActionId: number;
}
const isRecord = stryMutAct_9fa48("26") ? () => undefined : (stryCov_9fa48("26"), (() => {
  const isRecord = (value: unknown): value is Record<string, unknown> => isPlainObject(value);
  return isRecord;
})());
const isIndex = stryMutAct_9fa48("27") ? () => undefined : (stryCov_9fa48("27"), (() => {
  const isIndex = (value: unknown, length: number): value is number => stryMutAct_9fa48("30") ? Number.isSafeInteger(value) && value as number >= 0 || value as number < length : stryMutAct_9fa48("29") ? false : stryMutAct_9fa48("28") ? true : (stryCov_9fa48("28", "29", "30"), (stryMutAct_9fa48("32") ? Number.isSafeInteger(value) || value as number >= 0 : stryMutAct_9fa48("31") ? true : (stryCov_9fa48("31", "32"), Number.isSafeInteger(value) && (stryMutAct_9fa48("35") ? value as number < 0 : stryMutAct_9fa48("34") ? value as number > 0 : stryMutAct_9fa48("33") ? true : (stryCov_9fa48("33", "34", "35"), value as number >= 0)))) && (stryMutAct_9fa48("38") ? value as number >= length : stryMutAct_9fa48("37") ? value as number <= length : stryMutAct_9fa48("36") ? true : (stryCov_9fa48("36", "37", "38"), value as number < length)));
  return isIndex;
})());

/** Whether `value` is a history the extension can take whole without breaking the store. */
function isHistory(value: unknown): value is History {
  if (stryMutAct_9fa48("39")) {
    {}
  } else {
    stryCov_9fa48("39");
    if (stryMutAct_9fa48("42") ? false : stryMutAct_9fa48("41") ? true : stryMutAct_9fa48("40") ? isRecord(value) : (stryCov_9fa48("40", "41", "42"), !isRecord(value))) return stryMutAct_9fa48("43") ? true : (stryCov_9fa48("43"), false);
    const {
      actionsById,
      stagedActionIds,
      skippedActionIds,
      currentStateIndex,
      nextActionId
    } = value;
    if (stryMutAct_9fa48("46") ? false : stryMutAct_9fa48("45") ? true : stryMutAct_9fa48("44") ? Array.isArray(value.computedStates) : (stryCov_9fa48("44", "45", "46"), !Array.isArray(value.computedStates))) return stryMutAct_9fa48("47") ? true : (stryCov_9fa48("47"), false);
    if (stryMutAct_9fa48("50") ? !isRecord(actionsById) && !Array.isArray(stagedActionIds) : stryMutAct_9fa48("49") ? false : stryMutAct_9fa48("48") ? true : (stryCov_9fa48("48", "49", "50"), (stryMutAct_9fa48("51") ? isRecord(actionsById) : (stryCov_9fa48("51"), !isRecord(actionsById))) || (stryMutAct_9fa48("52") ? Array.isArray(stagedActionIds) : (stryCov_9fa48("52"), !Array.isArray(stagedActionIds))))) return stryMutAct_9fa48("53") ? true : (stryCov_9fa48("53"), false);
    if (stryMutAct_9fa48("56") ? !Array.isArray(skippedActionIds) && !Number.isSafeInteger(nextActionId) : stryMutAct_9fa48("55") ? false : stryMutAct_9fa48("54") ? true : (stryCov_9fa48("54", "55", "56"), (stryMutAct_9fa48("57") ? Array.isArray(skippedActionIds) : (stryCov_9fa48("57"), !Array.isArray(skippedActionIds))) || (stryMutAct_9fa48("58") ? Number.isSafeInteger(nextActionId) : (stryCov_9fa48("58"), !Number.isSafeInteger(nextActionId))))) return stryMutAct_9fa48("59") ? true : (stryCov_9fa48("59"), false);
    const isStaged = (id: unknown) => {
      if (stryMutAct_9fa48("60")) {
        {}
      } else {
        stryCov_9fa48("60");
        const entry: unknown = isIndex(id, nextActionId as number) ? actionsById[id] : undefined;
        return stryMutAct_9fa48("63") ? isRecord(entry) || isAction(entry.action) : stryMutAct_9fa48("62") ? false : stryMutAct_9fa48("61") ? true : (stryCov_9fa48("61", "62", "63"), isRecord(entry) && isAction(entry.action));
      }
    };
    return stryMutAct_9fa48("66") ? stagedActionIds.every(isStaged) &&
    // The first state has no earlier one to stand in for it when skipped.
    !skippedActionIds.includes(stagedActionIds[0]) ||
    // A current state among the staged ones: there is at least one.
    isIndex(currentStateIndex, stagedActionIds.length) : stryMutAct_9fa48("65") ? false : stryMutAct_9fa48("64") ? true : (stryCov_9fa48("64", "65", "66"), (stryMutAct_9fa48("68") ? stagedActionIds.every(isStaged) ||
    // The first state has no earlier one to stand in for it when skipped.
    !skippedActionIds.includes(stagedActionIds[0]) : stryMutAct_9fa48("67") ? true : (stryCov_9fa48("67", "68"), (stryMutAct_9fa48("69") ? stagedActionIds.some(isStaged) : (stryCov_9fa48("69"), stagedActionIds.every(isStaged))) && (// The first state has no earlier one to stand in for it when skipped.
    stryMutAct_9fa48("70") ? skippedActionIds.includes(stagedActionIds[0]) : (stryCov_9fa48("70"), !skippedActionIds.includes(stagedActionIds[0]))))) &&
    // A current state among the staged ones: there is at least one.
    isIndex(currentStateIndex, stagedActionIds.length));
  }
}

/**
 * The lifted action to dispatch instead of `action`, or undefined to drop it. Only an import
 * carries states, and each goes through `repair`: a whole history keeps its actions and has its
 * first state repaired (the rest are recomputed), a list of actions is replayed from a repaired
 * start, and anything else becomes a history of one repaired state (taken as it is,
 * @redux-devtools/instrument would throw on the next getState() and empty the page). A jump
 * outside the history, or a skip of the first action, is dropped: the first state has no earlier
 * one to stand in for it. Everything else carries no state and passes unchanged.
 */
function safeLiftedAction(action: unknown, {
  stagedActionIds,
  nextActionId
}: LiftedState, firstState: unknown, repair: (state: unknown) => unknown) {
  if (stryMutAct_9fa48("71")) {
    {}
  } else {
    stryCov_9fa48("71");
    if (stryMutAct_9fa48("74") ? false : stryMutAct_9fa48("73") ? true : stryMutAct_9fa48("72") ? isRecord(action) : (stryCov_9fa48("72", "73", "74"), !isRecord(action))) return action;
    const [first = 0] = stagedActionIds;
    switch (action.type) {
      case stryMutAct_9fa48("76") ? "" : (stryCov_9fa48("76"), 'JUMP_TO_STATE'):
        if (stryMutAct_9fa48("75")) {} else {
          stryCov_9fa48("75");
          return isIndex(action.index, stagedActionIds.length) ? action : undefined;
        }
      case stryMutAct_9fa48("78") ? "" : (stryCov_9fa48("78"), 'TOGGLE_ACTION'):
        if (stryMutAct_9fa48("77")) {} else {
          stryCov_9fa48("77");
          return (stryMutAct_9fa48("81") ? action.id !== first : stryMutAct_9fa48("80") ? false : stryMutAct_9fa48("79") ? true : (stryCov_9fa48("79", "80", "81"), action.id === first)) ? undefined : action;
        }
      case stryMutAct_9fa48("83") ? "" : (stryCov_9fa48("83"), 'SET_ACTIONS_ACTIVE'):
        if (stryMutAct_9fa48("82")) {} else {
          stryCov_9fa48("82");
          {
            if (stryMutAct_9fa48("84")) {
              {}
            } else {
              stryCov_9fa48("84");
              const {
                start,
                end,
                active
              } = action;
              if (stryMutAct_9fa48("87") ? !isIndex(start, nextActionId + 1) && !isIndex(end, nextActionId + 1) : stryMutAct_9fa48("86") ? false : stryMutAct_9fa48("85") ? true : (stryCov_9fa48("85", "86", "87"), (stryMutAct_9fa48("88") ? isIndex(start, nextActionId + 1) : (stryCov_9fa48("88"), !isIndex(start, stryMutAct_9fa48("89") ? nextActionId - 1 : (stryCov_9fa48("89"), nextActionId + 1)))) || (stryMutAct_9fa48("90") ? isIndex(end, nextActionId + 1) : (stryCov_9fa48("90"), !isIndex(end, stryMutAct_9fa48("91") ? nextActionId - 1 : (stryCov_9fa48("91"), nextActionId + 1)))))) return undefined;
              // A range that skips actions from the first one, or from before it.
              return (stryMutAct_9fa48("94") ? !active || start <= first : stryMutAct_9fa48("93") ? false : stryMutAct_9fa48("92") ? true : (stryCov_9fa48("92", "93", "94"), (stryMutAct_9fa48("95") ? active : (stryCov_9fa48("95"), !active)) && (stryMutAct_9fa48("98") ? start > first : stryMutAct_9fa48("97") ? start < first : stryMutAct_9fa48("96") ? true : (stryCov_9fa48("96", "97", "98"), start <= first)))) ? undefined : action;
            }
          }
        }
    }
    if (stryMutAct_9fa48("101") ? action.type === 'IMPORT_STATE' : stryMutAct_9fa48("100") ? false : stryMutAct_9fa48("99") ? true : (stryCov_9fa48("99", "100", "101"), action.type !== (stryMutAct_9fa48("102") ? "" : (stryCov_9fa48("102"), 'IMPORT_STATE')))) return action;
    const {
      nextLiftedState,
      preloadedState = firstState
    } = action;
    if (stryMutAct_9fa48("104") ? false : stryMutAct_9fa48("103") ? true : (stryCov_9fa48("103", "104"), isHistory(nextLiftedState))) {
      if (stryMutAct_9fa48("105")) {
        {}
      } else {
        stryCov_9fa48("105");
        // Without `noRecompute`, which this action never passes on, @redux-devtools/instrument
        // recomputes every state from the committed one.
        const committedState = repair(nextLiftedState.committedState);
        return stryMutAct_9fa48("106") ? {} : (stryCov_9fa48("106"), {
          type: stryMutAct_9fa48("107") ? "" : (stryCov_9fa48("107"), 'IMPORT_STATE'),
          nextLiftedState: stryMutAct_9fa48("108") ? {} : (stryCov_9fa48("108"), {
            ...nextLiftedState,
            committedState
          })
        });
      }
    }
    if (stryMutAct_9fa48("110") ? false : stryMutAct_9fa48("109") ? true : (stryCov_9fa48("109", "110"), Array.isArray(nextLiftedState))) {
      if (stryMutAct_9fa48("111")) {
        {}
      } else {
        stryCov_9fa48("111");
        return stryMutAct_9fa48("112") ? {} : (stryCov_9fa48("112"), {
          type: stryMutAct_9fa48("113") ? "" : (stryCov_9fa48("113"), 'IMPORT_STATE'),
          nextLiftedState: stryMutAct_9fa48("114") ? nextLiftedState : (stryCov_9fa48("114"), nextLiftedState.filter(isAction)),
          preloadedState: repair(preloadedState)
        });
      }
    }
    return stryMutAct_9fa48("115") ? {} : (stryCov_9fa48("115"), {
      type: stryMutAct_9fa48("116") ? "" : (stryCov_9fa48("116"), 'IMPORT_STATE'),
      nextLiftedState: stryMutAct_9fa48("117") ? ["Stryker was here"] : (stryCov_9fa48("117"), []),
      preloadedState: repair(nextLiftedState)
    });
  }
}
interface LiftedState {
  stagedActionIds: number[];
  nextActionId: number;
}
interface LiftedStore {
  dispatch(action: unknown): unknown;
  getState(): LiftedState;
}

/**
 * The border between Redux DevTools and the store: `safeLiftedAction` in front of the history the
 * extension drives (`liftedStore`), so every state it hands the store is repaired and nothing it
 * sends can leave the store without a state. Without the extension it adds nothing.
 */
export const guardDevTools = stryMutAct_9fa48("118") ? () => undefined : (stryCov_9fa48("118"), (() => {
  const guardDevTools = (repair: (state: unknown) => unknown): StoreEnhancer => stryMutAct_9fa48("119") ? () => undefined : (stryCov_9fa48("119"), createStore => (reducer, preloadedState) => {
    if (stryMutAct_9fa48("120")) {
      {}
    } else {
      stryCov_9fa48("120");
      const store = createStore(reducer, preloadedState);
      const {
        liftedStore
      } = store as {
        liftedStore?: LiftedStore;
      };
      if (stryMutAct_9fa48("122") ? false : stryMutAct_9fa48("121") ? true : (stryCov_9fa48("121", "122"), liftedStore)) {
        if (stryMutAct_9fa48("123")) {
          {}
        } else {
          stryCov_9fa48("123");
          const dispatch = liftedStore.dispatch.bind(liftedStore);
          liftedStore.dispatch = action => {
            if (stryMutAct_9fa48("124")) {
              {}
            } else {
              stryCov_9fa48("124");
              const safe = safeLiftedAction(action, liftedStore.getState(), preloadedState, repair);
              return (stryMutAct_9fa48("127") ? safe !== undefined : stryMutAct_9fa48("126") ? false : stryMutAct_9fa48("125") ? true : (stryCov_9fa48("125", "126", "127"), safe === undefined)) ? action : dispatch(safe);
            }
          };
        }
      }
      return store;
    }
  });
  return guardDevTools;
})());