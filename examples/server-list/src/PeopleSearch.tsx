import { useEffect, useLayoutEffect, useState } from 'react'
import { useAppDispatch, useAppSelector } from './app/hooks'
import { peopleView, searchFor, searchOf } from './app/peopleView'
import { SEARCH_LENGTH, searchKey } from './features/people/people'

/** How long typing must pause before the search is asked for. */
const SEARCH_SETTLES_MS = 300

/**
 * The search field. What is typed is the field's own; the search is the store's, asked for once
 * the typing settles (or at once on Enter), so that the server is asked once per search, not once
 * per key. A search from outside (Back, Forward, a link) shows in the field. Text too short to
 * search is told beside the field: the list shows everyone, as for an empty field, and says why.
 */
export function PeopleSearch() {
  const dispatch = useAppDispatch()
  const search = useAppSelector(peopleView.selectors.selectSearch)
  const [text, setText] = useState(search)
  // A search from outside (Back, Forward, a link) replaces what is typed, unless that asks for it
  // already (the field's own search, settled). What is typed cannot be derived from the search:
  // it changes when the search does, in an effect, a layout one so that the old text never shows.
  useLayoutEffect(() => {
    setText((typed) => (searchOf(typed) === search ? typed : search))
  }, [search])
  useEffect(() => {
    if (searchOf(text) === search) return
    const settled = setTimeout(() => dispatch(searchFor(text)), SEARCH_SETTLES_MS)
    return () => clearTimeout(settled)
  }, [text, search, dispatch])

  // Counted as the search reads it: "ab" with an accent is 2 letters.
  const typed = [...searchKey(text)].length
  const tooShort = typed > 0 && typed < SEARCH_LENGTH.min

  return (
    <form
      role="search"
      className="people-search"
      onSubmit={(event) => {
        event.preventDefault()
        dispatch(searchFor(text))
      }}
    >
      <label htmlFor="people-search">Search names</label>
      <input
        id="people-search"
        type="search"
        value={text}
        maxLength={SEARCH_LENGTH.max}
        aria-describedby="people-search-hint"
        onChange={(event) => setText(event.target.value)}
      />
      <p id="people-search-hint" className={tooShort ? 'people-search__short' : undefined}>
        {tooShort
          ? `A search needs ${SEARCH_LENGTH.min} letters or more: everyone is shown.`
          : `Any part of a first or last name, from ${SEARCH_LENGTH.min} letters.`}
      </p>
    </form>
  )
}
