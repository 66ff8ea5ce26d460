import { DEFAULT_LABELS } from './labels'
import type { PaginationLabels } from './labels'
import './pagination.css'

interface PageSummaryProps {
  page: number
  pageCount: number
  /** Items on this page: fewer than the page size on a last page that is not full. */
  shownCount: number
  itemCount: number
  /** The words it shows; any left out are the defaults (./labels.ts). */
  labels?: Partial<Pick<PaginationLabels, 'itemsShown' | 'pageOfPages'>>
  /** Classes of the app's own, beside the summary's. */
  className?: string
}

/** "5 de 215 itens" and "Página 3 de 43", under the paged list: what it shows, it is given. */
export function PageSummary({
  page,
  pageCount,
  shownCount,
  itemCount,
  labels,
  className,
}: PageSummaryProps) {
  const { itemsShown, pageOfPages } = { ...DEFAULT_LABELS, ...labels }
  return (
    <div className={className ? `pagination-summary ${className}` : 'pagination-summary'}>
      <span>{itemsShown(shownCount, itemCount)}</span>
      <span>{pageOfPages(page, pageCount)}</span>
    </div>
  )
}
