import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import type { ReactNode } from 'react'
import { whyFailed } from './failures'
import type { PeopleQuery } from './features/people/people'
import { pageOf, showingBefore } from './peopleShown'
import type { PeopleShown } from './peopleShown'

interface TableStateProps {
  query: PeopleQuery
  shown: PeopleShown
  isFetching: boolean
  refetch: () => unknown
}

/**
 * The line above the table, which the table points to (`aria-describedby`): which rows these are
 * when they are not the page asked for, or why there are none.
 */
export function TableState({ query, shown, isFetching, refetch }: TableStateProps) {
  let state: ReactNode = null
  if (shown.error) {
    state = (
      <PageFailed
        query={query}
        error={shown.error}
        rowsShown={shown.of === 'asked'}
        isFetching={isFetching}
        refetch={refetch}
      />
    )
  } else if (shown.of === 'before') {
    state = showingBefore(shown.answer.query, query)
  } else if (shown.of === 'loading') {
    state = `Loading ${pageOf(query)}…`
  }
  return (
    <p id="people-table-state" className="people-table-state">
      {state}
    </p>
  )
}

/** A page that could not be loaded: an alert, with Try again where trying again can help. */
function PageFailed({
  query,
  error,
  rowsShown,
  isFetching,
  refetch,
}: {
  query: PeopleQuery
  error: FetchBaseQueryError | SerializedError
  /** Whether its rows, as they were, are shown. */
  rowsShown: boolean
  isFetching: boolean
  refetch: () => unknown
}) {
  const { retry, why } = whyFailed(error)
  const what = rowsShown
    ? 'could not be loaded again, and is shown as it was'
    : 'could not be loaded'
  const page = pageOf(query)
  return (
    <span role="alert">
      {`${page[0]!.toUpperCase()}${page.slice(1)} ${what}: ${why}.`}
      {retry && (
        <>
          {' '}
          <button
            type="button"
            aria-disabled={isFetching || undefined}
            onClick={() => isFetching || void refetch()}
          >
            {isFetching ? 'Trying again…' : 'Try again'}
          </button>
        </>
      )}
    </span>
  )
}
