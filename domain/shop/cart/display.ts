/**
 * How the cart shows its items (SPEC §2 cart slide-in, §3 OrderItem). Pure: the slide-in, the cart
 * page and the summary share it.
 */
import { formatDate, isRealDate } from '../../format/date'
import { textIn } from '../../i18n/bilingual'
import { countryName } from '../../i18n/countries'
import type { ContextEntry, ContextField, ContextModel, ContextValue } from '../context'
import { CANTON_NAMES, DEFAULT_COUNTRY } from '../context/places'
import type { CartItemView } from './types'

/** Context fields never listed: they are shown elsewhere or are internal (SPEC §3). */
export const HIDDEN_CONTEXT_FIELDS = ['quantity', 'startPeriod', 'endPeriod', 'subscriber'] as const

/** The product whose rooms field is shown (final cleaning: SPEC §3 "rooms unless the product id is 5"). */
export const ROOMS_PRODUCT_ID = 5

export type ContextLine = { field: string; value: string }

/** A line of the context as the visitor sees it: the field's label (null: the page names it) and value. */
export type ContextDetail = ContextLine & { label: string | null }

/** A context value as text: booleans Oui/Non (Yes/No), ISO dates DD.MM.YYYY; empty values are null. */
export function contextValueText(value: ContextValue | undefined, locale: string): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'boolean') return value ? (locale === 'en' ? 'Yes' : 'Oui') : locale === 'en' ? 'No' : 'Non'
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null
  const text = value.trim()
  if (text === '') return null
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && isRealDate(text) ? formatDate(text) : text
}

/** The fields of one data entry the visitor sees, in their order, with their values as text. */
export function contextLines(entry: ContextEntry, productId: number, locale: string): ContextLine[] {
  const lines: ContextLine[] = []
  for (const [field, value] of Object.entries(entry)) {
    if ((HIDDEN_CONTEXT_FIELDS as readonly string[]).includes(field)) continue
    if (field === 'rooms' && productId !== ROOMS_PRODUCT_ID) continue
    const text = contextValueText(value, locale)
    if (text !== null) lines.push({ field, value: text })
  }
  return lines
}


/** The text of a choice: an option's label, a country's or a Swiss canton's name; else the value. */
function choiceText(field: ContextField | undefined, entry: ContextEntry, value: string, locale: string): string {
  if (!field) return value
  const option = field.options?.find((o) => o.value === value)
  if (option) return textIn(option.label, locale)
  if (field.type === 'country') return countryName(value, locale)
  if (field.type === 'state') {
    const country = entry[field.countryField ?? 'country'] ?? DEFAULT_COUNTRY
    const canton = CANTON_NAMES[value as keyof typeof CANTON_NAMES]
    return country === 'CH' && canton ? textIn(canton, locale) : value
  }
  return value
}

/**
 * The context of an item, line by line, with the labels of the product's model in the asked language
 * and the label of a radio or select choice instead of its code ("Aller-retour", not "roundTrip"; a
 * country and a Swiss canton by name: "Suisse", "Valais").
 */
export function contextDetails(model: ContextModel | null, entries: readonly ContextEntry[], productId: number, locale: string): ContextDetail[][] {
  return entries.map((entry) =>
    contextLines(entry, productId, locale).map((line) => {
      const field = model?.fields.find((f) => f.name === line.field)
      return {
        field: line.field,
        label: field ? textIn(field.label, locale) : null,
        value: choiceText(field, entry, line.value, locale),
      }
    }),
  )
}

export type RentalGroup = { item: CartItemView; options: CartItemView[] }

export type CartSections = {
  /** Rentals, each with the options attached to it. */
  locations: RentalGroup[]
  packages: CartItemView[]
  /** Services, and options that are not attached to a rental. */
  services: CartItemView[]
}

/** Items grouped as the slide-in shows them: Locations, Packages, Services (SPEC §2). */
export function cartSections(items: readonly CartItemView[]): CartSections {
  const rentals = items.filter((i) => i.product.category === 'rental')
  const rentalIds = new Set(rentals.map((i) => i.id))
  const attached = (i: CartItemView) => i.linkedToItem !== null && rentalIds.has(i.linkedToItem)
  return {
    locations: rentals.map((item) => ({ item, options: items.filter((i) => attached(i) && i.linkedToItem === item.id) })),
    packages: items.filter((i) => i.product.category === 'package' && !attached(i)),
    services: items.filter((i) => i.product.category !== 'rental' && i.product.category !== 'package' && !attached(i)),
  }
}

/** Number of persons of a rental: its context's people (or numberOfPersons), summed over its lines. */
export function personsOf(item: Pick<CartItemView, 'stay'> & { context: Pick<CartItemView['context'], 'data'> }): number | null {
  // A rental's party: its quote's guests (adults and children).
  if (item.stay) return item.stay.guests.total
  let sum = 0
  let found = false
  for (const entry of item.context.data) {
    const value = entry.people ?? entry.numberOfPersons
    if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) {
      sum += Number(value)
      found = true
    }
  }
  return found ? sum : null
}
