import { type Locator, type Page } from '@playwright/test'
import { expect } from '../fixtures'
import { type Lang } from './person-fields'

/**
 * A service's product page (/produit/…): its form "Configurer la prestation", with the live price
 * and the add-to-cart button; a ski pass is configured in lines (first day, days, people).
 */

const WORDS = {
  fr: {
    form: 'Configurer la prestation',
    price: 'Prix',
    line: (n: number) => `Ligne ${n}`,
    addLine: 'Ajouter une ligne',
    firstDay: 'Premier jour de ski',
    days: 'Nombre de jours',
    people: 'Nombre de personnes',
    submit: 'Ajouter au panier',
    added: 'La prestation a été ajoutée à votre panier.',
  },
  en: {
    form: 'Configure the service',
    price: 'Price',
    line: (n: number) => `Line ${n}`,
    addLine: 'Add a line',
    firstDay: 'First day of skiing',
    days: 'Number of days',
    people: 'Number of people',
    submit: 'Add to cart',
    added: 'The service has been added to your cart.',
  },
} as const

/** A ski pass line as the form takes it: its first day (dd.mm.yyyy), days and people as the lists offer them. */
export type SkiPassLine = { firstDay: string; days: string; people: string }

export class ProductPage {
  /** The service's form, a region named by its heading. */
  readonly form: Locator
  /** The live price inside the form. */
  readonly price: Locator
  readonly addButton: Locator
  /** The form's message once the service is in the cart. */
  readonly added: Locator

  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {
    const w = WORDS[lang]
    this.form = page.getByRole('region', { name: w.form })
    this.price = this.form.getByRole('region', { name: w.price })
    this.addButton = this.form.getByRole('button', { name: w.submit })
    this.added = this.form.getByRole('status').filter({ hasText: w.added })
  }

  /** Waits until the page is alive: the live price and the lines come with it (no role tells, the form's mark does). */
  async expectReady(): Promise<void> {
    await expect(this.form.locator('form[data-enhanced="true"]')).toBeAttached()
  }

  /** A line of a ski pass ("Ligne 1"), a group of its fields. */
  line(n: number): Locator {
    return this.form.getByRole('group', { name: WORDS[this.lang].line(n) })
  }

  /** Fills line `n` of a ski pass (line 1 is there from the start; the next ones come with addLine). */
  async fillSkiPassLine(n: number, line: SkiPassLine): Promise<void> {
    const w = WORDS[this.lang]
    const group = this.line(n)
    await group.getByRole('textbox', { name: w.firstDay }).fill(line.firstDay)
    await group.getByRole('combobox', { name: w.days }).selectOption(line.days)
    await group.getByRole('combobox', { name: w.people }).selectOption(line.people)
  }

  async addLine(): Promise<void> {
    await this.form.getByRole('button', { name: WORDS[this.lang].addLine }).click()
  }

  /** Adds the service to the cart and waits for the form to say so. */
  async addToCart(): Promise<void> {
    await this.addButton.click()
    await expect(this.added).toBeVisible()
  }
}
