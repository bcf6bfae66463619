/**
 * The name a review is published under (docs/decisions/056): the first name of the order's contact
 * and the initial of the last name, "Anna M." — never the whole name. A compound first name is kept
 * ("Anne-Laure B."), a last name's particle is skipped ("Emma de Vries" → "Emma V."). Pure.
 */
const PARTICLES = new Set(['de', 'du', 'des', 'da', 'di', 'van', 'von', 'der', 'den', 'la', 'le', 'del', 'della', 'ten', 'ter', "d'", 'mc'])

export function publishedAuthorName(firstName: string, lastName: string): string {
  const first = firstName.trim().replace(/\s+/g, ' ')
  const words = lastName.trim().split(/\s+/).filter(Boolean)
  const main = words.find((word) => !PARTICLES.has(word.toLowerCase())) ?? words[0] ?? ''
  const initial = main.replace(/^d['’]/i, '').charAt(0).toLocaleUpperCase('fr-CH')
  if (!first) return initial ? `${initial}.` : ''
  return initial ? `${first} ${initial}.` : first
}
