/**
 * Every word the pagination feature shows or announces. Pass your own to `PaginationBar` and
 * `PageSummary` (all of them, or only those you change); the defaults are Brazilian Portuguese.
 */
export interface PaginationLabels {
  /** The bar's landmark name, as screen readers list it. */
  navigation: string
  /** The page-size selector's label. */
  pageSize: string
  /** The button to the first page. */
  first: string
  /** The button to the last page. */
  last: string
  /** The button to the page before, where the bar shows one (`previousNext`). */
  previous?: string
  /** The button to the page after, where the bar shows one (`previousNext`). */
  next?: string
  /**
   * How a number is written where it stands alone: on a numbered button and in the size select.
   * The word functions below get numbers and write them as they choose.
   */
  formatNumber: (value: number) => string
  /** A numbered button's name and tooltip: "Página 3". */
  page: (page: number) => string
  /** Where the visitor is: "Página 3 de 43" (announced by the bar, shown by the summary). */
  pageOfPages: (page: number, pageCount: number) => string
  /** What the page shows: "5 de 215 itens". */
  itemsShown: (shown: number, total: number) => string
}

export const DEFAULT_LABELS: Required<PaginationLabels> = {
  navigation: 'Paginação',
  pageSize: 'Itens por página:',
  first: 'Primeira',
  last: 'Última',
  previous: 'Anterior',
  next: 'Próxima',
  formatNumber: String,
  page: (page) => `Página ${page}`,
  pageOfPages: (page, pageCount) => `Página ${page} de ${pageCount}`,
  itemsShown: (shown, total) => `${shown} de ${total} itens`,
}
