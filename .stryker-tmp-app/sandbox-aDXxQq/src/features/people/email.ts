/** Domains reserved for examples (RFC 2606), so no sample address can reach anyone. */
// @ts-nocheck

export const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'] as const

/** "Ana Clara", "Conceição" → "ana.clara.conceicao": accents dropped, lower-case ASCII only. */
export function emailLocalPart(firstName: string, lastName: string): string {
  const words = `${firstName} ${lastName}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[a-z0-9]+/g)
  return words ? words.join('.') : 'pessoa'
}

/**
 * The person's address on `domain`, numbered ("ana.silva2@…") when the plain one is already in
 * `taken`. Adds the result to `taken`, so a batch built through one set has no duplicates.
 */
export function uniqueEmail(
  firstName: string,
  lastName: string,
  domain: string,
  taken: Set<string>,
): string {
  const localPart = emailLocalPart(firstName, lastName)
  let email = `${localPart}@${domain}`
  for (let n = 2; taken.has(email); n++) email = `${localPart}${n}@${domain}`
  taken.add(email)
  return email
}

/**
 * An address cut before its "@": where it may wrap when it does not fit, so that the name and the
 * domain each stay whole. An address without "@" is all name.
 */
export function emailLines(email: string): [name: string, domain: string] {
  const at = email.lastIndexOf('@')
  return at === -1 ? [email, ''] : [email.slice(0, at), email.slice(at)]
}
