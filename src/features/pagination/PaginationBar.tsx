import { useId, useRef } from 'react'
import type { MouseEvent } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { PAGE_SIZES, selectPage, selectPageSize, setPage, setPageSize } from './paginationSlice'
import { selectPageWindow } from './selectors'
import { useFocusRescue } from './useFocusRescue'

interface PaginationBarProps {
  /** How many pages there are: the bar knows pages, not what is being paged. */
  pageCount: number
}

/**
 * The size selector, Primeira, the window of numbered buttons and Última. Each button's `value` is
 * the page it goes to: before the app runs, the page's boot script reads it (src/boot.ts).
 */
export function PaginationBar({ pageCount }: PaginationBarProps) {
  const dispatch = useAppDispatch()
  const page = useAppSelector(selectPage)
  const pageSize = useAppSelector(selectPageSize)
  const pageWindow = useAppSelector((state) => selectPageWindow(state, pageCount))
  const sizeSelectId = useId()
  const buttonGroup = useRef<HTMLDivElement>(null)
  const keepFocusNear = useFocusRescue(page, buttonGroup)

  const goTo = (target: number) => (event: MouseEvent<HTMLButtonElement>) => {
    keepFocusNear(event.currentTarget)
    dispatch(setPage(target))
  }

  return (
    <nav className="pagination" aria-label="Paginação">
      <div className="page-size">
        <label htmlFor={sizeSelectId}>Itens por página:</label>
        <select
          id={sizeSelectId}
          value={pageSize}
          onChange={(event) => dispatch(setPageSize(Number(event.target.value)))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="page-buttons" ref={buttonGroup}>
        <button type="button" className="first" value={1} disabled={page === 1} onClick={goTo(1)}>
          Primeira
        </button>
        <div className="page-numbers">
          {pageWindow.map((n) => (
            <button
              key={n}
              type="button"
              className="page-number"
              value={n}
              title={`Página ${n}`}
              aria-label={`Página ${n}`}
              aria-current={n === page ? 'page' : undefined}
              disabled={n === page}
              onClick={goTo(n)}
            >
              {n}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="last"
          value={pageCount}
          disabled={page === pageCount}
          onClick={goTo(pageCount)}
        >
          Última
        </button>
      </div>
      <p className="visually-hidden" role="status">
        Página {page} de {pageCount}
      </p>
    </nav>
  )
}
