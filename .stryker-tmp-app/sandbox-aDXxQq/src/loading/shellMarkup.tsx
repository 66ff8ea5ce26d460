// @ts-nocheck
import { renderToStaticMarkup } from 'react-dom/server'
import { Provider } from 'react-redux'
import { App } from '../App'
import { makeStore } from '../app/store'
import { SAMPLE_SIZE } from '../features/people/generatePeople'
import type { Person } from '../features/people/person'
import { PENDING_ROWS } from './showShellRows'

/**
 * The page's shell, rendered at build time into #root (webpack.config.js), so that the table's
 * frame, the counts and the bar paint before any script runs. It is the app itself, rendered with
 * 215 blank stand-ins for people that only the browser makes: the bar and the counts come out as
 * they will be, and the body holds five rows of the right size, marked `pending-rows` (hidden by
 * loading.css) until ./start.ts fills them with the first page (./showShellRows.ts). The bar works
 * from the first frame: the boot script writes down what a visitor does to it (./boot.ts), and
 * the app, as it replaces the whole shell in one commit with nothing moving, does it
 * (./takeOver.ts). After the bar, an empty live region where the boot script tells a slow load.
 */
export function shellMarkup(): string {
  const blankPeople = Array.from({ length: SAMPLE_SIZE }, (_, i): Person => ({
    id: -1 - i,
    firstName: '',
    lastName: '',
    email: '',
  }))
  const app = renderToStaticMarkup(
    <Provider store={makeStore({ people: { items: blankPeople } })}>
      <App />
    </Provider>,
  )
  const [before, after, ...more] = app.split('<tbody>')
  if (after === undefined || more.length > 0) {
    throw new Error('The shell needs the app to render exactly one <tbody>')
  }
  return `${before}<tbody class="${PENDING_ROWS}">${after}<div class="load-notice" role="status"></div>`
}
