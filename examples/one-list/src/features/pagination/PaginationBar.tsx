import { memo, useCallback, useId, useRef } from 'react'
import type { ComponentType, CSSProperties, MouseEvent } from 'react'
import type { Action } from '@reduxjs/toolkit'
import { flushSync } from 'react-dom'
import { useDispatch, useSelector } from 'react-redux'
import type { GoToPageProps } from './GoToPage'
import { DEFAULT_LABELS } from './labels'
import type { PaginationLabels } from './labels'
import { pageWindow } from './pageMath'
import type { PaginationSlice } from './paginationSlice'
import { aimedAgain, keepFocusNear } from './keepFocusNear'
import './pagination.css'

interface PaginationBarProps<Name extends string> {
  /** The list it pages: what `createPaginationSlice` made. The bar reads and moves only that list. */
  list: PaginationSlice<Name>
  /**
   * How many pages there are: the bar knows pages, not what is being paged. Undefined where the
   * list does not know its count: then the bar shows no last page and no count, and goes as far as
   * `hasNextPage` says.
   */
  pageCount: number | undefined
  /** Where `pageCount` is not known: whether the list has a page after this one. */
  hasNextPage?: boolean
  /** The words it shows and announces; any left out are the defaults (./labels.ts). */
  labels?: Partial<PaginationLabels>
  /** Classes of the app's own, beside the bar's. */
  className?: string
  /** The app's own theme, where it is not the visitor's system setting; unset, the system's. */
  scheme?: 'light' | 'dark'
  /** Buttons to the page before and the page after, beside first and last: for long lists. */
  previousNext?: boolean
  /**
   * Which page numbers it shows, and where an ellipsis (`null`) stands for the pages between:
   * `pageWindow` by default (the spec's five around the current page), or `pageWindowWithEnds`
   * (./pageMath.ts), the first and last pages too, for a long list.
   */
  windowOf?: (page: number, pageCount: number) => readonly (number | null)[]
  /** A field to type a page in, for a long list: `GoToPage` (./GoToPage.tsx). */
  goToPage?: ComponentType<GoToPageProps>
  /**
   * The current page's button, and first, previous, next and last where they go nowhere:
   * `disabled` (the spec's; Tab skips them), or `focusable`, as GOV.UK's pagination does: marked
   * `aria-disabled`, pressed in vain, and left in the tab order, so that focus stays on the button
   * pressed and a key pressed twice does not move two pages.
   */
  currentPage?: 'disabled' | 'focusable'
}

/** How a button that goes nowhere (`nowhere`) is marked, in the bar's `currentPage` mode. */
const inertIf = (nowhere: boolean, focusable: boolean) =>
  focusable ? { 'aria-disabled': nowhere || undefined } : { disabled: nowhere }

/**
 * The size select, first, (previous,) the numbered buttons, (next,) last, (the go-to field,) and a
 * polite status that announces the page. Each button's `value` is the page it goes to, so one
 * click handler serves them all. react-redux's own hooks, typed by the list it is given: it needs
 * nothing of an app but a <Provider>.
 */
