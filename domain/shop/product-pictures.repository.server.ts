import type { Db } from '../../db/client.server'
import { firstImages } from '../catalogue/images.repository.server'
import type { CatalogueImage } from '../catalogue/types'

/**
 * The picture of each product, by product id: products carry no picture of their own, so each shows
 * the first picture of the service or package page it is sold from (docs/decisions/026). One query
 * for any number of products; a product without such a page or picture has none.
 */
export async function productPictures(
  db: Db,
  products: readonly { id: number; article: { id: number } | null }[],
  locale: 'fr' | 'en',
): Promise<Record<number, CatalogueImage>> {
  const pageIds = [...new Set(products.flatMap((p) => (p.article ? [p.article.id] : [])))]
  const pictures = await firstImages(db, 'content', pageIds, locale)
  const found: Record<number, CatalogueImage> = {}
  for (const product of products) {
    const picture = product.article ? pictures.get(product.article.id) : undefined
    if (picture) found[product.id] = picture
  }
  return found
}
