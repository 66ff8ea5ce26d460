/** One way to write a number, on the bar's buttons as in the counts: "100,000". */
export const grouped = new Intl.NumberFormat('en').format

const plural = new Intl.PluralRules('en')
/** A count of things called `one` or `other`, as English says it. */
const counted = (one: string, other: string) => (count: number) =>
  `${grouped(count)} ${plural.select(count) === 'one' ? one : other}`
/** A count of people: "1 person", "0 people", "1,000,000 people". */
export const peopleCount = counted('person', 'people')
/** A count of pages: "1 page", "1,000 pages". */
export const pagesCount = counted('page', 'pages')

/** What a list that shows no one says: no one yet, or no one matches the search. */
export const noPeople = (search: string) =>
  search === '' ? 'No people yet.' : `No people match “${search}”.`
