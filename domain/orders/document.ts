/**
 * An order as its documents show it: the confirmation PDF ({number}.pdf), the balance invoice with
 * its QR-bill, and the order e-mails (confirmation, deposit received, balance reminder,
 * cancellation and refund). Built once on the server from the order, its items, payments and the
 * booking rules, in the order's language; the renderers only lay it out (no rule, no arithmetic
 * beyond adding what is given). Pure types: amounts in centimes, VAT included unless the name says
 * otherwise; dates are ISO calendar dates of Europe/Zurich.
 */
import type { ContactNameAndAddress } from '../shop/shipping-contact'

export type DocumentLocale = 'fr' | 'en'

/** The agency as it signs its documents (settings: name, address, contact, VAT number, IBAN). */
export type Agency = {
  name: string
  street: string
  zip: string
  city: string
  country: string
  phone: string
  email: string
  website: string
  /** The VAT number, e.g. "CHE-123.456.789 TVA". */
  vatNumber: string
  /** The account a bank transfer goes to (a QR-IBAN makes the order number the QR reference). */
  iban: string
}

export type DocumentCustomer = ContactNameAndAddress & {
  title: 'mr' | 'mrs' | 'ms'
  email: string
  /** E.164. */
  phone: string
}

/** An option or service nested under a rental, or a package or service line of its own. */
export type DocumentLine = {
  title: string
  /** The context as the customer entered it, label → value, in the order's language. */
  details: Array<{ label: string; value: string }>
  quantity: number
  /** The service date and end when it has them. */
  startDate: string | null
  endDate: string | null
  total: number
  /** Basis points (810 = 8.1 %). */
  vatRate: number
}

export type DocumentRental = {
  title: string
  reference: string
  arrival: string
  departure: string
  nights: number
  adults: number
  /** The children's ages. */
  childAges: number[]
  /** The rent, VAT included (accommodation rate), special offers applied. */
  rent: number
  /** The tourist tax (no VAT), or 0 with `touristTaxIncluded` when the rent includes it. */
  touristTax: number
  touristTaxIncluded: boolean
  /** Rent + tourist tax. */
  total: number
  vatRate: number
  options: DocumentLine[]
}

export type DocumentVatLine = { rate: number; total: number; vat: number }

export type DocumentPayment = {
  /** When it was paid (an ISO instant) and how. */
  paidAt: string
  kind: 'full' | 'deposit' | 'balance' | 'refund'
  /** 'card' (the provider's page) or 'transfer' (recorded by the agency). */
  method: 'card' | 'transfer'
  /** Positive for a payment, negative for a refund. */
  amount: number
}

/** One tier of the cancellation terms, with the dates it covers for this order's earliest arrival. */
export type DocumentCancellationTier = {
  /** From this date (inclusive) … */
  from: string | null
  /** … to this date (inclusive); null: until arrival. */
  to: string | null
  /** Basis points of the rent due (0, 5000, 10000). */
  rentShare: number
  /** What would be due if cancelled within this tier, and what would come back of what is paid. */
  due: number
  refund: number
}

export type OrderDocument = {
  locale: DocumentLocale
  number: string
  /** When the order was placed (paid or deposit paid), an ISO instant; null for an unpaid cart. */
  placedAt: string | null
  /**
   * When this document is drawn up, an ISO instant: the date it prints (the invoice date of the
   * balance invoice) and its PDF creation date. The renderers read no clock, so one document always
   * gives the same bytes.
   */
  issuedAt: string
  /** DESIGN §3: 1 cart, 2 paid, 3 deposit paid, 4 cancelled. */
  status: 1 | 2 | 3 | 4
  agency: Agency
  customer: DocumentCustomer
  rentals: DocumentRental[]
  /** Packages and services not nested under a rental. */
  lines: DocumentLine[]
  subTotal: number
  /** The reduction code and what it took off (0 without one). */
  reduction: { code: string; amount: number } | null
  total: number
  vat: DocumentVatLine[]
  payments: DocumentPayment[]
  /** Paid so far (payments minus refunds). */
  paid: number
  /** Still due and by when (graded payment: the balance, 30 days before arrival); null when nothing is due. */
  due: { amount: number; by: string } | null
  /** The cancellation terms of the rentals; empty for an order without rentals. */
  cancellation: DocumentCancellationTier[]
  /** The customer's remarks. */
  remarks: string
  /**
   * Absolute links under PUBLIC_URL, signed (docs/decisions/039): the order's page, and its balance
   * payment when one is due; both open on any device, without an account, until the link expires.
   */
  links: { order: string; payBalance: string | null }
}
