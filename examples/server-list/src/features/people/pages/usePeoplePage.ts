import { useEffect, useLayoutEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { pageCount } from '../../pagination/pageMath'
import { pageShown } from '../api/pageShown'
import { KEPT_FRESH_S, useGetPeopleQuery, usePrefetch } from '../api/peopleApi'
import type { PeopleAnswer } from '../api/peopleApi'
import type { PeopleQuery } from '../model/query'
import { peopleShown } from './peopleShown'
import { selectPeopleQuery } from './peoplePagination'

// #region query
/** The page the state asks for, what the table shows of it, and the count of the search. */
export function usePeoplePage() {
  const query = useAppSelector(selectPeopleQuery)
  const { page, pageSize, search } = query
  const result = useGetPeopleQuery(query, { refetchOnMountOrArgChange: KEPT_FRESH_S })
  const { data, currentData } = result
  const prefetchPeople = usePrefetch('getPeople')
  // The count of the search asked for, never another's: until it has come, none.
  const total = data?.query.search === search ? data.total : undefined
  const pages = total === undefined ? undefined : pageCount(total, pageSize)

  // Once a page has shown, the next one is fetched, so that a click on it shows it at once.
  useEffect(() => {
    if (currentData && pages !== undefined && page < pages) {
      prefetchPeople({ ...query, page: page + 1 })
    }
  }, [currentData, page, pages, query, prefetchPeople])

  return { query, result, shown: peopleShown(query, result), total, pages }
}
// #endregion

/**
 * The page on screen, for the store: the page next to it is read next to its edge person, and the
 * address keeps its first person where it was read next to someone (Back and a reload reopen it).
 */
export function useKeepPageShown(query: PeopleQuery, shown?: PeopleAnswer) {
  const dispatch = useAppDispatch()
  // Before the effects run: the page fetched ahead (usePeoplePage) is asked for next to it.
  useLayoutEffect(() => {
    if (shown) dispatch(pageShown({ query, top: shown.by ? shown.top : undefined }))
  }, [shown, query, dispatch])
}
