import { expect } from '@playwright/test'
import { apiForTheFile } from '../people.ts'
import { test } from '../tab.ts'
import type { Tab } from '../tab.ts'

const api = apiForTheFile()

const FORM = 'form[aria-labelledby="add-person-title"]'

/**
 * Counts the people the page asks the server to add, by their Idempotency-Key (an add sent again
 * with its key is one add): `window.adds`.
 */
function countAdds() {
  const sent = window as unknown as { adds: number }
  const keys = new Set<string | null>()
  sent.adds = 0
  const fetch = window.fetch
  window.fetch = (input, init) => {
    const [method, headers] =
      input instanceof Request ? [input.method, input.headers] : [init?.method, init?.headers]
    if (method === 'POST') keys.add(new Headers(headers).get('Idempotency-Key'))
    sent.adds = keys.size
    return fetch(input, init)
  }
}

/** The add form as a visitor reads it, read inside the page. */
function read() {
  const form = document.querySelector('form[aria-labelledby="add-person-title"]')!
  const fields = [...form.querySelectorAll('input')]
  const described = (field: Element) =>
    document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? null
  return {
    refused: fields.filter((field) => field.ariaInvalid === 'true').map((field) => field.name),
    told: fields.map(described),
    values: fields.map((field) => field.value),
    focused: document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent,
    status: form.querySelector('[role="status"]')?.textContent,
    alert: form.querySelector('[role="alert"]')?.textContent ?? null,
    adds: (window as unknown as { adds: number }).adds,
  }
}

const expectRead = (tab: Tab, expected: Partial<Record<keyof ReturnType<typeof read>, unknown>>) =>
  expect.poll(() => tab.run(read)).toMatchObject(expected)

/** Fills the form's fields (what was typed before goes) and presses Add. */
async function add(tab: Tab, ...values: [string, string, string]) {
  await tab.run(
    (form, values) => {
      const fields = document.querySelectorAll<HTMLInputElement>(`${form} input`)
      fields.forEach((field, i) => (field.value = values[i]!))
    },
    FORM,
    values,
  )
  await tab.click(`${FORM} button[type="submit"]`)
}

const NAME = 'Type a name of 1 to 50 characters, none a control character.'
const EMAIL = 'Type an e-mail address (name@example.com) of at most 100 characters.'

test('every refused field is told at once, beside it, and nothing the server would refuse is sent; the status tells the latest attempt', async ({
  tab,
  engine,
}) => {
  await tab.beforeEachLoad(countAdds)
  await tab.open('/')
  await tab.click(`${FORM} button[type="submit"]`)
  await expectRead(tab, {
    refused: ['firstName', 'lastName', 'email'],
    told: [NAME, NAME, EMAIL],
    focused: 'firstName',
    adds: 0,
  })
  // Two names of 500 characters: refused on the spot, never a 413.
  await add(tab, 'A'.repeat(500), 'B'.repeat(500), 'ana.brown@example.com')
  await expectRead(tab, {
    refused: ['firstName', 'lastName'],
    told: [NAME, NAME, null],
    focused: 'firstName',
    adds: 0,
  })

  // Seen without colour and with it, in each scheme the engine can show.
  for (const scheme of ['light', 'dark', 'forced colours']) {
    const features =
      scheme === 'forced colours'
        ? [{ name: 'forced-colors', value: 'active' }]
        : [{ name: 'prefers-color-scheme', value: scheme }]
    if (scheme !== 'light' && !(await tab.emulate(features))) continue
    const looks = await tab.run(looksOfErrors)
    expect(looks.words, scheme).toEqual(['Error: ', 'Error: '])
    expect(looks.edges, scheme).toEqual({ refused: 3, taken: 1 })
    if (scheme !== 'forced colours') expect(looks.contrast, scheme).toBeGreaterThanOrEqual(4.5)
    await tab.screenshot(`test-results/form-${engine}-${scheme.replace(' ', '-')}.png`)
    await tab.emulate([
      { name: 'prefers-color-scheme', value: 'light' },
      { name: 'forced-colors', value: 'none' },
    ])
  }

  await add(tab, '  Émile ', 'Zoë', 'Emile.Zoe@example.com')
  await expectRead(tab, {
    refused: [],
    status: 'Émile Zoë added, with the id 1000001.',
    values: ['', '', ''],
    focused: 'firstName',
    adds: 1,
  })

  // A taken e-mail, told by the server beside its field; the add before is no longer told.
  await add(tab, 'Émile', 'Zoë', 'EMILE.ZOE@example.com')
  await expectRead(tab, {
    refused: ['email'],
    told: [null, null, 'A person has this e-mail already.'],
    focused: 'email',
    status: '',
    alert: null,
    adds: 2,
  })
})

/** The refused fields' looks: the word before each message, edges' widths, the colour's contrast. */
function looksOfErrors() {
  const form = document.querySelector('form[aria-labelledby="add-person-title"]')!
  const messages = [...form.querySelectorAll('[id$="-refused"]')]
  const words = messages.map((message) =>
    getComputedStyle(message, '::before').content.replace(/^"(.*?)".*$/, '$1'),
  )
  const edge = (field: Element) => parseFloat(getComputedStyle(field).borderTopWidth)
  const refused = form.querySelector('input[aria-invalid="true"]')!
  const taken = form.querySelector('input:not([aria-invalid])')!
  const rgb = (colour: string) =>
    colour
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number)
  const probe = document.body.appendChild(document.createElement('i'))
  probe.style.color = 'Canvas'
  const canvas = rgb(getComputedStyle(probe).color)
  probe.remove()
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((c) => {
      const s = c / 255
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const [light, dark] = [luminance(rgb(getComputedStyle(messages[0]!).color)), luminance(canvas)]
    .sort()
    .reverse()
  return {
    words,
    edges: { refused: edge(refused), taken: edge(taken) },
    contrast: (light! + 0.05) / (dark! + 0.05),
  }
}

test('a failed add is an alert until the server answers again, or the visitor dismisses it', async ({
  tab,
  engine,
}) => {
  await tab.beforeEachLoad(countAdds)
  await tab.open('/')
  const pageShown = () =>
    document.querySelector('nav[aria-label="People pages"] [role="status"]')?.textContent
  await expect.poll(() => tab.run(pageShown)).toMatch(/^Page 1 of /)
  await api().stop()
  try {
    await add(tab, 'Ada', 'Lovelace', 'ada@example.com')
    const failed =
      'The server did not answer: the person may have been added, or not. Add again, and they are added once.'
    await expectRead(tab, {
      alert: failed,
      values: ['Ada', 'Lovelace', 'ada@example.com'],
      adds: 1,
    })
    await tab.screenshot(`test-results/form-${engine}-failed.png`)
    await tab.click(`${FORM} .add-person__failed button`)
    await expectRead(tab, { alert: null, focused: 'Add' })

    // Add again, the same fields: the same add, with its key.
    await tab.click(`${FORM} button[type="submit"]`)
    await expectRead(tab, { alert: failed, adds: 1 })
  } finally {
    await api().start()
  }
  // Any later answer of the server ends it: here, the last page's.
  await tab.click('nav[aria-label="People pages"] .pagination-bar__last')
  await expectRead(tab, { alert: null, values: ['Ada', 'Lovelace', 'ada@example.com'], adds: 1 })
  await tab.click(`${FORM} button[type="submit"]`)
  await expectRead(tab, {
    status: expect.stringMatching(/^Ada Lovelace added, with the id \d+\.$/),
    adds: 1,
  })
})
