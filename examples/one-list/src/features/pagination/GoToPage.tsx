import { useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { SubmitEvent } from 'react'
import { useDispatch } from 'react-redux'
import { DEFAULT_LABELS, GO_TO_PAGE_LABELS } from './labels'
import type { PaginationLabels } from './labels'
import { readWholeNumber } from './pageMath'
import type { PaginationSlice } from './paginationSlice'
import './goToPage.css'

export interface GoToPageProps {
  /** The list it pages: it dispatches only that list's `setPage`. */
  list: Pick<PaginationSlice, 'actions'>
  /** How many pages there are; undefined where the count is not known: then any page from 1 up. */
  pageCount: number | undefined
  /** The words it shows and tells; any left out are the defaults (./labels.ts). */
  labels?: Partial<PaginationLabels>
}

/**
 * A field to type a page in, and its button (Enter works as well), for a list too long to click
 * through. The bar shows it where it is given it (`<PaginationBar goToPage={GoToPage} />`), so an
 * app that does not import it does not download it. It reads ASCII digits and the digits the
 * list's `formatNumber` writes. What is not a page is told beside the field, and left as typed, and
 * the page does not move (a number past the last page, however long, is told as out of range).
 * Focus stays in the field, and the bar's status announces the page reached.
 */
export function GoToPage({ list, pageCount, labels }: GoToPageProps) {
  const words = { ...DEFAULT_LABELS, ...GO_TO_PAGE_LABELS, ...labels }
  const dispatch = useDispatch()
  const [entry, setEntry] = useState('')
  const [problem, setProblem] = useState('')
  const field = useRef<HTMLInputElement>(null)
  // Emptied by the page it reached: sent again so (Enter pressed twice), it asks for nothing.
  const reached = useRef(false)
  const id = useId()

  function go(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    field.current?.focus()
    if (reached.current && entry.trim() === '') return
    const page = readWholeNumber(entry, words.formatNumber)
    if (page !== undefined && page >= 1 && page <= (pageCount ?? Number.MAX_SAFE_INTEGER)) {
      reached.current = true
      setEntry('')
      setProblem('')
      dispatch(list.actions.setPage(page))
    } else {
      const unknown = page === undefined || pageCount === undefined
      // Emptied first, so that the same words told again are announced again.
      flushSync(() => {
        setProblem('')
      })
      setProblem(unknown ? words.notAPage : words.pageOutOfRange(pageCount))
    }
  }

  return (
    <form className="pagination-bar__go-to" onSubmit={go}>
      <label htmlFor={id}>{words.goToPage}</label>
      <input
        ref={field}
        id={id}
        className="pagination-bar__field"
        inputMode="numeric"
        enterKeyHint="go"
        autoComplete="off"
        value={entry}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}problem` : undefined}
        onChange={(event) => {
          reached.current = false
          setEntry(event.target.value)
          setProblem('')
        }}
      />
      <button type="submit" className="pagination-bar__button">
        {words.go}
      </button>
      {/* Always there, so that screen readers announce what comes into it. */}
      <p id={`${id}problem`} className="pagination-bar__problem" aria-live="polite">
        {problem}
      </p>
    </form>
  )
}
