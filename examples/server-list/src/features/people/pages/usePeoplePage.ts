import { useEffect } from 'react'
import { useAppSelector } from '../../../app/hooks'
import { pageCount } from '../../pagination/pageMath'
import { KEPT_FRESH_S, useGetPeopleQuery, usePrefetch } from '../api/peopleApi'
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
