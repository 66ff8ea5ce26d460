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
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { keepPageInRange, withPageInRange } from '../features/pagination/paginationSlice';
import { peopleSlice, repairPeople } from '../features/people/peopleSlice';
import { devToolsOptions, guardDevTools } from './devTools';
import { peoplePagination } from './peoplePagination';

// Pagination first: it is what a learner watches change, so Redux DevTools shows it at the top.
const slicesReducer = combineSlices(peoplePagination, peopleSlice);
export type RootState = ReturnType<typeof slicesReducer>;

/** The slices, then the one rule that spans both: the page within the pages the people fill. */
export const rootReducer = withPageInRange(slicesReducer, stryMutAct_9fa48("133") ? [] : (stryCov_9fa48("133"), [stryMutAct_9fa48("134") ? {} : (stryCov_9fa48("134"), {
  list: peoplePagination,
  countItems: stryMutAct_9fa48("135") ? () => undefined : (stryCov_9fa48("135"), state => state.people.items.length)
})]));
const isObject = stryMutAct_9fa48("136") ? () => undefined : (stryCov_9fa48("136"), (() => {
  const isObject = (value: unknown): value is Record<string, unknown> => stryMutAct_9fa48("139") ? typeof value === 'object' || value !== null : stryMutAct_9fa48("138") ? false : stryMutAct_9fa48("137") ? true : (stryCov_9fa48("137", "138", "139"), (stryMutAct_9fa48("141") ? typeof value !== 'object' : stryMutAct_9fa48("140") ? true : (stryCov_9fa48("140", "141"), typeof value === (stryMutAct_9fa48("142") ? "" : (stryCov_9fa48("142"), 'object')))) && (stryMutAct_9fa48("144") ? value === null : stryMutAct_9fa48("143") ? true : (stryCov_9fa48("143", "144"), value !== null)));
  return isObject;
})());

/**
 * `value` made into a state of the contract. The reducer trusts its state, so foreign state is
 * repaired where it enters, and it enters in two places only: `makeStore`'s preloaded state and
 * what Redux DevTools hands the store (`guardDevTools`). Each slice repairs its own part; keys
 * beside the two are dropped. Returns `value` itself when it needs nothing.
 */
export function repairState(value: unknown): RootState {
  if (stryMutAct_9fa48("145")) {
    {}
  } else {
    stryCov_9fa48("145");
    const given = isObject(value) ? value : {};
    const givenPeople = isObject(given.people) ? given.people : {};
    const items = repairPeople(givenPeople.items);
    const people = (stryMutAct_9fa48("148") ? items === givenPeople.items || Object.keys(givenPeople).length === 1 : stryMutAct_9fa48("147") ? false : stryMutAct_9fa48("146") ? true : (stryCov_9fa48("146", "147", "148"), (stryMutAct_9fa48("150") ? items !== givenPeople.items : stryMutAct_9fa48("149") ? true : (stryCov_9fa48("149", "150"), items === givenPeople.items)) && (stryMutAct_9fa48("152") ? Object.keys(givenPeople).length !== 1 : stryMutAct_9fa48("151") ? true : (stryCov_9fa48("151", "152"), Object.keys(givenPeople).length === 1)))) ? given.people as RootState['people'] : stryMutAct_9fa48("153") ? {} : (stryCov_9fa48("153"), {
      items
    });
    const pagination = keepPageInRange(peoplePagination.repair(given.pagination), items.length);
    const isWhole = stryMutAct_9fa48("156") ? pagination === given.pagination && people === given.people || Object.keys(given).join() === 'pagination,people' : stryMutAct_9fa48("155") ? false : stryMutAct_9fa48("154") ? true : (stryCov_9fa48("154", "155", "156"), (stryMutAct_9fa48("158") ? pagination === given.pagination || people === given.people : stryMutAct_9fa48("157") ? true : (stryCov_9fa48("157", "158"), (stryMutAct_9fa48("160") ? pagination !== given.pagination : stryMutAct_9fa48("159") ? true : (stryCov_9fa48("159", "160"), pagination === given.pagination)) && (stryMutAct_9fa48("162") ? people !== given.people : stryMutAct_9fa48("161") ? true : (stryCov_9fa48("161", "162"), people === given.people)))) && (stryMutAct_9fa48("164") ? Object.keys(given).join() !== 'pagination,people' : stryMutAct_9fa48("163") ? true : (stryCov_9fa48("163", "164"), Object.keys(given).join() === (stryMutAct_9fa48("165") ? "" : (stryCov_9fa48("165"), 'pagination,people')))));
    return isWhole ? given as RootState : stryMutAct_9fa48("166") ? {} : (stryCov_9fa48("166"), {
      pagination,
      people
    });
  }
}

/**
 * A fresh store: the app calls this once with the generated people, every test calls it again.
 * DevTools is on in every build (./devTools.ts): watching it is the point of the demo.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  if (stryMutAct_9fa48("167")) {
    {}
  } else {
    stryCov_9fa48("167");
    return configureStore(stryMutAct_9fa48("168") ? {} : (stryCov_9fa48("168"), {
      reducer: rootReducer,
      preloadedState: repairState(stryMutAct_9fa48("169") ? preloadedState && {} : (stryCov_9fa48("169"), preloadedState ?? {})),
      // The development checks walk the whole state after every action; the people never change,
      // so they skip them. A cost only, which no test of behaviour can see: no mutants here.
      // Stryker disable all
      middleware: getDefaultMiddleware => getDefaultMiddleware({
        immutableCheck: {
          ignoredPaths: ['people.items']
        },
        serializableCheck: {
          ignoredPaths: ['people.items']
        }
      }),
      // Stryker restore all
      devTools: devToolsOptions,
      enhancers: stryMutAct_9fa48("178") ? () => undefined : (stryCov_9fa48("178"), getDefaultEnhancers => getDefaultEnhancers().concat(guardDevTools(repairState)))
    }));
  }
}
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];