import { PeopleList } from './features/people/PeopleList'
import { TodoList } from './features/todos/TodoList'

export function App() {
  return (
    <main>
      <h1>People and to-dos</h1>
      <PeopleList />
      <TodoList />
    </main>
  )
}
