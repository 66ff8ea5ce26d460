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
  /** The go-to field's label, where the bar shows one (`goToPage`). */
  goToPage?: string
  /** The go-to field's button. */
  go?: string
  /** Told beside the go-to field when what was typed is not a whole number from 1 up. */
  notAPage?: string
  /** Told beside the go-to field when the page typed is past the last one. */
  pageOutOfRange?: (pageCount: number) => string
  /**
   * How a number is written where it stands alone: on a numbered button and in the size select.
   * The word functions below get numbers and write them as they choose.
   */
  formatNumber: (value: number) => string
  /** A numbered button's name and tooltip: "Página 3". */
  page: (page: number) => string
  /**
   * Where the visitor is: "Página 3 de 43" (announced by the bar, shown by the summary). Where the
   * list's count is not known, the bar announces `page` instead.
   */
  pageOfPages: (page: number, pageCount: number) => string
  /** What the page shows: "5 de 215 itens". */
  itemsShown: (shown: number, total: number) => string
}

/** The go-to field's words: apart, so that an app without the field does not download them. */
type GoToPageWords = 'goToPage' | 'go' | 'notAPage' | 'pageOutOfRange'

export const DEFAULT_LABELS: Required<Omit<PaginationLabels, GoToPageWords>> = {
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

export const GO_TO_PAGE_LABELS: Required<Pick<PaginationLabels, GoToPageWords>> = {
  goToPage: 'Ir para a página',
  go: 'Ir',
  notAPage: 'Digite um número inteiro, de 1 em diante.',
  pageOutOfRange: (pageCount) => `Digite uma página de 1 a ${pageCount}.`,
}

/** The words of a list that loads more: its buttons' (`LoadButton`). */
export interface LoadMoreLabels {
  /** The button under the list that loads the items after it. */
  more: string
  /** The button above the list that loads the items before it. */
  earlier: string
  /** Either button, while its load is on its way. */
  loading: string
  /** Either button, once its load failed. */
  tryAgain: string
}

export const DEFAULT_LOAD_MORE_LABELS: LoadMoreLabels = {
  more: 'Carregar mais',
  earlier: 'Carregar anteriores',
  loading: 'Carregando…',
  tryAgain: 'Tentar de novo',
}
