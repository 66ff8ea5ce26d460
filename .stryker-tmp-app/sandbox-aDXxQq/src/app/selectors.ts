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
import { createSelector } from '@reduxjs/toolkit';
import { pageCount, pageItems } from '../features/pagination/pageMath';
import { selectPeople, selectPeopleCount } from '../features/people/peopleSlice';
import { selectPage, selectPageSize, selectPagination } from './peoplePagination';
import type { RootState } from './store';

// Where the two features meet. `createSelector` gives back the same value until an input changes,
// so a component renders only when what it shows changes.
const createAppSelector = createSelector.withTypes<RootState>();
export const selectPageCount = createAppSelector(stryMutAct_9fa48("128") ? [] : (stryCov_9fa48("128"), [selectPeopleCount, selectPageSize]), pageCount);

/** The people of the current page: a slice of the list, so its cost follows the page size. */
export const selectVisiblePeople = createAppSelector(stryMutAct_9fa48("129") ? [] : (stryCov_9fa48("129"), [selectPeople, selectPage, selectPageSize]), pageItems);

/** Everything App shows, in one object: one subscription for the view, not one per value. */
export const selectPeoplePage = createAppSelector(stryMutAct_9fa48("130") ? [] : (stryCov_9fa48("130"), [selectVisiblePeople, selectPeopleCount, selectPageCount, selectPagination]), stryMutAct_9fa48("131") ? () => undefined : (stryCov_9fa48("131"), (people, peopleCount, pageCount, {
  page,
  pageSize
}) => stryMutAct_9fa48("132") ? {} : (stryCov_9fa48("132"), {
  people,
  peopleCount,
  pageCount,
  page,
  pageSize
})));