import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { documentCustomer, documentLine, documentRental, longOrderDocument, orderDocument } from '../document.fixtures'
import { renderConfirmationPdf } from './confirmation.server'
import { readPdf, type PdfText } from './pdf-text.fixtures'

const EXPECTED = {
  fr: {
    title: 'Confirmation de réservation',
    order: 'Commande n° 4827163950 du 20.11.2026',
    customer: ['Mme Hélène Fürst', 'Appartement 3', 'Chemin de la Forêt 14', '1003 Lausanne'],
    rental: [
      'Chalet Les Mélèzes – appartement 4½ pièces (réf. CM-1204) CHF 2\'502.50',
      'Du 06.03.2027 au 13.03.2027 · 7 nuits',
      '2 adultes, 2 enfants (4 et 9 ans)',
      "Loyer 3.8 % CHF 2'450.00",
      'Taxe de séjour — CHF 52.50',
      'Ménage de fin de séjour 8.1 % CHF 180.00 Surface : 95 m²',
      '4 × Linge de lit et de bain 8.1 % CHF 140.00 Personnes : 4',
    ],
    service: [
      "Transfert de l'aéroport de Genève à Crans-Montana 8.1 % CHF 520.00",
      'Le 06.03.2027 Vol : LX 1234, arrivée à 14:35 Aller-retour : Oui',
    ],
    totals: [
      "Sous-total CHF 3'342.50",
      'Réduction (code FIDELITE) CHF -150.00',
      "Total TTC CHF 3'192.50",
      "dont TVA 3.8 % sur CHF 2'300.00 CHF 84.20",
      'dont TVA 8.1 % sur CHF 840.00 CHF 62.94',
    ],
    payments: ['Date Type Moyen Montant', '20.11.2026 Acompte Carte CHF 957.75', 'Total payé CHF 957.75'],
    due: "Reste à payer : CHF 2'234.75 d'ici le 04.02.2027",
    cancellation: [
      'Annulation Part du loyer Montant dû Remboursement',
      'Jusqu\'au 06.12.2026 0 % CHF 23.94 CHF 933.81',
      "Du 07.12.2026 au 05.02.2027 50 % CHF 1'225.00 CHF 0.00",
      "Dès le 06.02.2027 100 % CHF 2'450.00 CHF 0.00",
    ],
    remarks: 'Arrivée prévue vers 18 h ; merci de laisser les clés à la réception.',
    terms: ['2 jours ouvrables', 'assurance annulation', '48 heures', 'Le droit suisse est applicable', 'https://www.crans-montana-agency.ch/cguone'],
    header: 'Désignation TVA Montant',
    unpaid: "Cette commande n'est pas encore payée : elle n'est pas confirmée",
    cancelled: 'Cette commande est annulée.',
    included: 'Taxe de séjour — incluse',
    paidInFull: 'Commande entièrement payée.',
  },
  en: {
    title: 'Booking confirmation',
    order: 'Order no. 4827163950 of 20.11.2026',
    customer: ['Mrs Hélène Fürst', 'Appartement 3', 'Chemin de la Forêt 14', '1003 Lausanne'],
    rental: [
      "Chalet Les Mélèzes – 4½-room apartment (ref. CM-1204) CHF 2'502.50",
      '06.03.2027 to 13.03.2027 · 7 nights',
      '2 adults, 2 children (aged 4 and 9)',
      "Rent 3.8% CHF 2'450.00",
      'Tourist tax — CHF 52.50',
      'Final cleaning 8.1% CHF 180.00 Floor area: 95 m²',
      '4 × Bed and bath linen 8.1% CHF 140.00 Persons: 4',
    ],
    service: ['Transfer from Geneva airport to Crans-Montana 8.1% CHF 520.00', 'On 06.03.2027 Flight: LX 1234, landing at 14:35 Return trip: Yes'],
    totals: [
      "Subtotal CHF 3'342.50",
      'Reduction (code FIDELITE) CHF -150.00',
      "Total (VAT included) CHF 3'192.50",
      "incl. VAT 3.8% on CHF 2'300.00 CHF 84.20",
      'incl. VAT 8.1% on CHF 840.00 CHF 62.94',
    ],
    payments: ['Date Type Method Amount', '20.11.2026 Deposit Card CHF 957.75', 'Total paid CHF 957.75'],
    due: "Still due: CHF 2'234.75 by 04.02.2027",
    cancellation: [
      'Cancellation Share of the rent Amount due Refund',
      'Until 06.12.2026 0% CHF 23.94 CHF 933.81',
      "07.12.2026 to 05.02.2027 50% CHF 1'225.00 CHF 0.00",
      "From 06.02.2027 100% CHF 2'450.00 CHF 0.00",
    ],
    remarks: 'We will arrive around 6 pm; please leave the keys à la réception, merci!',
    terms: ['2 business days', 'cancellation insurance', '48 hours', 'Swiss law applies', 'https://www.crans-montana-agency.ch/en/cguone'],
    header: 'Description VAT Amount',
    unpaid: 'This order is not paid yet: it is not confirmed',
    cancelled: 'This order has been cancelled.',
    included: 'Tourist tax — included',
    paidInFull: 'This order is paid in full.',
  },
} as const

