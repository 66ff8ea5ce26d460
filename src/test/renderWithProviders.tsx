import { render } from '@testing-library/react'
import type { RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement, ReactNode } from 'react'
import { Provider } from 'react-redux'
import { makeStore } from '../app/store'
import type { AppStore, RootState } from '../app/store'
import { generatePeople } from '../features/people/generatePeople'

interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>
  store?: AppStore
}

/** The seeded 215 people every component test starts from. */
export const TEST_PEOPLE = generatePeople(215, 2026)

/** Renders `ui` inside a real store (a fresh one unless given) and sets up user-event. */
export function renderWithProviders(
  ui: ReactElement,
  {
    preloadedState = { people: { items: TEST_PEOPLE } },
    store = makeStore(preloadedState),
    ...renderOptions
  }: ExtendedRenderOptions = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  )
  return { store, user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...renderOptions }) }
}
