/**
 * The entries of the booking box's lists. They come from the rental (the persons it sleeps) and the
 * rules (children's ages), never from a number in the address: `?adults=1000000` renders nine
 * entries on a rental for eight, not a million. A value asked in the address that is not in its
 * list is kept as one extra entry, so what the box shows matches the refusal beside it
 * ("This rental sleeps at most 8 persons: you have entered 1000000."). Browser-safe.
 */
import { MOST_PERSONS, OLDEST_CHILD_AGE } from '../../../domain/booking/rules/capacity'
import { isIsoDate } from '../../../domain/booking/rules/calendar'
import { type StayFields, wholeNumber } from '../../../domain/booking/stay-request'

export type Choice = { value: string; label: string }

/** An asked value shown as an entry is cut to this many characters (the address may hold 16 KB). */
const SHOWN_CHARACTERS = 20

const numbers = (from: number, to: number): string[] => {
  const list: string[] = []
  for (let n = from; n <= to; n++) list.push(String(n))
  return list
}

/** The list's entries, and the asked value as one more entry when it is not among them. */
export function withAsked(values: readonly string[], asked: string, label: (value: string) => string = String): Choice[] {
  const choices = values.map((value) => ({ value, label: label(value) }))
  if (asked === '' || values.includes(asked)) return choices
  const shown = asked.length > SHOWN_CHARACTERS ? `${asked.slice(0, SHOWN_CHARACTERS)}…` : asked
  return [...choices, { value: asked, label: shown }]
}

/** The persons a rental sleeps, within what any rental may (a bad row never makes a long list). */
const capacityOf = (persons: number) => (Number.isSafeInteger(persons) ? Math.min(Math.max(persons, 1), MOST_PERSONS) : 1)

/** Adults: 1 to the rental's persons. */
export function adultChoices(persons: number, asked: string): Choice[] {
  return withAsked(numbers(1, capacityOf(persons)), asked)
}

/** Children: 0 to the persons less one adult. */
export function childCountChoices(persons: number, asked: number): Choice[] {
  return withAsked(numbers(0, capacityOf(persons) - 1), String(asked))
}

/**
 * The children whose age the box asks: as many as the rental may take besides one adult. A party
 * asked larger is refused for the capacity anyway; its extra age lists would say nothing more.
 */
export function shownAges(ages: readonly string[], persons: number): readonly string[] {
  return ages.slice(0, capacityOf(persons) - 1)
}

/** A child's age: the years 0 to 17 (`label` names them), after "choose". */
export function ageValues(): string[] {
  return numbers(0, OLDEST_CHILD_AGE)
}

/**
 * The party the box's options are priced for (laundry kits for every guest): the guests asked when
 * they are whole numbers, within 1 and the persons the rental sleeps.
 */
export function partyOf(fields: StayFields, persons: number): number {
  const adults = wholeNumber(fields.adults) || 1
  return Math.min(Math.max(adults + fields.children.length, 1), capacityOf(persons))
}

/** A date for the calendar, which only knows real days ('' for anything else asked in the address). */
export const pickerDate = (value: string) => (isIsoDate(value) ? value : '')
