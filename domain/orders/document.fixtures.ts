/**
 * Order documents for tests: a realistic order in French or English whose figures add up as the
 * orders module adds them (a week in a chalet with two options and two children, an airport
 * transfer, a reduction code, a 30 % deposit paid by card, the balance due 30 days before arrival,
 * the three cancellation tiers), and builders for its parts. Every builder takes overrides; tests of
 * the PDFs, the e-mails and the order routes share them.
 */
import { vatIncluded } from '../vat/rates'
import type {
  Agency,
  DocumentCustomer,
  DocumentLine,
  DocumentLocale,
  DocumentPayment,
  DocumentRental,
  OrderDocument,
} from './document'

export const FIXTURE_ORDER_NUMBER = '4827163950'
const SITE = 'https://www.crans-montana-agency.ch'

/** The agency of the embedded demo (SIX's example QR-IBAN, a demo VAT number). */
export function demoAgency(overrides: Partial<Agency> = {}): Agency {
  return {
    name: 'Crans-Montana Agency',
    street: 'Rue du Prado 12',
    zip: '3963',
    city: 'Crans-Montana',
    country: 'CH',
    phone: '+41 27 480 00 00',
    email: 'info@crans-montana-agency.ch',
    website: SITE,
    vatNumber: 'CHE-123.456.788 TVA',
    iban: 'CH4431999123000889012',
    ...overrides,
  }
}

export function documentCustomer(overrides: Partial<DocumentCustomer> = {}): DocumentCustomer {
  return {
    title: 'mrs',
    firstName: 'Hélène',
    lastName: 'Fürst',
    street: 'Chemin de la Forêt',
    streetNumber: '14',
    complement: 'Appartement 3',
    zip: '1003',
    city: 'Lausanne',
    country: 'CH',
    email: 'helene.fuerst@example.ch',
    phone: '+41791234567',
    ...overrides,
  }
}

export function documentLine(overrides: Partial<DocumentLine> = {}): DocumentLine {
  return { title: 'Service', details: [], quantity: 1, startDate: null, endDate: null, total: 10_000, vatRate: 810, ...overrides }
}

const TEXTS = {
  fr: {
    rental: 'Chalet Les Mélèzes – appartement 4½ pièces',
    cleaning: 'Ménage de fin de séjour',
    area: 'Surface',
    linen: 'Linge de lit et de bain',
    persons: 'Personnes',
    transfer: "Transfert de l'aéroport de Genève à Crans-Montana",
    flight: 'Vol',
    flightValue: 'LX 1234, arrivée à 14:35',
    roundTrip: 'Aller-retour',
    yes: 'Oui',
    remarks: 'Arrivée prévue vers 18 h ; merci de laisser les clés à la réception.',
    lesson: 'Cours de ski privé',
    instructor: 'Moniteur',
    prefix: '',
  },
  en: {
    rental: 'Chalet Les Mélèzes – 4½-room apartment',
    cleaning: 'Final cleaning',
    area: 'Floor area',
    linen: 'Bed and bath linen',
    persons: 'Persons',
    transfer: 'Transfer from Geneva airport to Crans-Montana',
    flight: 'Flight',
    flightValue: 'LX 1234, landing at 14:35',
    roundTrip: 'Return trip',
    yes: 'Yes',
    remarks: 'We will arrive around 6 pm; please leave the keys à la réception, merci!',
    lesson: 'Private ski lesson',
    instructor: 'Instructor',
    prefix: 'en/',
  },
} as const

/** A week in March 2027 for two adults and two children (4 and 9), with final cleaning and linen. */
export function documentRental(locale: DocumentLocale = 'fr', overrides: Partial<DocumentRental> = {}): DocumentRental {
  const t = TEXTS[locale]
  return {
    title: t.rental,
    reference: 'CM-1204',
    arrival: '2027-03-06',
    departure: '2027-03-13',
    nights: 7,
    adults: 2,
    childAges: [4, 9],
    rent: 245_000,
    // 7 nights × (2 × CHF 3.00 + CHF 1.50 for the child of 9; the child of 4 is free).
    touristTax: 5_250,
    touristTaxIncluded: false,
    total: 250_250,
    vatRate: 380,
    options: [
      documentLine({ title: t.cleaning, details: [{ label: t.area, value: '95 m²' }], total: 18_000 }),
      documentLine({ title: t.linen, details: [{ label: t.persons, value: '4' }], quantity: 4, total: 14_000 }),
    ],
    ...overrides,
  }
}

