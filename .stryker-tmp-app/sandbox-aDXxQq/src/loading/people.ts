// @ts-nocheck
import { generatePeople } from '../features/people/generatePeople'
import { showShellRows } from './showShellRows'

/*
 * The production page's first script: this visit's people, and the first page's rows in the
 * shell (./showShellRows.ts). It needs no Redux, so it is a small script of its own that arrives
 * before Redux does: the rows show while the store's scripts are still on their way. ./start.ts
 * makes the store from these people. An error thrown here reaches the boot script (./boot.ts).
 */
export const people = generatePeople()

showShellRows(document.getElementById('root'), people)
