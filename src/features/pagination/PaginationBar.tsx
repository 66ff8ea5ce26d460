import { memo, useCallback, useId, useRef } from 'react'
import type { MouseEvent } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { pageWindow } from './pageMath'
import { PAGE_SIZES, selectPagination, setPage, setPageSize } from './paginationSlice'
import { keepFocusNear } from './keepFocusNear'

interface PaginationBarProps {
  /** How many pages there are: the bar knows pages, not what is being paged. */
  pageCount: number
}

// The same four options on every render: made once, so React does not compare them again.
const sizeOptions = PAGE_SIZES.map((size) => (
  <option key={size} value={size}>
    {size}
  </option>
))

/**
 * The size selector, Primeira, the window of numbered buttons and Última. Each button's `value` is
 * the page it goes to: one click handler serves them all, and before the app runs, the page's boot
 * script reads the same value (src/loading/boot.ts). The bar reads its own slice (page and size) from the
 * store, with one selector, and is given the one thing pagination cannot know, how many pages
 * there are.
 */
export function PaginationBar({ pageCount }: PaginationBarProps) {
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
    <nav className="pagination" aria-label="Paginação">
      <PageSizeSelect pageSize={pageSize} />
      <div className="page-buttons" ref={buttonGroup}>
        <button type="button" className="first" value={1} disabled={page === 1} onClick={goTo}>
          Primeira
        </button>
        <div className="page-numbers">
          {numbers.map((n, slot) => (
            // Keyed by its place in the window: see PageNumber.
            <PageNumber key={slot} page={n} current={n === page} onClick={goTo} />
          ))}
        </div>
        <button
          type="button"
          className="last"
          value={pageCount}
          disabled={page === pageCount}
          onClick={goTo}
        >
          Última
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {`Página ${page} de ${pageCount}`}
      </p>
    </nav>
  )
}

/** "Itens por página:" and its select. Memoised: a page switch does not render it. */
const PageSizeSelect = memo(function PageSizeSelect({ pageSize }: { pageSize: number }) {
  const dispatch = useAppDispatch()
  const id = useId()
  return (
    <div className="page-size">
      <label htmlFor={id}>Itens por página:</label>
      <select
        id={id}
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
  current: boolean
  onClick: (event: MouseEvent<HTMLButtonElement>) => void
}

/**
 * A numbered button is a place in the window, not a page, as a table row is (PeopleTable): keyed
 * by its slot, so when the window slides the five buttons stay and only their numbers change. A
 * button taken out of the page and a new one put in cost the browser more than new text and
 * attributes on the same one (docs/performance.md). Memoised: a switch inside the window renders
 * only the two buttons whose state changes. Focus follows the page pressed, not the slot
 * (keepFocusNear).
 */
const PageNumber = memo(function PageNumber({ page, current, onClick }: PageNumberProps) {
  return (
    <button
      type="button"
      className="page-number"
      value={page}
      title={`Página ${page}`}
      aria-label={`Página ${page}`}
      aria-current={current ? 'page' : undefined}
      disabled={current}
      onClick={onClick}
    >
      {page}
    </button>
  )
})
