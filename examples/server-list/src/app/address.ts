import { keepPagesInAddress } from '../features/pagination/pageInAddress'
import { peopleLoads } from '../features/people/loadMore/peopleLoads'
import { DEFAULT_PEOPLE_SORT } from '../features/people/model/query'
import { pageShown, selectTopOf } from '../features/people/api/pageShown'
import { peoplePagination, selectPeopleQuery } from '../features/people/pages/peoplePagination'
import { showAs } from '../features/people/peopleLayout'
import { searchFor, setSort } from '../features/people/search/sortAndSearch'
import { todosPagination } from '../features/todos/todosPagination'
import { listenerMiddleware } from './store'
import type { AppStore, RootState } from './store'

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

const TOP = 'peopleTop'

/**
 * The first person of the people's page, where it was read next to someone, in the address after
 * its page (`?peoplePage=602&peopleTop=6013`), replacing the entry: Back and a reload ask for the
 * page from them, and reopen the rows the reader saw. Any other page leaves it out. Call it after
 * `keepListsInAddress`, whose page it follows; returns what stops it.
 */
export function keepPageTopInAddress(store: AppStore) {
  const write = () => {
    const state = store.getState()
    const id = selectTopOf(state, selectPeopleQuery(state))
    const search = withTop(location.search, id)
    if (search !== location.search) {
      history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`)
    }
  }
  const restore = () => {
    const id = new URLSearchParams(location.search).get(TOP)
    const query = selectPeopleQuery(store.getState())
    store.dispatch(pageShown(id && /^\d+$/.test(id) ? { query, top: Number(id) } : null))
  }
  const stopListening = listenerMiddleware.startListening({
    predicate: (_action, current, previous) => {
      const [now, before] = [current as RootState, previous as RootState]
      return (
        now.peoplePageShown !== before.peoplePageShown ||
        selectPeopleQuery(now) !== selectPeopleQuery(before)
      )
    },
    effect: write,
  })
  restore()
  addEventListener('popstate', restore)
  return () => {
    stopListening()
    removeEventListener('popstate', restore)
  }
}

/** `search` with the page's first person as its last parameter, or without it. */
function withTop(search: string, id: number | undefined) {
  const pairs = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !pair.startsWith(`${TOP}=`))
  if (id !== undefined) pairs.push(`${TOP}=${id}`)
  return pairs.length > 0 ? `?${pairs.join('&')}` : ''
}
