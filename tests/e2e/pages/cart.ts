import { type Locator, type Page } from '@playwright/test'
import { escapeRegExp, expect } from '../fixtures'
import { type Lang } from './person-fields'

/**
 * The cart: the slide-in the header's cart button opens (and that opens by itself on what was just
 * added), and the checkout's cart page (/commande/mon-panier), which lists the same items.
 */

const WORDS = {
  fr: {
    cart: 'Panier',
    button: (n: number) => `Panier, ${n} article${n > 1 ? 's' : ''}`,
    close: 'Fermer le panier',
    order: 'Commander',
    remove: (title: string) => `Retirer « ${title} » du panier`,
    options: 'Options',
    toCheckout: 'Passer à la commande',
  },
  en: {
    cart: 'Cart',
    button: (n: number) => `Cart, ${n} item${n === 1 ? '' : 's'}`,
    close: 'Close the cart',
    order: 'Order',
    remove: (title: string) => `Remove “${title}” from the cart`,
    options: 'Options',
    toCheckout: 'Proceed to checkout',
  },
} as const

/**
 * The value of a term of an item's details list (dt → dd), e.g. the "Trajet" of a transfer. The
 * pairs have no role of their own: their wrapper's class holds each term with its value.
 */
export function detail(scope: Locator, term: string): Locator {
  return scope.locator('.cart-item__detail').filter({ has: scope.page().getByRole('term').filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) }) }).getByRole('definition')
}

/** The amount beside a label of the totals (Sous-total, Total TVA incluse, Réduction (…)); as above, a class pairs them. */
export function amount(scope: Locator, label: string): Locator {
  return scope.locator('.cart-totals__row').filter({ has: scope.page().getByRole('term').filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) }) }).getByRole('definition')
}

/** The cart slide-in and the header's button that opens it. */
export class CartPanel {
  /** The slide-in, a dialog named "Panier" / "Cart". */
  readonly panel: Locator
  readonly orderLink: Locator
  readonly closeButton: Locator
  /** The options nested under a stay. */
  readonly options: Locator

  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {
    const w = WORDS[lang]
    this.panel = page.getByRole('dialog', { name: w.cart })
    this.orderLink = this.panel.getByRole('link', { name: w.order, exact: true })
    this.closeButton = this.panel.getByRole('button', { name: w.close })
    this.options = this.panel.getByRole('list', { name: w.options })
  }

  /** The header's cart button, named with the count of items ("Panier, 2 articles"). */
  button(count: number): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: WORDS[this.lang].button(count) })
  }

  /** Opens the slide-in from the header's button, which shows `count` items. */
  async open(count: number): Promise<void> {
    await this.button(count).click()
    await expect(this.panel).toBeVisible()
  }

  async close(): Promise<void> {
    await this.closeButton.click()
  }

  /** The item whose text holds `title` (its line, with its details and price). */
  item(title: string): Locator {
    return this.panel.getByRole('listitem').filter({ hasText: title })
  }

  /** A message of the slide-in ("Ajouté au panier", "Supprimé du panier"). */
  status(text: string): Locator {
    return this.panel.getByRole('status').filter({ hasText: text })
  }

  async remove(title: string): Promise<void> {
    await this.panel.getByRole('button', { name: WORDS[this.lang].remove(title) }).click()
  }

  /** "Commander": on to the checkout's first step. */
  async order(): Promise<void> {
    await this.orderLink.click()
  }
}

/** The checkout's cart page, also what the cart is without JavaScript. */
export class CartPage {
  readonly main: Locator

  /** `origin` is the site's address when the spec runs a shop of its own ('' for the worker's site). */
  constructor(
    readonly page: Page,
    readonly lang: Lang,
    readonly origin = '',
  ) {
    this.main = page.getByRole('main')
  }

  async goto(): Promise<void> {
    await this.page.goto(`${this.origin}${this.lang === 'en' ? '/en' : ''}/commande/mon-panier`)
  }

  item(title: string): Locator {
    return this.main.getByRole('listitem').filter({ hasText: title })
  }

  async remove(title: string): Promise<void> {
    await this.main.getByRole('button', { name: WORDS[this.lang].remove(title) }).click()
  }

  /** "Passer à la commande": on from the cart, the first step, to the sign-in step. */
  async proceedToCheckout(): Promise<void> {
    await this.page.getByRole('link', { name: WORDS[this.lang].toCheckout }).click()
  }
}
