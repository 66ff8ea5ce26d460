// How names sort and how a search reads them: any database stores and indexes these same keys.

/** A name as people sort it: "de la Cruz" among the Ds, "Émile" beside "Emile", ß as ss. */
export function nameSortKey(name: string) {
  return folded(name).replace(/[^\p{L}\p{N}]/gu, '')
}

/** A name or a search as the search reads it: folded, its spaces tidied; "o'b" finds O’Brien. */
export function searchKey(text: string) {
  return folded(text).replace(/ς/g, 'σ').replace(/[’‘ʼ]/g, "'").replace(/\s+/g, ' ').trim()
}

// Only the marks that are accents go (Diacritic): Devanagari's vowel signs are letters' parts.
function folded(text: string) {
  return text
    .normalize('NFKD')
    .replace(/(?=\p{Diacritic})\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđþı]/g, (letter) => SPELLED_OUT[letter])
}
const SPELLED_OUT: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  þ: 'th',
  ı: 'i',
}

/** At least 3 characters once folded (the index holds every 3 in a row), at most 100 typed. */
export const SEARCH_LENGTH = { min: 3, max: 100 } as const

/** Whether the server takes `text` as a search. */
export function isSearchText(text: string) {
  return (
    [...searchKey(text)].length >= SEARCH_LENGTH.min &&
    [...text].length <= SEARCH_LENGTH.max &&
    !/\p{Cc}/u.test(text)
  )
}
