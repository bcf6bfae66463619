/**
 * Amounts of francs as staff type them in the back office's forms, and as a form shows them again
 * (docs/decisions/037): one reading for every amount field — a sale price, a week's price, a rent,
 * a product's base price, a reduction code, a refund. Up to 9 digits of francs (CHF 999'999'999.99,
 * beyond any chalet of the resort), read exactly on the digits: never through a float. Each form
 * keeps its own business limits (a week's price, an item's total) on top. Pure and browser-safe.
 */

/** "1250", "1'250.50", "1 250,5", "30'000'000" → centimes (0 or more); null when it is not such an amount. */
export function readFrancs(typed: string | null | undefined): number | null {
  const text = (typed ?? '')
    .trim()
    .replace(/[\s'’]/g, '')
    .replace(',', '.')
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** Centimes as a form's field shows them again: "1850", "1850.50", "30000000"; "" for none. */
export function francsInput(centimes: number | null | undefined): string {
  if (centimes === null || centimes === undefined) return ''
  const francs = Math.floor(centimes / 100)
  const rest = centimes % 100
  return rest === 0 ? String(francs) : `${francs}.${String(rest).padStart(2, '0')}`
}
