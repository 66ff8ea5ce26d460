import fc from 'fast-check'
import type { UnknownAction } from '@reduxjs/toolkit'
import { TEST_PEOPLE } from './fixtures'

/** People with few distinct ids, so repeated ids are common. */
const person = fc.record({
  id: fc.integer({ min: 1, max: 40 }),
  firstName: fc.string({ maxLength: 3 }),
  lastName: fc.string({ maxLength: 3 }),
  email: fc.string({ maxLength: 3 }),
})

/**
 * Anything Redux DevTools could hand the store: any JSON at all, and JSON near the state's shape
 * (each key may be missing, each value anything) so that every repair is reached.
 */
export const anyState: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      pagination: fc.oneof(
        fc.jsonValue(),
        fc.record(
          {
            page: fc.oneof(fc.integer({ min: -2, max: 50 }), fc.jsonValue()),
            pageSize: fc.oneof(fc.constantFrom(5, 10, 15, 20), fc.jsonValue()),
          },
          { requiredKeys: [] },
        ),
      ),
      people: fc.oneof(
        fc.jsonValue(),
        fc.record(
          {
            items: fc.oneof(
              fc.jsonValue(),
              fc.array(fc.oneof(person, person, fc.jsonValue())),
              // Valid lists of up to 43 pages, so that a page can be far from 1 and past the last.
              fc.nat(TEST_PEOPLE.length).map((count) => TEST_PEOPLE.slice(0, count)),
            ),
          },
          { requiredKeys: [] },
        ),
      ),
      extra: fc.jsonValue(),
    },
    { requiredKeys: [] },
  ),
)

/** Any action a DevTools user might type: valid payloads weighted in, and no payload at all. */
export const anyAction: fc.Arbitrary<UnknownAction> = fc.record(
  {
    type: fc.constantFrom(
      'pagination/setPage',
      'pagination/setPageSize',
      'pagination/restore',
      'other/action',
    ),
    payload: fc.oneof(
      fc.integer({ min: -2, max: 50 }),
      fc.constantFrom(5, 10, 15, 20),
      fc.constantFrom(NaN, Infinity, -Infinity, -0, 2.5, undefined),
      fc.jsonValue(),
      // A whole state, as restore takes it: valid or not.
      fc.record({
        page: fc.oneof(fc.integer({ min: -2, max: 50 }), fc.jsonValue()),
        pageSize: fc.oneof(fc.constantFrom(5, 10, 15, 20), fc.jsonValue()),
      }),
    ),
  },
  { requiredKeys: ['type'] },
)
