interface PageSummaryProps {
  page: number
  pageCount: number
  /** Items on this page: fewer than the page size on a last page that is not full. */
  shownCount: number
  itemCount: number
}

/** "5 de 215 itens" and "Página 3 de 43", under the paged list: what it shows, it is given. */
export function PageSummary({ page, pageCount, shownCount, itemCount }: PageSummaryProps) {
  return (
    <div className="table-summary">
      <span>{`${shownCount} de ${itemCount} itens`}</span>
      <span>{`Página ${page} de ${pageCount}`}</span>
    </div>
  )
}
