// @ts-nocheck
import { generatePeople } from '../features/people/generatePeople'

/** The seeded 215 people the app-level and component tests start from, as the page has. */
export const TEST_PEOPLE = generatePeople(215, 2026)

/** A store's state with `TEST_PEOPLE`, on page 1 at size 5 unless `pagination` says otherwise. */
export const with215People = { people: { items: TEST_PEOPLE } }
