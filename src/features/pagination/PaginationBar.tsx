import { useId, useLayoutEffect, useRef } from 'react'
import type { MouseEvent, RefObject } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { selectPageWindow, selectTotalPages } from './selectors'
import { PAGE_SIZES, selectPage, selectPageSize, setPage, setPageSize } from './paginationSlice'

export function PaginationBar() {
  const dispatch = useAppDispatch()
  const page = useAppSelector(selectPage)
  const pageSize = useAppSelector(selectPageSize)
  const totalPages = useAppSelector(selectTotalPages)
  const pageWindow = useAppSelector(selectPageWindow)
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
        <button type="button" className="first" disabled={page === 1} onClick={goTo(1)}>
          Primeira
        </button>
        <div className="page-numbers">
          {pageWindow.map((n) => (
            <button
              key={n}
              type="button"
              className="page-number"
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
          disabled={page === totalPages}
          onClick={goTo(totalPages)}
        >
          Última
        </button>
      </div>
      <p className="visually-hidden" role="status">
        Página {page} de {totalPages}
      </p>
    </nav>
  )
}

/**
 * The spec disables the current page's button, so the button a keyboard user has just pressed
 * ("Página 3", "Primeira", "Última") turns disabled under their finger and focus would fall to
 * <body>. Returns a function to call with the pressed button before dispatching: once the new page
 * is committed, if that button held focus and is now disabled, focus moves to the nearest enabled
 * button after it in `group` (before it, when none follows).
 */
function useFocusRescue(page: number, group: RefObject<HTMLElement | null>) {
  const pressed = useRef<HTMLButtonElement | null>(null)

  useLayoutEffect(() => {
    const button = pressed.current
    pressed.current = null
    if (!button?.disabled) return
    const buttons = Array.from(group.current?.querySelectorAll('button') ?? [])
    const at = buttons.indexOf(button)
    const enabled = (b: HTMLButtonElement) => !b.disabled
    const next = buttons.slice(at + 1).find(enabled) ?? buttons.slice(0, at).reverse().find(enabled)
    next?.focus()
  }, [page, group])

  return (button: HTMLButtonElement) => {
    pressed.current = document.activeElement === button ? button : null
  }
}
