import { TodoList } from './TodoList'

export function App() {
  return (
    <main>
      <h1>My to-dos</h1>
      <TodoList />
    </main>
  )
}
