/** One way to write a number, on the bar's buttons as in the counts: "100,000". */
export const grouped = new Intl.NumberFormat('en').format

const plural = new Intl.PluralRules('en')
/** A count of people, as English says it: "1 person", "0 people", "1,000,000 people". */
export const peopleCount = (count: number) =>
  `${grouped(count)} ${plural.select(count) === 'one' ? 'person' : 'people'}`

/** What a list that shows no one says: no one yet, or no one matches the search. */
export const noPeople = (search: string) =>
  search === '' ? 'No people yet.' : `No people match “${search}”.`
