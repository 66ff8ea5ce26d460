import { useState } from 'react'
import { TodoList } from './TodoList'
import { UserList } from './UserList'
import { readTheme, saveTheme } from './theme'
import type { Theme } from './theme'

export function App() {
  // The theme index.html put on <html> before the first paint: the bars' first render is in it.
  const [theme, setTheme] = useState<Theme>(readTheme)
  const scheme = theme === 'system' ? undefined : theme

  function choose(next: Theme) {
    saveTheme(next)
    setTheme(next)
  }

  return (
    <main>
      <h1>To-dos and users</h1>
      <label>
        Theme{' '}
        <select value={theme} onChange={(event) => choose(event.target.value as Theme)}>
          <option value="system">System</option>
          <option value="light">Light</option>
          <option value="dark">Dark</option>
        </select>
      </label>
      <TodoList scheme={scheme} />
      <UserList scheme={scheme} />
    </main>
  )
}
