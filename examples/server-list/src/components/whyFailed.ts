import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'

/** What a refusal says of itself: a parameter or a field, what it accepts, or an error. */
interface RefusalBody {
  parameter?: string
  field?: string
  accepts?: string
  error?: string
  /** A page that waited its turn behind other long searches too long (the server's 503). */
  busy?: boolean
}

/** Why a request failed, in the visitor's words, and whether trying again can help (not a 4xx). */
export function whyFailed(error: FetchBaseQueryError | SerializedError) {
  const status = 'status' in error ? error.status : undefined
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const { parameter, field, accepts, error: said } = (error as { data?: RefusalBody }).data ?? {}
    const named = parameter ?? field
    const what = named && accepts ? `${named}: ${accepts}` : said
    return {
      retry: false,
      why: `the server refused the request (${status}${what ? `, ${what}` : ''}), and would refuse it again`,
    }
  }
  if (status === 'PARSING_ERROR') return { retry: true, why: 'its answer could not be read' }
  if (typeof status !== 'number') return { retry: true, why: 'the server could not be reached' }
  // The server's own 503, which says why in its body: busy with long searches, or its database
  // did not answer.
  if (status === 503 && (error as { data?: RefusalBody }).data?.busy) {
    return { retry: true, why: 'the server was busy with other long searches (503)' }
  }
  if (status === 503 && (error as { data?: RefusalBody }).data?.error) {
    return { retry: true, why: 'its database did not answer (503)' }
  }
  // 502, 503 and 504 with no word: a proxy (Vite's, here) that found no server behind it.
  if (status === 502 || status === 503 || status === 504) {
    return { retry: true, why: `the server could not be reached (${status})` }
  }
  return { retry: true, why: `the server failed (${status})` }
}
