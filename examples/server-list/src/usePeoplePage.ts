import { useEffect } from 'react'
import { useAppSelector } from './app/hooks'
import { selectPeopleQuery } from './app/peopleView'
import { pageCount } from './features/pagination/pageMath'
import { PAGE_KEPT_FRESH_S, useGetPeopleQuery, usePrefetch } from './features/people/peopleApi'
import { peopleShown } from './peopleShown'

// #region query
/** The page the state asks for, what the table shows of it, and the count of the search. */
export function usePeoplePage() {
  const query = useAppSelector(selectPeopleQuery)
  const { page, pageSize, search } = query
  // A page kept longer than PAGE_KEPT_FRESH_S is fetched again when it is shown.
  const result = useGetPeopleQuery(query, { refetchOnMountOrArgChange: PAGE_KEPT_FRESH_S })
  const { data, currentData } = result
  const prefetchPeople = usePrefetch('getPeople')
  // The count of the search asked for, never another's: while a new search loads, or before
  // the server's first answer, none, and the bar shows no Last and no count.
  const total = data?.query.search === search ? data.total : undefined
  const pages = total === undefined ? undefined : pageCount(total, pageSize)

  // Once a page has shown (`currentData`, and then `data` is the same answer), the next one is
  // fetched, so that a click on it shows it at once.
  useEffect(() => {
    if (currentData && pages !== undefined && page < pages) {
      prefetchPeople({ ...query, page: page + 1 })
    }
  }, [currentData, page, pages, query, prefetchPeople])

  return { query, result, shown: peopleShown(query, result), total, pages }
}
// #endregion
