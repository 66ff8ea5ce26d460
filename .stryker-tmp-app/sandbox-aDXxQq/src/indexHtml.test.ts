/* eslint-disable testing-library/no-node-access -- this reads a static template, not a component */
// @ts-nocheck

import { screen, within } from '@testing-library/react'
import template from '../public/index.html'

// The static part of the page: public/index.html, the template every build starts from.
const page = new DOMParser().parseFromString(template, 'text/html')

describe('the page template', () => {
  beforeEach(() => {
    document.body.innerHTML = page.body.innerHTML
  })

  it('is in Brazilian Portuguese, with a title, a description and a mobile viewport', () => {
    // The parsed document has no window, which jest-dom's matchers need: plain DOM reads here.
    // eslint-disable-next-line jest-dom/prefer-to-have-attribute
    expect(page.documentElement.getAttribute('lang')).toBe('pt-BR')
    expect(page.title).toBe('Paginação com React')
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /paginação com React e Redux Toolkit/,
    )
    expect(page.querySelector('meta[name="viewport"]')?.getAttribute('content')).toBe(
      'width=device-width, initial-scale=1',
    )
  })

  it('credits the author below, in a link that opens a new tab', () => {
    const footer = screen.getByRole('contentinfo')
    expect(footer.textContent.replace(/\s+/g, ' ').trim()).toBe(
      'Desenvolvido por Philipe Oliveira (abre em nova aba)',
    )
    const link = within(footer).getByRole('link', { name: 'Philipe Oliveira (abre em nova aba)' })
    expect(link).toHaveAttribute('href', 'https://github.com/philipeoliveira')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })
})