export function documentPayment(overrides: Partial<DocumentPayment> = {}): DocumentPayment {
  return { paidAt: '2026-11-20T14:32:00Z', kind: 'deposit', method: 'card', amount: 95_775, ...overrides }
}

/**
 * The order: CHF 3'342.50 of items, CHF 150.00 off the rent with FIDELITE, CHF 3'192.50 in all,
 * CHF 957.75 paid (30 %), CHF 2'234.75 due by 04.02.2027, placed on 20.11.2026, 106 days before arrival.
 */
export function orderDocument(overrides: Partial<OrderDocument> = {}): OrderDocument {
  const locale = overrides.locale ?? 'fr'
  const t = TEXTS[locale]
  return {
    locale,
    number: FIXTURE_ORDER_NUMBER,
    placedAt: '2026-11-20T14:32:00Z',
    issuedAt: '2026-11-20T14:33:00Z',
    status: 3,
    agency: demoAgency(),
    customer: documentCustomer(),
    rentals: [documentRental(locale)],
    lines: [
      documentLine({
        title: t.transfer,
        details: [
          { label: t.flight, value: t.flightValue },
          { label: t.roundTrip, value: t.yes },
        ],
        startDate: '2027-03-06',
        total: 52_000,
      }),
    ],
    subTotal: 334_250,
    reduction: { code: 'FIDELITE', amount: 15_000 },
    total: 319_250,
    vat: [
      { rate: 380, total: 230_000, vat: 8_420 },
      { rate: 810, total: 84_000, vat: 6_294 },
    ],
    payments: [documentPayment()],
    paid: 95_775,
    due: { amount: 223_475, by: '2027-02-04' },
    cancellation: [
      // Free up to 90 days before arrival (the transaction fees, 2.5 % of what was paid, are kept) …
      { from: null, to: '2026-12-06', rentShare: 0, due: 2_394, refund: 93_381 },
      // … half the rent from 89 to 29 days, the whole rent from 28 days.
      { from: '2026-12-07', to: '2027-02-05', rentShare: 5_000, due: 122_500, refund: 0 },
      { from: '2027-02-06', to: null, rentShare: 10_000, due: 245_000, refund: 0 },
    ],
    remarks: t.remarks,
    links: {
      order: `${SITE}/${t.prefix}commande/confirmation/${FIXTURE_ORDER_NUMBER}/succes`,
      payBalance: `${SITE}/${t.prefix}mon-compte/dernieres-reservations`,
    },
    ...overrides,
  }
}

/** The order with `count` more private ski lessons (CHF 120.00 each), its totals, VAT and balance grown to match. */
export function longOrderDocument(count: number, overrides: Partial<OrderDocument> = {}): OrderDocument {
  const base = orderDocument(overrides)
  const t = TEXTS[base.locale]
  const lessons = Array.from({ length: count }, (_, i) =>
    documentLine({
      title: `${t.lesson} ${i + 1}`,
      details: [{ label: t.instructor, value: 'Loïc Bérard' }],
      startDate: `2027-03-${String(7 + (i % 6)).padStart(2, '0')}`,
      total: 12_000,
    }),
  )
  const extra = 12_000 * count
  const standard = 84_000 + extra
  return {
    ...base,
    lines: [...base.lines, ...lessons],
    subTotal: base.subTotal + extra,
    total: base.total + extra,
    vat: [base.vat[0], { rate: 810, total: standard, vat: vatIncluded(standard, 810) }],
    due: base.due && { ...base.due, amount: base.due.amount + extra },
    ...overrides,
  }
}