export function PaginationBar<Name extends string>({
  list,
  pageCount,
  hasNextPage = false,
  labels,
  className,
  scheme,
  previousNext = false,
  windowOf = pageWindow,
  goToPage: GoToPage,
  currentPage,
}: PaginationBarProps<Name>) {
  const words = { ...DEFAULT_LABELS, ...labels }
  const dispatch = useDispatch()
  const { page, pageSize } = useSelector(list.selectors.selectPagination)
  // The last page the bar can offer: the last one, or where the count is not known, the next one
  // if there is one.
  const lastKnown = pageCount ?? (hasNextPage ? page + 1 : page)
  const numbers = windowOf(page, lastKnown)
  const buttonGroup = useRef<HTMLDivElement>(null)
  const focusable = currentPage === 'focusable'

  // Stable, so a memoised PageNumber whose page and state stay the same does not render again.
  const goTo = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      const button = event.currentTarget
      const isStep = button.dataset.step !== undefined
      if (button.hasAttribute('aria-disabled') || aimedAgain(button, event.detail === 0, isStep)) {
        return
      }
      keepFocusNear(
        button,
        buttonGroup.current,
        () => flushSync(() => dispatch(list.actions.setPage(Number(button.value)))),
        isStep,
      )
    },
    [dispatch, list],
  )
  const classes = ['pagination-bar', scheme && `pagination-bar--${scheme}`, className]

  return (
    <nav className={classes.filter(Boolean).join(' ')} aria-label={words.navigation}>
      <PageSizeSelect
        list={list}
        pageSize={pageSize}
        label={words.pageSize}
        formatNumber={words.formatNumber}
      />
      <div className="pagination-bar__buttons" ref={buttonGroup}>
        <button
          type="button"
          className="pagination-bar__button pagination-bar__first"
          value={1}
          {...inertIf(page === 1, focusable)}
          onClick={goTo}
        >
          {words.first}
        </button>
        {previousNext && (
          <button
            type="button"
            className="pagination-bar__button pagination-bar__previous"
            data-step
            value={page - 1}
            {...inertIf(page === 1, focusable)}
            onClick={goTo}
          >
            {words.previous}
          </button>
        )}
        <div className="pagination-bar__numbers" style={widest(words.formatNumber(lastKnown))}>
          {numbers.map((n, slot) =>
            // Keyed by its place in the window: see PageNumber. An ellipsis is no control, and
            // screen readers skip it: each button's name says its page.
            n === null ? (
              <span key={slot} className="pagination-bar__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <PageNumber
                key={slot}
                page={n}
                label={words.page(n)}
                text={words.formatNumber(n)}
                current={n === page}
                focusable={focusable}
                onClick={goTo}
              />
            ),
          )}
        </div>
        {previousNext && (
          <button
            type="button"
            className="pagination-bar__button pagination-bar__next"
            data-step
            value={page + 1}
            {...inertIf(page >= lastKnown, focusable)}
            onClick={goTo}
          >
            {words.next}
          </button>
        )}
        {pageCount !== undefined && (
          <button
            type="button"
            className="pagination-bar__button pagination-bar__last"
            value={pageCount}
            {...inertIf(page === pageCount, focusable)}
            onClick={goTo}
          >
            {words.last}
          </button>
        )}
      </div>
      {GoToPage && <GoToPage list={list} pageCount={pageCount} labels={words} />}
      <p className="pagination-bar__status" role="status">
        {pageCount === undefined ? words.page(page) : words.pageOfPages(page, pageCount)}
      </p>
    </nav>
  )
}

interface PageSizeSelectProps {
  /** The list whose size it sets: a paged list, or one that loads more (`createLoadMoreSlice`). */
  list: { actions: { setPageSize: (size: number) => Action }; pageSizes: readonly number[] }
  /** The size the list has now, which it shows. */
  pageSize: number
  /** Its label; left out, `DEFAULT_LABELS.pageSize`. */
  label?: string
  /** How it writes each size; left out, `DEFAULT_LABELS.formatNumber`. */
  formatNumber?: (value: number) => string
  /** Your classes, after `pagination-bar__size`, on its outer element. */
  className?: string
}

/**
 * The page-size label and its select: the bar's, or on its own, for a list that loads more, where
 * its select keeps the bar's look (a 44 px target, its border and colours) and its label the app's.
 * Memoised: a page switch does not render it.
 */
export const PageSizeSelect = memo(function PageSizeSelect({
  list,
  pageSize,
  label = DEFAULT_LABELS.pageSize,
  formatNumber = DEFAULT_LABELS.formatNumber,
  className,
}: PageSizeSelectProps) {
  const dispatch = useDispatch()
  const id = useId()
  return (
    <div className={className ? `pagination-bar__size ${className}` : 'pagination-bar__size'}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="pagination-bar__select"
        value={pageSize}
        onChange={(event) => dispatch(list.actions.setPageSize(Number(event.target.value)))}
      >
        {list.pageSizes.map((size) => (
          <option key={size} value={size}>
            {formatNumber(size)}
          </option>
        ))}
      </select>
    </div>
  )
})

interface PageNumberProps {
  page: number
  label: string
  text: string
  current: boolean
  focusable: boolean
  onClick: (event: MouseEvent<HTMLButtonElement>) => void
}

/**
 * A numbered button is a place in the window, not a page: keyed by its slot, so when the window
 * slides the same five elements only change their text. Focus follows the page pressed, not the
 * slot (keepFocusNear).
 */
const PageNumber = memo(function PageNumber({
  page,
  label,
  text,
  current,
  focusable,
  onClick,
}: PageNumberProps) {
  return (
    <button
      type="button"
      className="pagination-bar__button pagination-bar__number"
      value={page}
      title={label}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      {...inertIf(current, focusable)}
      onClick={onClick}
    >
      {text}
    </button>
  )
})

/**
 * The widest number's width in digits (a separator, as "," in "100,000", counts 0.6), where it is
 * past three: every number and gap is as wide (pagination.css), so the bar's controls keep their
 * places from page to page, and a second click lands where the first did.
 */
function widest(last: string) {
  const digits = last.replace(/\P{Nd}/gu, '').length
  const width = digits + (last.length - digits) * 0.6
  return width > 3 ? ({ '--_digits': width } as CSSProperties) : undefined
}
