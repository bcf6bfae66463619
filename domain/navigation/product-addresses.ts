/**
 * The addresses of the shop's products and of their list. Part of the one address module
 * (addresses.ts).
 */
import { slugify } from '../format/slugify'
import { detailSegment } from './addresses'

/** The product page of a product: /produit/{slug}-{id}, the slug made from its title. */
export function productPath(product: { id: number; title: string }): string {
  return `/produit/${detailSegment(slugify(product.title), product.id)}`
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

