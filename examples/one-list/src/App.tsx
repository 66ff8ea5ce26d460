import { TodoList } from './TodoList'

export function App() {
  return (
    <main>
      <h1>To-dos</h1>
      <TodoList />
    </main>
  )
}
