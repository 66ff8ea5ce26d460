import { useEffect, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { SEARCH_LENGTH, searchKey } from '../model/names'
import { searchFor, searchOf, selectSearch } from './sortAndSearch'

/** How long typing must pause before the search is asked for. */
const SEARCH_SETTLES_MS = 300

/** The search field: the store's search follows once typing settles, or on Enter. */
export function PeopleSearch() {
  const dispatch = useAppDispatch()
  const search = useAppSelector(selectSearch)
  const [text, setText] = useState(search)
  // A search from Back or a link replaces what is typed, unless that asks for it already.
  const [searchShown, setSearchShown] = useState(search)
  if (search !== searchShown) {
    setSearchShown(search)
    if (searchOf(text) !== search) setText(search)
  }
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
