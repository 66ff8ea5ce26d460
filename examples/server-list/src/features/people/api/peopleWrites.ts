import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query'
import { withAdded, withDeleted } from '../../pagination/loadMoreCache'
import type { StoreAccess } from '../../pagination/loadsInCache'
import { orderOf } from '../model/loads'
import type { Person } from '../model/person'
import { VERSION_HEADER } from '../model/query'
import { KEY_HEADER, peopleApi, peopleLoadsInCache } from './peopleApi'

/** A failed request's status: 404, say. */
export const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status

/** The list's version after a write, as its answer says it. */
function versionAfter(meta: FetchBaseQueryMeta | undefined) {
  const version = Number(meta?.response?.headers.get(VERSION_HEADER) ?? NaN)
  return Number.isSafeInteger(version) ? version : undefined
}

/** A new key for a write: 128 random bits (crypto.randomUUID needs HTTPS, or localhost). */
export function newWriteKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
/** Each write with a key, the same for every time it is sent (peopleApi's sendAgain). */
const keyed = (key = newWriteKey()) => ({ [KEY_HEADER]: key })
/** An add's body, and its key: the one given, or a new one. */
const withKey = ({ key, ...person }: Omit<Person, 'id'> & { key?: string }) => ({
  body: person,
  headers: keyed(key),
})

// #region writes
// A write makes every page stale ('People'); the loads kept take it in place, with no request.
export const peopleWrites = peopleApi.injectEndpoints({
  endpoints: (build) => ({
    /** `key`: the form's, kept while its fields are the same, so that Add again adds once. */
    addPerson: build.mutation<Person, Omit<Person, 'id'> & { key?: string }>({
      query: (add) => ({ url: 'people', method: 'POST', ...withKey(add) }),
      invalidatesTags: (_added, error) => (error ? [] : ['People']),
      onQueryStarted: (_person, lifecycle) => placeInLoads(lifecycle),
    }),
    deletePerson: build.mutation<void, Person>({
      query: ({ id }) => ({ url: `people/${id}`, method: 'DELETE', headers: keyed() }),
      // Deleted by someone else already (a 404), they are gone all the same.
      invalidatesTags: (_deleted, error) => (!error || statusOf(error) === 404 ? ['People'] : []),
      async onQueryStarted(person, lifecycle) {
        const deleted = await lifecycle.queryFulfilled.then(
          ({ meta }) => ({ version: versionAfter(meta) }),
          ({ error }: { error: unknown }) =>
            statusOf(error) === 404 ? { version: undefined } : undefined,
        )
        if (!deleted) return
        await peopleLoadsInCache.write(lifecycle, (loads, arg) =>
          withDeleted(loads, person, orderOf(arg), deleted.version),
        )
      },
    }),
    /** A deleted person put back, with their id: the undo of a delete. */
    restorePerson: build.mutation<Person, Person['id']>({
      query: (id) => ({ url: `people/${id}/restore`, method: 'POST', headers: keyed() }),
      invalidatesTags: (_restored, error) => (error ? [] : ['People']),
      onQueryStarted: (_id, lifecycle) => placeInLoads(lifecycle),
    }),
  }),
})
// #endregion

/** A person added or put back: counted if the write did it (201), not if back already (200). */
async function placeInLoads(
  lifecycle: StoreAccess & { queryFulfilled: Promise<{ data: Person; meta?: FetchBaseQueryMeta }> },
): Promise<void> {
  const answer = await lifecycle.queryFulfilled.catch(() => undefined)
  if (!answer) return
  const version = answer.meta?.response?.status === 201 ? versionAfter(answer.meta) : undefined
  await peopleLoadsInCache.write(lifecycle, (loads, arg) =>
    withAdded(loads, answer.data, orderOf(arg), version),
  )
}

export const { useAddPersonMutation, useDeletePersonMutation, useRestorePersonMutation } =
  peopleWrites
