import { PaginationBar } from './features/pagination/PaginationBar'
import { PeopleTable } from './features/people/PeopleTable'

/**
 * What React owns: the table and the pagination bar. The title above them and the credits below
 * are static HTML in public/index.html.
 */
export function App() {
  return (
    <>
      <PeopleTable />
      <PaginationBar />
    </>
  )
}
