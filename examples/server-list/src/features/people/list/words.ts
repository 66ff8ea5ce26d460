/** One way to write a number, on the bar's buttons as in the counts: "100,000". */
export const grouped = new Intl.NumberFormat('en').format

/** What a list that shows no one says: no one yet, or no one matches the search. */
export const noPeople = (search: string) =>
  search === '' ? 'No people yet.' : `No people match “${search}”.`
