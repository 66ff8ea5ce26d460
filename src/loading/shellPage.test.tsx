import fc from 'fast-check'
import { renderToStaticMarkup } from 'react-dom/server'
import { Provider } from 'react-redux'
import { App } from '../App'
import { peoplePagination } from '../app/peoplePagination'
import { makeStore } from '../app/store'
import type { AppStore } from '../app/store'
import { pageCount } from '../features/pagination/pageMath'
import type { PaginationState } from '../features/pagination/paginationSlice'
import { TEST_PEOPLE, with215People } from '../test/fixtures'
import type { ShellInput } from './boot'
import { LOAD_NOTICE, SHOW_PEOPLE, shellMarkup } from './shellMarkup'
import { nextShellPage, shellPageIn, showShellPage } from './shellPage'
import { actionFor } from './takeOver'

const SHELL = shellMarkup()

/** The build's shell in #root. */
function openShell() {
  document.body.innerHTML = `<main><div id="root">${SHELL}</div></main>`
  return document.getElementById('root')!
}

/** What App renders from `store`'s state, as the browser's DOM holds it, and the shell's own two. */
function appMarkup(store: AppStore) {
  const holder = document.createElement('div')
  holder.innerHTML = renderToStaticMarkup(
    <Provider store={store}>
      <App />
    </Provider>,
  )
  return holder.innerHTML + LOAD_NOTICE + SHOW_PEOPLE
}

const storeAt = (pagination: PaginationState) => makeStore({ ...with215People, pagination })

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the shell’s page before React', () => {
  it('is, for every page at every size, the markup App renders for it', () => {
    const root = openShell()
    // Sizes up, then down, so the rows are added and taken away.
    for (const pageSize of [5, 10, 15, 20, 15, 10, 5]) {
      for (let page = 1; page <= pageCount(TEST_PEOPLE.length, pageSize); page++) {
        showShellPage(root, TEST_PEOPLE, { page, pageSize })
        expect(root.innerHTML).toBe(appMarkup(storeAt({ page, pageSize })))
      }
    }
  })

  it('starts from the state the build rendered: page 1 at the default size', () => {
    const root = openShell()
    expect(shellPageIn(root)).toEqual(makeStore(with215People).getState().pagination)
    showShellPage(root, TEST_PEOPLE, { page: 7, pageSize: 20 })
    expect(shellPageIn(root)).toEqual({ page: 7, pageSize: 20 })
  })

  it('leaves the live status alone when its page stays, and moves a select already set', () => {
    const root = openShell()
    const status = root.querySelector('nav [role="status"]')!
    const changes = new MutationObserver(() => undefined)
    changes.observe(status, { childList: true, characterData: true, subtree: true })
    const select = root.querySelector('select')!
    // As a browser may restore a form's value on reload, which the attribute no longer moves.
    select.value = '20'
    showShellPage(root, TEST_PEOPLE, { page: 1, pageSize: 5 })
    expect(changes.takeRecords()).toEqual([])
    expect(select.value).toBe('5')
  })

  it('goes where the store goes on any presses, and shows what App shows there (100 runs)', () => {
    const root = openShell()
    const press = fc.oneof(
      fc.integer({ min: 1, max: 50 }).map((page): ShellInput => ({ page })),
      fc.constantFrom(...peoplePagination.pageSizes).map((pageSize): ShellInput => ({ pageSize })),
    )
    fc.assert(
      fc.property(fc.array(press, { maxLength: 12 }), (presses) => {
        const store = makeStore(with215People)
        let shown = store.getState().pagination
        for (const input of presses) {
          shown = nextShellPage(shown, input, TEST_PEOPLE.length)
          store.dispatch(actionFor(input))
          expect(shown).toEqual(store.getState().pagination)
        }
        showShellPage(root, TEST_PEOPLE, shown)
        expect(root.innerHTML).toBe(appMarkup(store))
      }),
      { numRuns: 100 },
    )
  })

  it('throws where the shell is not the app’s markup, rather than show half a page', () => {
    document.body.innerHTML = '<div id="root"><table><tbody></tbody></table></div>'
    expect(() => {
      showShellPage(document.getElementById('root')!, TEST_PEOPLE, { page: 1, pageSize: 5 })
    }).toThrow('The shell has no .table-frame')
  })
})
