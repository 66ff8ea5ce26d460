import { selectVisiblePeople } from '../app/selectors'
import { makeStore } from '../app/store'
import { generatePeople } from '../features/people/generatePeople'
import { showShellRows } from './showShellRows'

/*
 * The production page's store, with this visit's people, as src/index.tsx makes it: a script of
 * its own (webpack.config.js makes this file an entry that ./index.tsx depends on), so it runs as
 * soon as it and Redux have arrived. React is by far the largest script and arrives last; the
 * people and the store are ready by then, and the shell's rows show the first page at once
 * (./showShellRows.ts), before React. An error thrown here reaches the boot script, which shows
 * the visitor a message and a way to try again (./boot.ts).
 */
export const store = makeStore({ people: { items: generatePeople() } })

showShellRows(document.getElementById('root'), selectVisiblePeople(store.getState()))
