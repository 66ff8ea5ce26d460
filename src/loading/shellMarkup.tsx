import { renderToStaticMarkup } from 'react-dom/server'
import { Provider } from 'react-redux'
import { App } from './App'
import { makeStore } from './app/store'
import { SAMPLE_SIZE } from './features/people/generatePeople'
import type { Person } from './features/people/person'

/**
 * The page's static shell, rendered at build time into dist/index.html so that the title, the
 * table's frame, the bar and the footer paint before any script runs. The people are only
 * generated in the browser, so the shell renders 215 blank stand-ins: the bar and the counts come
 * out as they will be, and the body holds five rows of the right size, hidden (`<App shell />`
 * marks them `pending-rows`) until src/start.ts fills them with the first page's people
 * (src/showShellRows.ts). The bar works from the first frame: the page's boot script writes
 * down what a visitor does to it (src/boot.ts), and the app, as it replaces the whole shell in one
 * commit with nothing moving, does it and puts focus back (src/takeOver.ts). webpack.config.js
 * calls this when it builds index.html.
 */
export function shellMarkup(): string {
  const blankPeople = Array.from({ length: SAMPLE_SIZE }, (_, i): Person => ({
    id: -1 - i,
    firstName: '',
    lastName: '',
    email: '',
  }))
  const store = makeStore({ people: { items: blankPeople } })
  return renderToStaticMarkup(
    <>
      <Provider store={store}>
        <App shell />
      </Provider>
      {/* Where the boot script tells a slow load: a live region, empty until then. */}
      <div className="load-notice" role="status" />
    </>,
  )
}
