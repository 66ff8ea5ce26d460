import { memo, useCallback, useId, useRef } from 'react'
import type { MouseEvent } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { DEFAULT_LABELS } from './labels'
import type { PaginationLabels } from './labels'
import { pageWindow } from './pageMath'
import { PAGE_SIZES, selectPagination, setPage, setPageSize } from './paginationSlice'
import { keepFocusNear } from './keepFocusNear'
import './pagination.css'

interface PaginationBarProps {
  /** How many pages there are: the bar knows pages, not what is being paged. */
  pageCount: number
  /** The words it shows and announces; any left out are the defaults (./labels.ts). */
  labels?: Partial<PaginationLabels>
}

// The same four options on every render: made once, so React does not compare them again.
const sizeOptions = PAGE_SIZES.map((size) => (
  <option key={size} value={size}>
    {size}
  </option>
))

/**
 * The size selector, the first-page button, the window of numbered buttons and the last-page
 * button, and a polite status that announces the page. The bar reads its own slice (page and size)
 * from the store, with one selector, and is given the one thing pagination cannot know, how many
 * pages there are. Each button's `value` is the page it goes to, so one click handler serves them
 * all.
 */
export function PaginationBar({ pageCount, labels }: PaginationBarProps) {
  const words = { ...DEFAULT_LABELS, ...labels }
  const dispatch = useAppDispatch()
  const { page, pageSize } = useAppSelector(selectPagination)
  // Five numbers, worked out on each render: the bar renders only when the page, the size or the
  // count changes, and each PageNumber compares its own page, not the array.
  const numbers = pageWindow(page, pageCount)
  const buttonGroup = useRef<HTMLDivElement>(null)

  // The same function on every render, so a numbered button whose page and state stay the same
  // does not render again (PageNumber is memoised).
  const goTo = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      const button = event.currentTarget
      keepFocusNear(button, buttonGroup.current, () => dispatch(setPage(Number(button.value))))
    },
    [dispatch],
  )

  return (
    <nav className="pagination-bar" aria-label={words.navigation}>
      <PageSizeSelect pageSize={pageSize} label={words.pageSize} />
      <div className="pagination-bar__buttons" ref={buttonGroup}>
        <button
          type="button"
          className="pagination-bar__button pagination-bar__first"
          value={1}
          disabled={page === 1}
          onClick={goTo}
        >
          {words.first}
        </button>
        <div className="pagination-bar__numbers">
          {numbers.map((n, slot) => (
            // Keyed by its place in the window: see PageNumber.
            <PageNumber
              key={slot}
              page={n}
              label={words.page(n)}
              current={n === page}
              onClick={goTo}
            />
          ))}
        </div>
        <button
          type="button"
          className="pagination-bar__button pagination-bar__last"
          value={pageCount}
          disabled={page === pageCount}
          onClick={goTo}
        >
          {words.last}
        </button>
      </div>
      <p className="pagination-bar__status" role="status">
        {words.pageOfPages(page, pageCount)}
      </p>
    </nav>
  )
}

interface PageSizeSelectProps {
  pageSize: number
  label: string
}

/** The page-size label and its select. Memoised: a page switch does not render it. */
const PageSizeSelect = memo(function PageSizeSelect({ pageSize, label }: PageSizeSelectProps) {
  const dispatch = useAppDispatch()
  const id = useId()
  return (
    <div className="pagination-bar__size">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="pagination-bar__select"
        value={pageSize}
        onChange={(event) => dispatch(setPageSize(Number(event.target.value)))}
      >
        {sizeOptions}
      </select>
    </div>
  )
})

interface PageNumberProps {
  page: number
  label: string
  current: boolean
  onClick: (event: MouseEvent<HTMLButtonElement>) => void
}

/**
 * A numbered button is a place in the window, not a page: keyed by its slot, so when the window
 * slides the five buttons stay and only their numbers change (new text and attributes on the same
 * element cost the browser less than one taken out and a new one put in). Memoised: a switch
 * inside the window renders only the two buttons whose state changes. Focus follows the page
 * pressed, not the slot (keepFocusNear).
 */
const PageNumber = memo(function PageNumber({ page, label, current, onClick }: PageNumberProps) {
  return (
    <button
      type="button"
      className="pagination-bar__button pagination-bar__number"
      value={page}
      title={label}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      disabled={current}
      onClick={onClick}
    >
      {page}
    </button>
  )
})
