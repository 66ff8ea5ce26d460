import { keepPagesInAddress } from '../features/pagination/pageInAddress'
import { peopleLoads } from '../features/people/loadMore/peopleLoads'
import { DEFAULT_PEOPLE_SORT } from '../features/people/model/query'
import { peoplePagination } from '../features/people/pages/peoplePagination'
import { showAs } from '../features/people/peopleLayout'
import { searchFor, setSort } from '../features/people/search/sortAndSearch'
import { todosPagination } from '../features/todos/todosPagination'
import { listenerMiddleware } from './store'
import type { AppStore } from './store'

// #region address
/** Each list's place in the address, under parameters of its own; returns what stops it. */
export function keepListsInAddress(store: AppStore) {
  return keepPagesInAddress(store, listenerMiddleware.startListening, [
    {
      list: peoplePagination,
      params: { page: 'peoplePage', size: 'peopleSize' },
      query: [
        {
          param: 'peopleSort',
          select: ({ peopleSortAndSearch: { sort } }) => (sort === DEFAULT_PEOPLE_SORT ? '' : sort),
          restore: setSort,
        },
        {
          param: 'peopleSearch',
          select: ({ peopleSortAndSearch }) => peopleSortAndSearch.search,
          restore: searchFor,
        },
      ],
    },
    {
      list: peopleLoads,
      params: { size: 'peopleLoad', place: 'peopleFrom' },
      query: [
        {
          param: 'peopleLayout',
          select: ({ peopleLayout }) => (peopleLayout === 'pages' ? '' : peopleLayout),
          restore: showAs,
        },
      ],
    },
    { list: todosPagination, params: { page: 'page', size: 'size' } },
  ])
}
// #endregion
