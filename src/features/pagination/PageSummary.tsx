import { useAppSelector } from '../../app/hooks'
import { selectPage } from './paginationSlice'

interface PageSummaryProps {
  /** Items on this page: fewer than the page size on a last page that is not full. */
  shownCount: number
  itemCount: number
  pageCount: number
}

/** "5 de 215 itens" and "Página 3 de 43", under the paged list. */
export function PageSummary({ shownCount, itemCount, pageCount }: PageSummaryProps) {
  const page = useAppSelector(selectPage)
  return (
    <div className="table-summary">
      <span>{`${shownCount} de ${itemCount} itens`}</span>
      <span>{`Página ${page} de ${pageCount}`}</span>
    </div>
  )
}
