import type { ProfilerOnRenderCallback } from 'react'
import { useAppSelector } from './app/hooks'
import { selectPeoplePage } from './app/selectors'
import { PageSummary } from './features/pagination/PageSummary'
import { PaginationBar } from './features/pagination/PaginationBar'
import { PeopleTable } from './features/people/PeopleTable'

interface AppProps {
  /**
   * The page as the build draws it into index.html before any script runs (src/shell.tsx): the
   * rows hold their room, hidden; the bar works, through the page's boot script (src/boot.ts).
   */
  shell?: boolean
  /** Told of every render of a table row, through React's <Profiler> (see PeopleTable). */
  onRowRender?: ProfilerOnRenderCallback
}

/**
 * What React owns: the table of the current page's people and the pagination bar. Here the two
 * features meet: pagination is told how many people there are, the table which ones to show. The
 * title above and the credits below are static HTML in public/index.html.
 */
export function App({ shell = false, onRowRender }: AppProps) {
  const { people, peopleCount, pageCount, page, pageSize } = useAppSelector(selectPeoplePage)

  return (
    <>
      <PeopleTable
        people={people}
        reservedRows={pageSize}
        pending={shell}
        onRowRender={onRowRender}
        footer={
          <PageSummary
            page={page}
            pageCount={pageCount}
            shownCount={people.length}
            itemCount={peopleCount}
          />
        }
      />
      <PaginationBar pageCount={pageCount} />
    </>
  )
}
