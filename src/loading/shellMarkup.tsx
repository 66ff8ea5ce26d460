import { renderToStaticMarkup } from 'react-dom/server'
import { Provider } from 'react-redux'
import { App } from '../App'
import { makeStore } from '../app/store'
import { SAMPLE_SIZE } from '../features/people/generatePeople'
import type { Person } from '../features/people/person'

/** The class of the shell's stand-in rows, hidden (loading.css) until there are people. */
export const PENDING_ROWS = 'pending-rows'
/** The live region where the boot script tells a slow load. */
export const LOAD_NOTICE = '<div class="load-notice" role="status"></div>'
/** The call that shows this visit's people in the shell, once it is parsed. */
export const SHOW_PEOPLE = '<script>pageShell.showPeople()</script>'

/**
 * The page's shell, rendered at build time into #root (webpack.config.js), so that the table's
 * frame, the counts and the bar paint before any script arrives. It is the app itself, rendered
 * with 215 blank stand-ins for people that only the browser makes: the bar and the counts come out
 * as they will be, and the body holds five rows of the right size, marked `pending-rows` (hidden
 * by loading.css) until there are people. After the bar, an empty live region where the boot
 * script tells a slow load (./boot.ts); last, an inline script that has the boot script make this
 * visit's people and show their first page (./shellPage.ts) as soon as the shell is parsed, so
 * the first frame has its rows. The bar works from that frame: the boot script shows at once
 * what a visitor picks on it and writes it down, and the app, as it replaces the whole shell in
 * one commit with nothing moving, does it (./takeOver.ts).
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
  return `${before}<tbody class="${PENDING_ROWS}">${after}${LOAD_NOTICE}${SHOW_PEOPLE}`
}
