import type { ContextEntry, ContextValue } from '../context'

/**
 * Pricing formulas: how a product's price follows from its context (products.pricing, data). Every
 * amount is in centimes, VAT included; the product's basePrice is the unit price of the formula.
 *
 * - fixed:   basePrice
 * - perUnit: basePrice × each unit field (people × days, people × weeks, rooms, hours), at least
 *            `minimum` when given
 * - perTrip: (basePrice + extraPerson × people beyond includedPeople) × 2 for a round trip
 * - table:   the price of the value of `field` (a ski pass of 1 to 7 days) × each unit field
 *
 * Any formula may add `addOns`: an amount per ticked checkbox (a child seat), multiplied by `per`
 * (a unit field, e.g. people) when given. A line's price is multiplied by its quantity.
 */
export type AddOn = { field: string; price: number; per?: string }

export type PricingFormula =
  | { kind: 'fixed'; addOns?: AddOn[] }
  | { kind: 'perUnit'; units: string[]; minimum?: number; addOns?: AddOn[] }
  | {
      kind: 'perTrip'
      tripField?: string
      roundTripValue?: string
      peopleField?: string
      includedPeople?: number
      extraPerson?: number
      addOns?: AddOn[]
    }
  | { kind: 'table'; field: string; prices: Record<string, number>; units?: string[]; addOns?: AddOn[] }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
const isName = (value: unknown): value is string => typeof value === 'string' && /^[a-zA-Z][a-zA-Z0-9_]*$/.test(value)

function readAddOns(value: unknown): AddOn[] | null {
  if (value === undefined) return []
  if (!Array.isArray(value)) return null
  const addOns: AddOn[] = []
  for (const item of value) {
    if (!isRecord(item) || !isName(item.field) || !isAmount(item.price)) return null
    if (item.per !== undefined && !isName(item.per)) return null
    addOns.push(item.per === undefined ? { field: item.field, price: item.price } : { field: item.field, price: item.price, per: item.per as string })
  }
  return addOns
}

/** A stored formula, or null when it is not one this shop knows (the price is then unavailable). */
export function parsePricing(raw: unknown): PricingFormula | null {
  if (!isRecord(raw)) return null
  const addOns = readAddOns(raw.addOns)
  if (addOns === null) return null
  switch (raw.kind) {
    case 'fixed':
      return { kind: 'fixed', addOns }
    case 'perUnit': {
      if (!Array.isArray(raw.units) || raw.units.length === 0 || !raw.units.every(isName)) return null
      if (raw.minimum !== undefined && !isAmount(raw.minimum)) return null
      return { kind: 'perUnit', units: raw.units as string[], ...(raw.minimum !== undefined ? { minimum: raw.minimum as number } : {}), addOns }
    }
    case 'perTrip': {
      const names = [raw.tripField, raw.peopleField].filter((v) => v !== undefined)
      if (!names.every(isName) || (raw.roundTripValue !== undefined && typeof raw.roundTripValue !== 'string')) return null
      if ((raw.includedPeople !== undefined && !isAmount(raw.includedPeople)) || (raw.extraPerson !== undefined && !isAmount(raw.extraPerson))) return null
      return {
        kind: 'perTrip',
        tripField: (raw.tripField as string | undefined) ?? 'trip',
        roundTripValue: (raw.roundTripValue as string | undefined) ?? 'roundTrip',
        peopleField: (raw.peopleField as string | undefined) ?? 'people',
        includedPeople: (raw.includedPeople as number | undefined) ?? 0,
        extraPerson: (raw.extraPerson as number | undefined) ?? 0,
        addOns,
      }
    }
    case 'table': {
      if (!isName(raw.field) || !isRecord(raw.prices) || !Object.values(raw.prices).every(isAmount)) return null
      const units = raw.units ?? []
      if (!Array.isArray(units) || !units.every(isName)) return null
      return { kind: 'table', field: raw.field, prices: raw.prices as Record<string, number>, units: units as string[], addOns }
    }
    default:
      return null
  }
}

/** A count read from an entry: a whole number of at least 1, else null (the price is unavailable). */
export function unitCount(value: ContextValue | undefined): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(number) && number >= 1 ? number : null
}

/** The product of the unit fields of an entry, or null when one is missing or not a count. */
function unitsProduct(entry: ContextEntry, units: readonly string[]): number | null {
  let product = 1
  for (const name of units) {
    const count = unitCount(entry[name])
    if (count === null) return null
    product *= count
  }
  return product
}

const isTicked = (value: ContextValue | undefined) => value === true || value === 'true'

function addOnsTotal(entry: ContextEntry, addOns: readonly AddOn[] = []): number | null {
  let total = 0
  for (const addOn of addOns) {
    if (!isTicked(entry[addOn.field])) continue
    const per = addOn.per === undefined ? 1 : unitCount(entry[addOn.per])
    if (per === null) return null
    total += addOn.price * per
  }
  return total
}

/** Whether an entry is a round trip: its trip field says so, or a roundTrip box is ticked. */
export function isRoundTrip(entry: ContextEntry, tripField = 'trip', roundTripValue = 'roundTrip'): boolean {
  return entry[tripField] === roundTripValue || isTicked(entry.roundTrip)
}

/** The price of one line (before its quantity), in centimes; null when it cannot be priced. */
export function priceLine(formula: PricingFormula, basePrice: number, entry: ContextEntry): number | null {
  const extras = addOnsTotal(entry, formula.addOns)
  if (extras === null) return null
  switch (formula.kind) {
    case 'fixed':
      return basePrice + extras
    case 'perUnit': {
      const units = unitsProduct(entry, formula.units)
      if (units === null) return null
      return Math.max(basePrice * units, formula.minimum ?? 0) + extras
    }
    case 'perTrip': {
      const people = unitCount(entry[formula.peopleField ?? 'people'])
      if (people === null) return null
      const extraPeople = Math.max(0, people - (formula.includedPeople ?? 0))
      const trip = basePrice + extraPeople * (formula.extraPerson ?? 0)
      return trip * (isRoundTrip(entry, formula.tripField, formula.roundTripValue) ? 2 : 1) + extras
    }
    case 'table': {
      const key = entry[formula.field]
      const price = key === null || key === undefined ? undefined : formula.prices[String(key)]
      if (price === undefined) return null
      const units = unitsProduct(entry, formula.units ?? [])
      if (units === null) return null
      return price * units + extras
    }
  }
}
