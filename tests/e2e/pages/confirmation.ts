import fs from 'node:fs'
import { type Locator, type Page } from '@playwright/test'
import { readPdf } from '../../../domain/orders/pdf/pdf-text.fixtures'
import { PASSWORD } from '../fixtures'
import { type Lang } from './person-fields'

/**
 * The page a paid order comes back to (/commande/confirmation/<number>/succes, also reached by the
 * link of the order's e-mail): its payments, the confirmation as a PDF, and the form that makes an
 * account of a guest's order.
 */

const WORDS = {
  fr: { payments: 'Paiements', pdf: 'Télécharger la confirmation (PDF)', account: 'Créer un compte', password: 'Mot de passe', confirm: 'Confirmer le mot de passe', create: 'Créer mon compte' },
  en: { payments: 'Payments', pdf: 'Download the confirmation (PDF)', account: 'Create an account', password: 'Password', confirm: 'Confirm the password', create: 'Create my account' },
} as const

export class ConfirmationPage {
  /** The order's payments, one list item each ("Acompte — CHF … — payé — …"). */
  readonly payments: Locator
  readonly accountForm: Locator

  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {
    const w = WORDS[lang]
    this.payments = page.getByRole('region', { name: w.payments })
    this.accountForm = page.getByRole('region', { name: w.account })
  }

  /** The order's number, read from the page's address. */
  number(): string | undefined {
    return /\/commande\/confirmation\/(\d+)\/succes$/.exec(this.page.url())?.[1]
  }

  /** Downloads the confirmation PDF: the name the browser is given for it and the PDF's text. */
  async downloadPdf(): Promise<{ filename: string; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByRole('link', { name: WORDS[this.lang].pdf }).click()])
    const pdf = await readPdf(fs.readFileSync((await download.path()) as string))
    return { filename: download.suggestedFilename(), text: pdf.text }
  }

  /** A guest makes an account of the order: a password, twice. */
  async createAccount(password = PASSWORD): Promise<void> {
    const w = WORDS[this.lang]
    await this.accountForm.getByLabel(w.password, { exact: true }).fill(password)
    await this.accountForm.getByLabel(w.confirm).fill(password)
    await this.accountForm.getByRole('button', { name: w.create }).click()
  }
}
