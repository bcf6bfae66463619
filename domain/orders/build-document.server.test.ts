import { PLACEHOLDER_ID } from '../shop/cart/placeholders'
import { PLACEHOLDER_CONTACT } from '../shop/cart/view.server'
import { describe, expect, it } from 'vitest'
import { addDays } from '../booking/rules/calendar'
import { orderConfirmationMail } from '../mail/templates/orders/index.server'
import type { CartItemView, CartView } from '../shop/cart/types'
import type { OrderRow } from './access.server'
import { documentFromView } from './build-document.server'
import { demoAgency } from './document.fixtures'
import type { PaymentRow } from './payment/payments.repository.server'
import { renderConfirmationPdf } from './pdf/confirmation.server'
import { readPdf } from './pdf/pdf-text.fixtures'
import { checkOrderLink } from './order-link/token.server'

/**
 * The order documents' builder (the one behind every order e-mail and PDF): the cancellation terms
 * from the booking day on, with the rule's own amounts, and the signed link of the order.
 */

const SECRET = new TextEncoder().encode('the-documents-tests-secret-32-characters')
const ARRIVAL = '2026-12-12'
const SETTINGS = { agency: demoAgency(), publicUrl: 'https://www.crans-montana-agency.ch', orderLinkSecret: SECRET }

/** A week's stay: CHF 2'000.00 rent and CHF 42.00 tourist tax, paid in full on `bookedOn` (deposit: 30 %). */
function stay(bookedOn: string, locale: 'fr' | 'en', status: 2 | 3 = 2) {
  const total = 204_200
  const paid = status === 2 ? total : 61_260
  const placed = new Date(`${bookedOn}T09:00:00Z`)
  const item = {
    id: 1,
    quantity: 1,
    reference: 'CM-L-012',
    title: 'Chalet Les Mélèzes',
    subTitle: '',
    total,
    totalExcludingTax: 0,
    vatRate: 380,
    context: { startPeriod: ARRIVAL, endPeriod: addDays(ARRIVAL, 7), data: [{ adults: 2 }] },
    details: [],
    product: { id: 1, category: 'rental' },
    linkedToItem: null,
    available: true,
    message: null,
    touristTax: 4_200,
    stay: null,
    subscriber: null,
    hold: null,
  } satisfies CartItemView
  const view = {
    id: 1, number: '4820193746', currency: 'CHF', locale, createdAt: placed.toISOString(), payedAt: placed.toISOString(), orderItems: [item], subTotal: total, reduction: 0,
    reductionCode: null, total, touristTax: 4_200, vat: [], shippingContact: PLACEHOLDER_CONTACT, user: { id: PLACEHOLDER_ID }, reportedTotal: total - paid, gradedPayment: status === 3, gradedToPayAt: null, remarks: '',
  } satisfies CartView
  const order = { id: 1, number: '4820193746', locale, status, payedAt: placed, reportedTotal: total - paid, gradedToPayAt: status === 3 ? addDays(ARRIVAL, -30) : null, reduction: 0, remarks: '' } as unknown as OrderRow
  const payment = { status: 'paid', kind: status === 2 ? 'full' : 'deposit', provider: 'test', amount: paid, paidAt: placed, updatedAt: placed } as unknown as PaymentRow
  // Drawn up later than the booking (a reminder, a PDF downloaded again): the terms stay those of the booking day.
  return documentFromView(order, view, [payment], { ...SETTINGS, now: () => new Date(`${addDays(ARRIVAL, -20)}T09:00:00Z`) })
}

describe('the cancellation terms of the confirmation e-mail and PDF', () => {
  it('booked 120 days before arrival: the three tiers, free first, the transaction fees as its amount', async () => {
    const document = stay(addDays(ARRIVAL, -120), 'fr')
    expect(document.cancellation.map((t) => [t.from, t.to, t.rentShare, t.due])).toEqual([
      [null, '2026-09-13', 0, 5_105],
      ['2026-09-14', '2026-11-13', 5_000, 100_000],
      ['2026-11-14', null, 10_000, 200_000],
    ])
    const pdf = await readPdf(await renderConfirmationPdf(document))
    expect(pdf.text).toContain("Jusqu'au 13.09.2026 0 % CHF 51.05 CHF 1'990.95")
    const mail = (await orderConfirmationMail(document)).text
    expect(mail).toContain("Annulation jusqu'au 13.09.2026")
    expect(mail).toContain('Montant dû : CHF 51.05')
  })

  it('booked 60 days before arrival, in French: no free tier (it was over), and 50 % of the rent from the booking day', async () => {
    const document = stay(addDays(ARRIVAL, -60), 'fr')
    const pdf = await readPdf(await renderConfirmationPdf(document))
    expect(pdf.text).not.toContain('13.09.2026')
    expect(pdf.text).toContain("Jusqu'au 13.11.2026 50 % CHF 1'000.00 CHF 1'042.00")
    expect(pdf.text).toContain("Dès le 14.11.2026 100 % CHF 2'000.00 CHF 42.00")
    const mail = (await orderConfirmationMail(document)).text
    expect(mail).not.toContain('13.09.2026')
    expect(mail).not.toContain('Annulation gratuite')
    expect(mail).toContain('50 % du loyer dû')
    expect(mail).toContain("Montant dû : CHF 1'000.00")
  })

  it('booked 60 days before arrival, in English: the same two tiers', async () => {
    const document = stay(addDays(ARRIVAL, -60), 'en')
    const pdf = await readPdf(await renderConfirmationPdf(document))
    expect(pdf.text).not.toContain('13.09.2026')
    expect(pdf.text).toContain("Until 13.11.2026 50% CHF 1'000.00 CHF 1'042.00")
    const mail = (await orderConfirmationMail(document)).text
    expect(mail).not.toContain('Free cancellation')
    expect(mail).toContain("Amount due: CHF 1'000.00")
  })
})

describe('the links of the order documents', () => {
  it('lead to the order page through its signed link, valid until 90 days after departure', () => {
    const document = stay(addDays(ARRIVAL, -120), 'en')
    const url = new URL(document.links.order)
    expect(url.origin + url.pathname).toBe('https://www.crans-montana-agency.ch/en/commande/confirmation/4820193746/succes')
    expect(checkOrderLink(SECRET, '4820193746', url.searchParams.get('acces'), '2026-12-01')).toEqual({ ok: true, expiresOn: addDays(ARRIVAL, 7 + 90) })
    expect(document.links.payBalance).toBeNull()
  })

  it('a deposit paid: the balance is paid on the same page, without signing in', () => {
    const document = stay(addDays(ARRIVAL, -120), 'fr', 3)
    expect(document.links.payBalance).toBe(`${document.links.order}#payer-le-solde`)
    expect(document.links.order).toMatch(/^https:\/\/www\.crans-montana-agency\.ch\/commande\/confirmation\/4820193746\/succes\?acces=\d{8}-[\w-]{32}$/)
  })
})
