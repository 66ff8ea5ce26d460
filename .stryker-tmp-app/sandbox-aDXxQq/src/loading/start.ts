// @ts-nocheck
import { makeStore } from '../app/store'
import { people } from './people'

/*
 * The production page's store, with this visit's people (./people.ts), as src/index.tsx makes it:
 * a script of its own (webpack.config.js), so it runs as soon as it and Redux have arrived, and
 * React, by far the largest script, finds the store ready. An error thrown here reaches the boot
 * script, which shows the visitor a message and a way to try again (./boot.ts).
 */
export const store = makeStore({ people: { items: people } })
