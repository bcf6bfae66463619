/**
 * Formats an amount in centimes the Swiss way, in every language: CHF 1'250.00.
 * Written by hand because Intl's Swiss separators change between ICU versions.
 */
export function formatMoney(centimes: number, currency = 'CHF'): string {
  return `${currency} ${formatAmount(centimes)}`
}

/** 125000 → "1'250.00"; negative amounts keep their sign. */
export function formatAmount(centimes: number): string {
  if (!Number.isFinite(centimes)) throw new RangeError(`Not an amount: ${centimes}`)
  const sign = centimes < 0 ? '-' : ''
  const abs = Math.round(Math.abs(centimes))
  const francs = Math.floor(abs / 100).toString()
  const cents = (abs % 100).toString().padStart(2, '0')
  return `${sign}${groupThousands(francs)}.${cents}`
}

/** "1250000" → "1'250'000" */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, "'")
}
