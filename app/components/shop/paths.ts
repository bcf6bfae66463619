import { slugify } from '../../../domain/format/slugify'

/** The product page of a product: /produit/{slug}-{id} (the id is the last dash segment). */
export function productPath(product: { id: number; title: string }): string {
  const slug = slugify(product.title)
  return `/produit/${slug ? `${slug}-` : ''}${product.id}`
}

export const PRODUCT_CATEGORY_PARAM = 'categorie'
export const LISTED_CATEGORIES = ['service', 'option', 'package'] as const
export type ListedCategory = (typeof LISTED_CATEGORIES)[number]

/** The product list, of one category or all. */
export function productsPath(category?: ListedCategory): string {
  return category ? `/produits?${PRODUCT_CATEGORY_PARAM}=${category}` : '/produits'
}

/** The category asked for in the list's address, or null (all products). */
export function categoryParam(value: string | null | undefined): ListedCategory | null {
  return (LISTED_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as ListedCategory) : null
}
