/**
 * Order documents for the e-mail tests: a deposit order with a rental (children, an option), a
 * package and a service, a reduction code, two VAT rates, three cancellation tiers.
 */
import type { OrderDocument } from '../../../orders/document'

export const DEPOSIT_ORDER: OrderDocument = {
  locale: 'fr',
  number: '4820193746',
  placedAt: '2026-11-23T23:30:00.000Z',
  issuedAt: '2026-11-23T23:30:00.000Z',
  status: 3,
  agency: {
    name: 'Crans-Montana Agency',
    street: 'Rue du Prado 12',
    zip: '3963',
    city: 'Crans-Montana',
    country: 'CH',
    phone: '+41 27 480 00 00',
    email: 'info@crans-montana-agency.ch',
    website: 'https://www.crans-montana-agency.ch',
    vatNumber: 'CHE-123.456.789 TVA',
    iban: 'CH44 3199 9123 0008 8901 2',
  },
  customer: {
    title: 'mrs',
    firstName: 'Anne',
    lastName: 'Martin',
    street: 'Rue du Lac',
    streetNumber: '12',
    complement: '',
    zip: '1003',
    city: 'Lausanne',
    country: 'CH',
    email: 'anne@example.ch',
    phone: '+41791234567',
  },
  rentals: [
    {
      title: 'Chalet Les Mélèzes',
      reference: 'CM-L-012',
      arrival: '2027-02-06',
      departure: '2027-02-13',
      nights: 7,
      adults: 2,
      childAges: [4, 9],
      rent: 240_000,
      touristTax: 5_250,
      touristTaxIncluded: false,
      total: 245_250,
      vatRate: 380,
      options: [
        {
          title: 'Nettoyage final',
          details: [{ label: 'Linge de lit', value: 'Oui' }],
          quantity: 1,
          startDate: null,
          endDate: null,
          total: 15_000,
          vatRate: 810,
        },
      ],
    },
  ],
  lines: [
    {
      title: 'Forfait ski 6 jours',
      details: [{ label: 'Personnes', value: '2' }],
      quantity: 2,
      startDate: '2027-02-07',
      endDate: '2027-02-12',
      total: 64_000,
      vatRate: 810,
    },
  ],
  subTotal: 324_250,
  reduction: { code: 'HIVER10', amount: 10_000 },
  total: 314_250,
  vat: [
    { rate: 380, total: 230_000, vat: 8_420 },
    { rate: 810, total: 79_000, vat: 5_920 },
  ],
  payments: [{ paidAt: '2026-11-23T23:30:00.000Z', kind: 'deposit', method: 'card', amount: 94_275 }],
  paid: 94_275,
  due: { amount: 219_975, by: '2027-01-07' },
  cancellation: [
    { from: null, to: '2026-11-08', rentShare: 0, due: 2_500, refund: 91_775 },
    { from: '2026-11-09', to: '2027-01-08', rentShare: 5000, due: 120_000, refund: 0 },
    { from: '2027-01-09', to: null, rentShare: 10000, due: 240_000, refund: 0 },
  ],
  remarks: 'Arrivée vers 18 h.\nMerci !',
  links: {
    order: 'https://www.crans-montana-agency.ch/commande/confirmation/4820193746/succes',
    payBalance: 'https://www.crans-montana-agency.ch/mon-compte/dernieres-reservations?payer=4820193746',
  },
}

/** The same order, paid in full, in English. */
export const PAID_ORDER_EN: OrderDocument = {
  ...DEPOSIT_ORDER,
  locale: 'en',
  status: 2,
  customer: { ...DEPOSIT_ORDER.customer, title: 'mr', firstName: 'John', lastName: 'Smith', email: 'john@example.com', country: 'GB', phone: '+447700900123' },
  payments: [{ paidAt: '2026-11-23T10:00:00.000Z', kind: 'full', method: 'card', amount: 314_250 }],
  paid: 314_250,
  due: null,
  remarks: '',
  links: { order: 'https://www.crans-montana-agency.ch/en/commande/confirmation/4820193746/succes', payBalance: null },
}

/** A name and remarks a customer could type to try markup on the agency's e-mails. */
export const HOSTILE_NAME = '<script>alert("x")</script>'
