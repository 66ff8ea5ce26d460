import { DEFAULT_LABELS, DEFAULT_LOAD_MORE_LABELS, GO_TO_PAGE_LABELS } from './labels'

describe('the default words', () => {
  it('are the specification’s Brazilian Portuguese', () => {
    expect(DEFAULT_LABELS.navigation).toBe('Paginação')
    expect(DEFAULT_LABELS.pageSize).toBe('Itens por página:')
    expect(DEFAULT_LABELS.first).toBe('Primeira')
    expect(DEFAULT_LABELS.last).toBe('Última')
    expect(DEFAULT_LABELS.previous).toBe('Anterior')
    expect(DEFAULT_LABELS.next).toBe('Próxima')
    expect(DEFAULT_LABELS.formatNumber(200000)).toBe('200000')
    expect(DEFAULT_LABELS.page(3)).toBe('Página 3')
    expect(DEFAULT_LABELS.pageOfPages(3, 43)).toBe('Página 3 de 43')
    expect(DEFAULT_LABELS.itemsShown(15, 215)).toBe('15 de 215 itens')
    expect(GO_TO_PAGE_LABELS.goToPage).toBe('Ir para a página')
    expect(GO_TO_PAGE_LABELS.go).toBe('Ir')
    expect(GO_TO_PAGE_LABELS.notAPage).toBe('Digite um número inteiro, de 1 em diante.')
    expect(GO_TO_PAGE_LABELS.pageOutOfRange(43)).toBe('Digite uma página de 1 a 43.')
    expect(Object.values(DEFAULT_LOAD_MORE_LABELS)).toEqual([
      'Carregar mais',
      'Carregar anteriores',
      'Carregando…',
      'Tentar de novo',
    ])
  })
})
