import { RequestFailed } from '../../../components/RequestFailed'
import type { PeopleQuery } from '../model/query'
import { pageOf, showingBefore } from './peopleShown'
import type { PeopleShown } from './peopleShown'

/**
 * The line above the table, which the table points to (`aria-describedby`): which rows these are
 * when they are not the page asked for, or why there are none.
 */
export function RowsDescription({
  query,
  shown,
  isFetching,
  refetch,
}: {
  query: PeopleQuery
  shown: PeopleShown
  isFetching: boolean
  refetch: () => unknown
}) {
  const page = pageOf(query)
  const failed =
    shown.of === 'asked'
      ? 'could not be loaded again, and is shown as it was'
      : 'could not be loaded'
  return (
    <p id="people-table-state" className="people-table-state">
      {shown.error ? (
        <RequestFailed
          what={`${page[0]!.toUpperCase()}${page.slice(1)} ${failed}`}
          error={shown.error}
          busy={isFetching}
          onRetry={refetch}
        />
      ) : shown.of === 'before' ? (
        showingBefore(shown.answer.query, query)
      ) : shown.of === 'loading' ? (
        `Loading ${page}…`
      ) : (
        shown.of === 'asked' && shown.changed
      )}
    </p>
  )
}
