/**
 * The words the order e-mails share, in French and English. Money is CHF 1'250.00 and dates
 * DD.MM.YYYY in both languages (DESIGN §3).
 */
import { formatDate } from '../../../format/date'
import { formatMoney } from '../../../format/money'
import type { DocumentLocale, DocumentPayment } from '../../../orders/document'
import { formatRate } from '../../../vat/rates'

export const money = formatMoney

/** An ISO calendar date → "05.01.2026". */
export const day = (iso: string) => formatDate(iso)

/** An ISO instant → its calendar day in Europe/Zurich ("2026-11-23T23:30:00Z" is the 24th). */
export const dayOf = (instant: string) => formatDate(new Date(instant))

/** "a, b et c" / "a, b and c" */
function list(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`
}

export type Words = {
  order: (number: string) => string
  greeting: (civility: string, lastName: string) => string
  period: (arrival: string, departure: string) => string
  nights: (count: number) => string
  persons: (adults: number, childAges: readonly number[]) => string
  rent: string
  touristTax: string
  included: string
  quantity: string
  serviceDates: (start: string, end: string | null) => string
  items: string
  subTotal: string
  reduction: (code: string) => string
  total: string
  vatOn: (rate: number, total: number) => string
  payments: string
  payment: (payment: DocumentPayment) => string
  paid: string
  due: (amount: number, by: string) => string
  payBalance: string
  viewOrder: string
  cancellationTerms: string
  tierPeriod: (from: string | null, to: string | null) => string
  tierShare: (rentShare: number) => string
  tierDue: (amount: number) => string
  tierRefund: (amount: number) => string
  remarks: string
  customer: string
  name: string
  address: string
  email: string
  phone: string
  refundMethod: (method: 'card' | 'transfer') => string
  refundArrives: (by: string | null) => string
  regards: string
  team: (agency: string) => string
}

const KIND_FR: Record<DocumentPayment['kind'], string> = { full: 'Paiement', deposit: 'Acompte', balance: 'Solde', refund: 'Remboursement' }
const KIND_EN: Record<DocumentPayment['kind'], string> = { full: 'Payment', deposit: 'Deposit', balance: 'Balance', refund: 'Refund' }

const fr: Words = {
  order: (number) => `commande n° ${number}`,
  greeting: (civility, lastName) => (lastName ? `Bonjour ${civility} ${lastName},` : 'Bonjour,'),
  period: (arrival, departure) => `Du ${day(arrival)} au ${day(departure)}`,
  nights: (count) => plural(count, 'nuit', 'nuits'),
  persons: (adults, ages) => {
    const parts = [plural(adults, 'adulte', 'adultes')]
    if (ages.length) {
      const years = ages.length === 1 && ages[0] <= 1 ? 'an' : 'ans'
      parts.push(`${plural(ages.length, 'enfant', 'enfants')} (${list(ages.map(String), 'et')} ${years})`)
    }
    return parts.join(', ')
  },
  rent: 'Loyer',
  touristTax: 'Taxe de séjour',
  included: 'incluse',
  quantity: 'Quantité',
  serviceDates: (start, end) => (end && end !== start ? `Du ${day(start)} au ${day(end)}` : `Le ${day(start)}`),
  items: 'Votre réservation',
  subTotal: 'Sous-total',
  reduction: (code) => `Réduction (${code})`,
  total: 'Total TTC',
  vatOn: (rate, total) => `dont TVA ${formatRate(rate)} % sur ${money(total)}`,
  payments: 'Paiements',
  payment: (p) => `${KIND_FR[p.kind]} ${p.method === 'card' ? 'par carte' : 'par virement'}, le ${dayOf(p.paidAt)}`,
  paid: 'Payé à ce jour',
  due: (amount, by) => `Solde à payer : ${money(amount)} au plus tard le ${day(by)}`,
  payBalance: 'Payer le solde',
  viewOrder: 'Voir ma commande',
  cancellationTerms: "Conditions d'annulation",
  tierPeriod: (from, to) =>
    from && to ? `Annulation du ${day(from)} au ${day(to)}`
    : to ? `Annulation jusqu'au ${day(to)}`
    : from ? `Annulation dès le ${day(from)}, jusqu'à l'arrivée`
    : 'Annulation en tout temps',
  tierShare: (share) => (share === 0 ? 'Annulation gratuite (frais de transaction déduits)' : `${formatRate(share)} % du loyer dû`),
  tierDue: (amount) => `Montant dû : ${money(amount)}`,
  tierRefund: (amount) => `Remboursement : ${money(amount)}`,
  remarks: 'Vos remarques',
  customer: 'Vos coordonnées',
  name: 'Nom',
  address: 'Adresse',
  email: 'E-mail',
  phone: 'Téléphone',
  refundMethod: (method) => (method === 'card' ? 'sur la carte utilisée pour le paiement' : 'par virement bancaire'),
  refundArrives: (by) =>
    by ? `Vous devriez le recevoir d'ici le ${day(by)} (le délai dépend de votre banque).` : 'Le délai dépend de votre banque, en général quelques jours ouvrables.',
  regards: 'Meilleures salutations',
  team: (agency) => `L'équipe de ${agency}`,
}

