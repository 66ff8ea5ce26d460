import { AddPerson } from './AddPerson'
import { useAppDispatch, useAppSelector } from './app/hooks'
import { peopleLoads, showAs } from './app/peopleLoads'
import type { PeopleLayout } from './app/peopleLoads'
import { PeopleLoads } from './PeopleLoads'
import { PeoplePages } from './PeoplePages'
import { PeopleSearch } from './PeopleSearch'
// The people's look, after the feature's: its rules for the bar come later than the bar's own.
import './people.css'

const { restart } = peopleLoads.actions

const LAYOUTS: readonly { layout: PeopleLayout; label: string }[] = [
  { layout: 'pages', label: 'In pages' },
  { layout: 'loads', label: 'As a list that loads more' },
]

/**
 * The people: their search, how they are shown (in pages, or as a list that loads more, both of
 * one sort and search), and the form that adds a person.
 */
export function PeopleList() {
  const dispatch = useAppDispatch()
  const layout = useAppSelector((state) => state.peopleLayout)
  return (
    <section aria-labelledby="people-title">
      <h2 id="people-title">People</h2>
      <PeopleSearch />
      <fieldset className="people-layout">
        <legend>Show the people</legend>
        {LAYOUTS.map((each) => (
          <label key={each.layout}>
            <input
              type="radio"
              name="people-layout"
              value={each.layout}
              checked={layout === each.layout}
              onChange={() => {
                // Shown again, the list that loads more starts where the reader was.
                if (each.layout === 'loads') dispatch(restart())
                dispatch(showAs(each.layout))
              }}
            />{' '}
            {each.label}
          </label>
        ))}
      </fieldset>
      {layout === 'loads' ? <PeopleLoads /> : <PeoplePages />}
      <AddPerson />
    </section>
  )
}
