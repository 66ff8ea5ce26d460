import { PeopleList } from './PeopleList'
import { TodoList } from './TodoList'

export function App() {
  return (
    <main>
      <h1>People and to-dos</h1>
      <PeopleList />
      <TodoList />
    </main>
  )
}
