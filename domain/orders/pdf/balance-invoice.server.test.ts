import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { demoAgency, documentCustomer, longOrderDocument, orderDocument } from '../document.fixtures'
import { renderBalanceInvoicePdf } from './balance-invoice.server'
import { readPdf, type PdfText } from './pdf-text.fixtures'

/** Sent on 05.01.2027, a month before the balance is due. */
const ISSUED = '2027-01-05T09:00:00Z'

const EXPECTED = {
  fr: {
    title: 'Facture de solde',
    dates: ['Date de facture : 05.01.2027', 'Échéance : 04.02.2027'],
    order: 'Commande n° 4827163950 du 20.11.2026',
    recap: [
      "Chalet Les Mélèzes – appartement 4½ pièces (réf. CM-1204) CHF 2'502.50",
      'Du 06.03.2027 au 13.03.2027 · 7 nuits · 2 adultes, 2 enfants (4 et 9 ans)',
      'Ménage de fin de séjour CHF 180.00',
      '4 × Linge de lit et de bain CHF 140.00',
      "Transfert de l'aéroport de Genève à Crans-Montana CHF 520.00",
    ],
    reckoning: [
      "Total TTC CHF 3'192.50",
      "dont TVA 3.8 % sur CHF 2'300.00 CHF 84.20",
      'dont TVA 8.1 % sur CHF 840.00 CHF 62.94',
      'Acompte du 20.11.2026 (carte) CHF -957.75',
      "Montant à payer CHF 2'234.75",
      "Payable d'ici le 04.02.2027",
    ],
    receipt: 'Récépissé',
    paymentPart: 'Section paiement',
    payableBy: 'Payable par',
    message: 'Informations supplémentaires Commande 4827163950',
    reference: 'Référence',
  },
  en: {
    title: 'Balance invoice',
    dates: ['Invoice date: 05.01.2027', 'Due date: 04.02.2027'],
    order: 'Order no. 4827163950 of 20.11.2026',
    recap: [
      "Chalet Les Mélèzes – 4½-room apartment (ref. CM-1204) CHF 2'502.50",
      '06.03.2027 to 13.03.2027 · 7 nights · 2 adults, 2 children (aged 4 and 9)',
      'Final cleaning CHF 180.00',
      '4 × Bed and bath linen CHF 140.00',
      'Transfer from Geneva airport to Crans-Montana CHF 520.00',
    ],
    reckoning: [
      "Total (VAT included) CHF 3'192.50",
      "incl. VAT 3.8% on CHF 2'300.00 CHF 84.20",
      'incl. VAT 8.1% on CHF 840.00 CHF 62.94',
      'Deposit of 20.11.2026 (card) CHF -957.75',
      "Amount due CHF 2'234.75",
      'Payable by 04.02.2027',
    ],
    receipt: 'Receipt',
    paymentPart: 'Payment part',
    payableBy: 'Payable by',
    message: 'Additional information Order 4827163950',
    reference: 'Reference',
  },
} as const

const QR_REFERENCE = '00 00000 00000 00004 82716 39502'
const IBAN = 'CH44 3199 9123 0008 8901 2'

describe.each(['fr', 'en'] as const)('the balance invoice in %s', (locale) => {
  const expected = EXPECTED[locale]
  let pdf: PdfText

  beforeAll(async () => {
    pdf = await readPdf(await renderBalanceInvoicePdf(orderDocument({ locale, issuedAt: ISSUED })))
  })

  it('is an invoice for the balance: its date, due date and order', () => {
    expect(pdf.title).toBe(`${expected.title} 4827163950`)
    for (const line of [expected.title, ...expected.dates, expected.order]) expect(pdf.text).toContain(line)
    expect(pdf.text).toContain('Hélène Fürst')
  })

  it('recaps the order, its VAT and the payments made, down to the amount due and its date', () => {
    for (const line of expected.recap) expect(pdf.text).toContain(line)
    expect(pdf.text).toContain(expected.reckoning.join(' '))
    expect(pdf.text).toContain(QR_REFERENCE)
  })

  it('carries the QR-bill at the bottom of its one page: receipt and payment part, IBAN, reference, amount, debtor', () => {
    expect(pdf.pages).toHaveLength(1)
    expect(pdf.pages[0]).toContain('1/1')
    const bill = pdf.text.slice(pdf.text.indexOf(expected.receipt))
    expect(bill).toContain(`${expected.receipt} `)
    expect(bill).toContain(expected.paymentPart)
    expect(bill).toContain(`${IBAN} Crans-Montana Agency Rue du Prado 12 3963 Crans-Montana`)
    expect(bill).toContain(`${expected.reference} ${QR_REFERENCE}`)
    expect(bill).toContain('CHF 2 234.75')
    expect(bill).toContain(expected.message)
    expect(bill).toContain(`${expected.payableBy} Hélène Fürst Chemin de la Forêt 14 1003 Lausanne`)
  })
})

describe('the balance invoice of an agency with an ordinary IBAN', () => {
  it('carries a creditor reference (RF) built from the order number', async () => {
    const agency = demoAgency({ iban: 'CH9300762011623852957' })
    const pdf = await readPdf(await renderBalanceInvoicePdf(orderDocument({ agency, issuedAt: ISSUED })))
    expect(pdf.text).toContain('CH93 0076 2011 6238 5295 7')
    expect(pdf.text).toContain('Référence RF32 4827 1639 50')
    expect(pdf.text).not.toContain(QR_REFERENCE)
  })
})

describe('the balance invoice of a long order', () => {
  it('runs its recap onto further pages and puts the QR-bill on the last one', async () => {
    const pdf = await readPdf(await renderBalanceInvoicePdf(longOrderDocument(30, { issuedAt: ISSUED })))
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2)
    const last = pdf.pages[pdf.pages.length - 1]
    expect(last).toContain('Section paiement')
    expect(last).toContain("Montant à payer CHF 5'834.75")
    expect(last).toContain('CHF 5 834.75')
    pdf.pages.slice(0, -1).forEach((page) => expect(page).not.toContain('Récépissé'))
    pdf.pages.forEach((page, i) => expect(page).toContain(`${i + 1}/${pdf.pages.length}`))
  })
})

describe('the balance invoice of a customer from abroad', () => {
  it('writes the debtor on the QR-bill in letters every bank reads, the address above as it is', async () => {
    const customer = documentCustomer({ firstName: 'Łukasz', lastName: 'Dvořák', street: 'ulica Świętokrzyska', zip: '00-360', city: 'Warszawa', country: 'PL' })
    const pdf = await readPdf(await renderBalanceInvoicePdf(orderDocument({ customer, issuedAt: ISSUED })))
    expect(pdf.pages[0]).toContain('Łukasz Dvořák')
    expect(pdf.text).toContain('Payable par Lukasz Dvorák ulica Swietokrzyska 14 PL - 00-360 Warszawa')
  })
})

describe('renderBalanceInvoicePdf', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('refuses an order with nothing due', async () => {
    await expect(renderBalanceInvoicePdf(orderDocument({ status: 2, due: null }))).rejects.toThrow(RangeError)
  })

  it('is the same bytes for the same document, whatever the clock says, dated by the document', async () => {
    const document = orderDocument({ issuedAt: ISSUED })
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T00:00:00Z') })
    const first = await renderBalanceInvoicePdf(document)
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'))
    const second = await renderBalanceInvoicePdf(document)
    expect(second.equals(first)).toBe(true)
    vi.useRealTimers()
    expect((await readPdf(first)).creationDate).toBe('D:20270105090000Z')
  })
})
