// @ts-nocheck
import { peoplePagination } from '../app/peoplePagination'

/**
 * Throws unless `state` is a state of the Redux contract (docs/SPECIFICATION.md): exactly
 * `{ pagination: { page, pageSize }, people: { items } }`, people with a person's shape and unique
 * ids, a size of 5, 10, 15 or 20 and a whole page in 1..page count.
 */
export function checkContract(state: unknown) {
  const fail = (what: string) => {
    throw new Error(`${what} in ${JSON.stringify({ state }).slice(0, 300)}`)
  }
  const keys = (value: unknown) =>
    typeof value === 'object' && value !== null ? Object.keys(value).join() : typeof value
  if (keys(state) !== 'pagination,people') fail('not the two slices, pagination first')
  const { pagination, people } = state as { pagination: unknown; people: unknown }
  if (keys(pagination) !== 'page,pageSize') fail('pagination is not { page, pageSize }')
  if (keys(people) !== 'items') fail('people is not { items }')
  const { page, pageSize } = pagination as { page: unknown; pageSize: unknown }
  const { items } = people as { items: unknown }
  if (!Array.isArray(items)) return fail('items is not an array')
  const ids = new Set<unknown>()
  for (const person of items as unknown[]) {
    if (typeof person !== 'object' || person === null) return fail('an item is not an object')
    if (Object.keys(person).sort().join() !== 'email,firstName,id,lastName') fail('not a person')
    const { id, firstName, lastName, email } = person as Record<string, unknown>
    if (!Number.isSafeInteger(id) || ids.has(id)) fail(`id ${String(id)} is not a unique integer`)
    if ([firstName, lastName, email].some((text) => typeof text !== 'string')) fail('a name')
    ids.add(id)
  }
  if (!(peoplePagination.pageSizes as readonly unknown[]).includes(pageSize)) fail('page size')
  const pages = Math.max(1, Math.ceil(items.length / (pageSize as number)))
  if (!Number.isInteger(page) || (page as number) < 1 || (page as number) > pages) fail('page')
}
