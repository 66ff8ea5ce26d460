import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { AddPerson } from './add/AddPerson'
import { KeepDeletesSaid } from './delete/KeepDeletesSaid'
import { PeopleLoadMore } from './loadMore/PeopleLoadMore'
import { peopleLoads } from './loadMore/peopleLoads'
import { PeoplePages } from './pages/PeoplePages'
import { selectLayout, showAs } from './peopleLayout'
import type { PeopleLayout } from './peopleLayout'
import { PeopleSearch } from './search/PeopleSearch'
// After the pagination feature's stylesheet: its rules for the bar come after the bar's own.
import './people.css'

const LAYOUTS: readonly { layout: PeopleLayout; label: string }[] = [
  { layout: 'pages', label: 'In pages' },
  { layout: 'loads', label: 'As a list that loads more' },
]

/** The people: their search, in pages or as a list that loads more, and the form that adds one. */
export function PeopleList() {
  const dispatch = useAppDispatch()
  const layout = useAppSelector(selectLayout)
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
                if (each.layout === 'loads') dispatch(peopleLoads.actions.restart())
                dispatch(showAs(each.layout))
              }}
            />{' '}
            {each.label}
          </label>
        ))}
      </fieldset>
      <KeepDeletesSaid>{layout === 'loads' ? <PeopleLoadMore /> : <PeoplePages />}</KeepDeletesSaid>
      <AddPerson />
    </section>
  )
}
