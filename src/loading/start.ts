import { makeStore } from '../app/store'

/*
 * The production page's store, with this visit's people, which the boot script drew (./boot.ts:
 * those of the shell's page as it was parsed, the others when read here), as src/index.tsx makes
 * it: a script of its own (webpack.config.js), so it runs as soon as it and Redux have arrived,
 * and React, by far the largest script, finds the store ready. An error thrown here reaches the boot script, which shows the visitor a message and
 * a way to try again.
 */
const people = window.pageShell?.people
if (!people) throw new Error('The boot script has made no people: is this the production page?')
export const store = makeStore({ people: { items: [...people] } })
