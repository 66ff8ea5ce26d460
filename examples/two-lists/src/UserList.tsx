import { useAppSelector } from './app/hooks'
import { selectUserCount, selectUserPageCount, selectVisibleUsers } from './app/userSelectors'
import { usersPagination } from './app/usersPagination'
import type { PaginationLabels } from './features/pagination/labels'
import { PageSummary } from './features/pagination/PageSummary'
import { PaginationBar } from './features/pagination/PaginationBar'
import { todoLabels } from './labels'

// #region labels
const userLabels: PaginationLabels = {
  ...todoLabels,
  navigation: 'User pages',
  pageSize: 'Users per page:',
  itemsShown: (shown, total) => `${shown} of ${total} users`,
}
// #endregion

export function UserList({ scheme }: { scheme?: 'light' | 'dark' }) {
  const users = useAppSelector(selectVisibleUsers)
  const userCount = useAppSelector(selectUserCount)
  const pages = useAppSelector(selectUserPageCount)
  const page = useAppSelector(usersPagination.selectors.selectPage)
  return (
    <section aria-labelledby="users-title">
      <h2 id="users-title">Users</h2>
      <ul>
        {users.map((user) => (
          <li key={user.id}>{user.name}</li>
        ))}
      </ul>
      <PageSummary
        page={page}
        pageCount={pages}
        shownCount={users.length}
        itemCount={userCount}
        labels={userLabels}
      />
      <PaginationBar list={usersPagination} pageCount={pages} labels={userLabels} scheme={scheme} />
    </section>
  )
}
