import { selectVisiblePeople } from './app/selectors'
import { makeStore } from './app/store'
import { generatePeople } from './features/people/generatePeople'
import { showShellRows } from './showShellRows'

/*
 * The page's store, with this visit's people: a script of its own (webpack.config.js makes this
 * file an entry that src/index.tsx depends on), so it runs as soon as it and Redux have arrived.
 * React is by far the largest script and arrives last; the people and the store are ready by then,
 * and the shell's rows show the first page at once (src/showShellRows.ts), before React. An error
 * thrown here reaches the page's boot script, which shows the visitor a message and a way to try
 * again (src/boot.ts).
 */
export const store = makeStore({ people: { items: generatePeople() } })

showShellRows(document.getElementById('root'), selectVisiblePeople(store.getState()))