const en: Words = {
  order: (number) => `order no. ${number}`,
  greeting: (civility, lastName) => (lastName ? `Dear ${civility} ${lastName},` : 'Hello,'),
  period: (arrival, departure) => `${day(arrival)} to ${day(departure)}`,
  nights: (count) => plural(count, 'night', 'nights'),
  persons: (adults, ages) => {
    const parts = [plural(adults, 'adult', 'adults')]
    if (ages.length) parts.push(`${plural(ages.length, 'child', 'children')} (aged ${list(ages.map(String), 'and')})`)
    return parts.join(', ')
  },
  rent: 'Rent',
  touristTax: 'Tourist tax',
  included: 'included',
  quantity: 'Quantity',
  serviceDates: (start, end) => (end && end !== start ? `${day(start)} to ${day(end)}` : `On ${day(start)}`),
  items: 'Your reservation',
  subTotal: 'Subtotal',
  reduction: (code) => `Reduction (${code})`,
  total: 'Total (VAT included)',
  vatOn: (rate, total) => `incl. VAT ${formatRate(rate)} % on ${money(total)}`,
  payments: 'Payments',
  payment: (p) => `${KIND_EN[p.kind]} ${p.method === 'card' ? 'by card' : 'by bank transfer'}, ${dayOf(p.paidAt)}`,
  paid: 'Paid so far',
  due: (amount, by) => `Balance due: ${money(amount)} by ${day(by)}`,
  payBalance: 'Pay the balance',
  viewOrder: 'View my order',
  cancellationTerms: 'Cancellation terms',
  tierPeriod: (from, to) =>
    from && to ? `Cancelled from ${day(from)} to ${day(to)}`
    : to ? `Cancelled until ${day(to)}`
    : from ? `Cancelled from ${day(from)} until arrival`
    : 'Cancelled at any time',
  tierShare: (share) => (share === 0 ? 'Free cancellation (transaction fees deducted)' : `${formatRate(share)} % of the rent due`),
  tierDue: (amount) => `Amount due: ${money(amount)}`,
  tierRefund: (amount) => `Refund: ${money(amount)}`,
  remarks: 'Your remarks',
  customer: 'Your details',
  name: 'Name',
  address: 'Address',
  email: 'E-mail',
  phone: 'Phone',
  refundMethod: (method) => (method === 'card' ? 'to the card used for the payment' : 'by bank transfer'),
  refundArrives: (by) =>
    by ? `It should reach your account by ${day(by)} (this depends on your bank).` : 'How long it takes depends on your bank, usually a few working days.',
  regards: 'Kind regards',
  team: (agency) => `The ${agency} team`,
}

export const WORDS: Record<DocumentLocale, Words> = { fr, en }
