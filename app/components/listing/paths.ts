/** App paths of the catalogue detail pages (unprefixed; LocalizedLink adds the language). */
import type { LocationKind } from '../../../domain/catalogue/labels'

export function locationPath(item: { kind: LocationKind; slug: string; id: number }): string {
  return item.kind === 'annual' ? `/location/annuelle/${item.slug}-${item.id}` : `/location/${item.slug}-${item.id}`
}

export function salePath(item: { slug: string; id: number }): string {
  return `/vente/${item.slug}-${item.id}`
}

/** How wide a card picture is drawn in the auto-filling grid of a container (at most 1140 px). */
export const CARD_SIZES = '(min-width: 1200px) 360px, (min-width: 768px) 45vw, (min-width: 576px) 50vw, 100vw'
