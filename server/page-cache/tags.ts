import { addDays, saturdayOnOrBefore } from '../../domain/catalogue/period'

/**
 * What a kept page or call shows, as tags, and what a change in the database can affect, as the same
 * tags: a change drops the kept answers whose tags it names, nothing else (decision 046).
 *
 * - `rental:<id>`: the rental's texts, numbers, pictures or list price (a sheet, a card, a grid row);
 * - `calendar:<id>`: the rental's weeks, their prices and whether each is free;
 * - `week:<saturday>`: which rentals are free (or priced) in that week (a list searched by period);
 * - `rentals`: which rentals are listed, their order and the filters' options;
 * - `sale:<id>`, `sales`: the same for the properties for sale;
 * - `content:<id>`, `contents:<type>`: a content, and the list of a type;
 * - `products`: the shop's products and their categories;
 * - `frame`: the alert banner and the footer notice, on every page.
 *
 * `family:*` names every tag of a family: on a page, "any rental" (a list of them all); in a change,
 * "every rental" (a change too large to name them). `*` alone is everything: the tag of an answer
 * whose render declared nothing, and the change of a lost connection.
 */
export const EVERYTHING = '*'
export const FRAME = 'frame'
export const RENTALS = 'rentals'
export const SALES = 'sales'
export const PRODUCTS = 'products'

export const rentalTag = (id: number) => `rental:${id}`
export const calendarTag = (id: number) => `calendar:${id}`
export const weekTag = (saturday: string) => `week:${saturday}`
export const saleTag = (id: number) => `sale:${id}`
export const contentTag = (id: number) => `content:${id}`
export const contentsTag = (type: string) => `contents:${type}`
export const anyOf = (family: 'rental' | 'calendar' | 'week' | 'sale' | 'content' | 'contents') => `${family}:*`

/** Past this many items a page depends on the whole family (`rental:*`): a tag per item would cost more than it saves. */
export const MOST_NAMED = 200

/** One tag per item, or the family's wildcard for many. */
export function itemTags(family: 'rental' | 'calendar' | 'sale' | 'content', ids: readonly number[]): string[] {
  if (ids.length > MOST_NAMED) return [anyOf(family)]
  return ids.map((id) => `${family}:${id}`)
}

/** A list of rentals' cards (texts, first picture, list price) and which rentals it lists; with a period, which are free then and their rent. */
export function rentalListTags(ids: readonly number[], period?: { from: string; to: string } | null): string[] {
  return [RENTALS, ...itemTags('rental', ids), ...(period ? weekTags(period.from, period.to) : [])]
}

/** A list of properties for sale, and which it lists. */
export const saleListTags = (ids: readonly number[]): string[] => [SALES, ...itemTags('sale', ids)]

/** The list of a content type, and each content it shows. */
export const contentListTags = (type: string, ids: readonly number[]): string[] => [contentsTag(type), ...itemTags('content', ids)]

/** Longest run of weeks named one by one; a longer period is "every week". */
const MOST_WEEKS = 80

/** The weeks (Saturday to Saturday) that overlap the dates [from, to), as tags. */
export function weekTags(from: string, to: string): string[] {
  const tags: string[] = []
  for (let saturday = saturdayOnOrBefore(from); saturday < to; saturday = addDays(saturday, 7)) {
    if (tags.length === MOST_WEEKS) return [anyOf('week')]
    tags.push(weekTag(saturday))
  }
  return tags
}

/** The family of a tag ("rental" of "rental:42"), or null for a tag without one. */
export function familyOf(tag: string): string | null {
  const colon = tag.indexOf(':')
  return colon < 0 ? null : tag.slice(0, colon)
}

/** Whether a change naming `changed` affects an answer tagged `tags`. */
export function affects(changed: string, tags: ReadonlySet<string>): boolean {
  if (changed === EVERYTHING || tags.has(EVERYTHING) || tags.has(changed)) return true
  const family = familyOf(changed)
  if (family === null) return false
  if (tags.has(`${family}:*`)) return true
  if (changed !== `${family}:*`) return false
  for (const tag of tags) if (familyOf(tag) === family) return true
  return false
}

/**
 * What one request's render declared it read, filled by its loaders or its call (`notePageReads`):
 * the cache keeps the answer with these tags. An answer whose render declared nothing is tagged `*`.
 */
export type PageReads = { tags: Set<string>; declared: boolean }

export const newPageReads = (): PageReads => ({ tags: new Set(), declared: false })

/** Declares what the render of this request reads (nothing more than the frame when called without tags). */
export function notePageReads(context: { pageReads?: PageReads }, tags: Iterable<string> = []): void {
  const reads = context.pageReads
  if (!reads) return
  reads.declared = true
  for (const tag of tags) reads.tags.add(tag)
}
