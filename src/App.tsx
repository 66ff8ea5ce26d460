import { PaginationBar } from './features/pagination/PaginationBar'
import { PeopleTable } from './features/people/PeopleTable'

export function App() {
  return (
    <>
      <main className="page">
        <h1>Paginação com React</h1>
        <PeopleTable />
        <PaginationBar />
      </main>
      <footer className="credits">
        Desenvolvido por{' '}
        <a href="https://github.com/philipeoliveira" target="_blank" rel="noopener noreferrer">
          Philipe Oliveira<span className="visually-hidden"> (abre em nova aba)</span>
        </a>
      </footer>
    </>
  )
}
