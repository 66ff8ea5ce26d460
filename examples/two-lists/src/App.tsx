import { useState } from 'react'
import { TodoList } from './TodoList'
import { UserList } from './UserList'

type Theme = 'system' | 'light' | 'dark'

export function App() {
  const [theme, setTheme] = useState<Theme>('system')
  const scheme = theme === 'system' ? undefined : theme
  return (
    <main className={theme}>
      <h1>To-dos and users</h1>
      <label>
        Theme{' '}
        <select value={theme} onChange={(event) => setTheme(event.target.value as Theme)}>
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