describe.each(['fr', 'en'] as const)('the booking confirmation in %s', (locale) => {
  const expected = EXPECTED[locale]
  let pdf: PdfText

  beforeAll(async () => {
    pdf = await readPdf(await renderConfirmationPdf(orderDocument({ locale })))
  })

  it('is titled with the order number and date, from the agency to the customer', () => {
    expect(pdf.title).toBe(`${expected.title} 4827163950`)
    expect(pdf.pages[0]).toContain(expected.title)
    expect(pdf.pages[0]).toContain(expected.order)
    expect(pdf.pages[0]).toContain('Crans-Montana Agency Rue du Prado 12 · 3963 Crans-Montana')
    expect(pdf.pages[0]).toContain('CHE-123.456.788 TVA')
    expect(pdf.pages[0]).toContain(expected.customer.join(' '))
  })

  it('lists the rental: reference, period, nights, persons with the children’s ages, rent, tourist tax, options with their details', () => {
    for (const line of expected.rental) expect(pdf.text).toContain(line)
  })

  it('lists the service with its date and details', () => {
    for (const line of expected.service) expect(pdf.text).toContain(line)
  })

  it('adds up to the subtotal, the reduction, the total and the VAT per rate, in CHF 1\'250.00 form', () => {
    expect(pdf.text).toContain(expected.totals.join(' '))
  })

  it('shows the payments made and what is still due by when', () => {
    for (const line of expected.payments) expect(pdf.text).toContain(line)
    expect(pdf.text).toContain(expected.due)
    expect(pdf.text).toContain(`/${locale === 'en' ? 'en/' : ''}commande/confirmation/4827163950/succes`)
  })

  it('shows the three cancellation tiers with their dates, what is due and what comes back', () => {
    expect(pdf.text).toContain(expected.cancellation.join(' '))
  })

  it('ends with the remarks and the general terms to mind', () => {
    expect(pdf.text).toContain(expected.remarks)
    for (const term of expected.terms) expect(pdf.text).toContain(term)
  })

  it('keeps the accents and signs of French names and words', () => {
    for (const char of ['é', 'è', 'à', 'ü', 'ê', '½', '²', '–', "'"]) expect(pdf.text).toContain(char)
    expect(pdf.text).not.toMatch(/[\uFFFD]/)
  })

  it('numbers its pages n/total in the footer', () => {
    pdf.pages.forEach((page, i) => expect(page).toContain(`${i + 1}/${pdf.pages.length}`))
  })

  it('says an unpaid order is not confirmed', async () => {
    const unpaid = await readPdf(
      await renderConfirmationPdf(orderDocument({ locale, status: 1, placedAt: null, payments: [], paid: 0, due: null })),
    )
    expect(unpaid.pages[0]).toContain(expected.unpaid)
    expect(unpaid.pages[0]).not.toContain(expected.order)
    expect(pdf.text).not.toContain(expected.unpaid)
  })

  it('says a cancelled order is cancelled', async () => {
    const cancelled = await readPdf(await renderConfirmationPdf(orderDocument({ locale, status: 4 })))
    expect(cancelled.pages[0]).toContain(expected.cancelled)
  })

  it('says the tourist tax is included when the rent includes it', async () => {
    const rental = documentRental(locale, { touristTax: 0, touristTaxIncluded: true, total: 245_000 })
    const included = await readPdf(await renderConfirmationPdf(orderDocument({ locale, rentals: [rental] })))
    expect(included.text).toContain(expected.included)
  })

  it('runs a long order onto further pages, the table header repeated and every page numbered', async () => {
    const long = await readPdf(await renderConfirmationPdf(longOrderDocument(20, { locale })))
    expect(long.pages.length).toBeGreaterThanOrEqual(2)
    expect(long.pages[1]).toContain(expected.header)
    expect(long.pages[1]).toContain('2/')
    long.pages.forEach((page, i) => expect(page).toContain(`${i + 1}/${long.pages.length}`))
    expect(long.text).toContain(locale === 'fr' ? 'Cours de ski privé 20' : 'Private ski lesson 20')
    expect(long.text).toContain(expected.cancellation.join(' '))
  })
})

describe('the booking confirmation of a short order', () => {
  it('fits on one page, "1/1", and says when it is paid in full', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const document = orderDocument({
        locale,
        status: 2,
        rentals: [],
        lines: [documentLine({ title: 'Pack ski Crans-Montana', quantity: 2, total: 48_000 })],
        subTotal: 48_000,
        reduction: null,
        total: 48_000,
        vat: [{ rate: 810, total: 48_000, vat: 3_597 }],
        payments: [{ paidAt: '2026-11-20T14:32:00Z', kind: 'full', method: 'card', amount: 48_000 }],
        paid: 48_000,
        due: null,
        cancellation: [],
        remarks: '',
        links: { order: 'https://www.crans-montana-agency.ch/commande/confirmation/4827163950/succes', payBalance: null },
      })
      const pdf = await readPdf(await renderConfirmationPdf(document))
      expect(pdf.pages).toHaveLength(1)
      expect(pdf.pages[0]).toContain('1/1')
      expect(pdf.text).toContain("2 × Pack ski Crans-Montana 8.1")
      expect(pdf.text).toContain(EXPECTED[locale].paidInFull)
      expect(pdf.text).not.toContain(EXPECTED[locale].cancellation[0])
    }
  })
})

describe('the booking confirmation of remarks written over many lines', () => {
  it('flows them over pages, each page with its running head and number, none lost', async () => {
    const remarks = Array.from({ length: 150 }, (_, i) => `Ligne ${i + 1} des remarques`).join('\n')
    const pdf = await readPdf(await renderConfirmationPdf(orderDocument({ remarks })))
    expect(pdf.pages.length).toBeGreaterThanOrEqual(3)
    pdf.pages.slice(1).forEach((page, i) => {
      expect(page.startsWith('Crans-Montana Agency · Confirmation de réservation · Commande n° 4827163950')).toBe(true)
      expect(page).toContain(`${i + 2}/${pdf.pages.length}`)
    })
    expect(pdf.text).toContain('Ligne 1 des remarques Ligne 2 des remarques')
    expect(pdf.text).toContain('Ligne 150 des remarques Conditions générales')
  })
})

describe('the booking confirmation of a customer from abroad', () => {
  it('prints a name in Latin Extended letters and the country in the order’s language', async () => {
    const customer = documentCustomer({ firstName: 'Łukasz', lastName: 'Dvořák', street: 'ulica Świętokrzyska', zip: '00-360', city: 'Warszawa', country: 'PL', complement: '' })
    const fr = await readPdf(await renderConfirmationPdf(orderDocument({ customer })))
    expect(fr.pages[0]).toContain('Mme Łukasz Dvořák ulica Świętokrzyska 14 00-360 Warszawa Pologne')
    const en = await readPdf(await renderConfirmationPdf(orderDocument({ locale: 'en', customer })))
    expect(en.pages[0]).toContain('00-360 Warszawa Poland')
  })
})

describe('the booking confirmation as a file', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is the same bytes for the same document, whatever the clock says', async () => {
    const document = orderDocument()
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T00:00:00Z') })
    const first = await renderConfirmationPdf(document)
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'))
    const second = await renderConfirmationPdf(document)
    expect(second.equals(first)).toBe(true)
  })

  it('is dated by the document: its creation date is the issue date', async () => {
    const pdf = await renderConfirmationPdf(orderDocument({ issuedAt: '2026-11-20T14:33:00Z' }))
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect((await readPdf(pdf)).creationDate).toBe('D:20261120143300Z')
  })
})
