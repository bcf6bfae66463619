/**
 * The words of the order documents in French and English: headings, column names and the phrases
 * that put the document's figures into words (nights, persons, periods). Amounts and dates are
 * written the same way in both languages (CHF 1'250.00, DD.MM.YYYY), by domain/format.
 */
import { formatDate } from '../../format/date'
import { formatMoney } from '../../format/money'
import { formatRate } from '../../vat/rates'
import type { DocumentCancellationTier, DocumentCustomer, DocumentLocale, DocumentPayment, DocumentRental } from '../document'
import { textIn } from '../../i18n/bilingual'

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** "Du 06.03.2027 au 13.03.2027" / "06.03.2027 to 13.03.2027", or a single day. */
function period(locale: DocumentLocale, start: string, end: string | null): string {
  if (end === null || end === start) return locale === 'fr' ? `Le ${formatDate(start)}` : `On ${formatDate(start)}`
  return locale === 'fr' ? `Du ${formatDate(start)} au ${formatDate(end)}` : `${formatDate(start)} to ${formatDate(end)}`
}

function list(words: string[], and: string): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')}${and}${words[words.length - 1]}`
}

/** "4 et 9 ans", "moins d'un an et 3 ans" / "aged 4 and 9", "aged under 1 and 3". */
function ages(locale: DocumentLocale, childAges: number[]): string {
  if (locale === 'en') return `aged ${list(childAges.map((age) => (age === 0 ? 'under 1' : String(age))), ' and ')}`
  if (childAges.every((age) => age >= 2)) return `${list(childAges.map(String), ' et ')} ans`
  return list(childAges.map((age) => (age === 0 ? "moins d'un an" : age === 1 ? '1 an' : `${age} ans`)), ' et ')
}

const fr = {
  colon: ' : ',
  confirmationTitle: 'Confirmation de réservation',
  invoiceTitle: 'Facture de solde',
  orderOf: (number: string, date: string) => `Commande n° ${number} du ${date}`,
  cart: (number: string) => `Commande n° ${number}`,
  issuedOn: (date: string) => `Établi le ${date}`,
  invoiceDate: 'Date de facture',
  dueDate: 'Échéance',
  unpaid: "Cette commande n'est pas encore payée : elle n'est pas confirmée et les dates ne sont pas réservées.",
  cancelled: 'Cette commande est annulée.',
  vatNumber: 'N° TVA',
  description: 'Désignation',
  vatColumn: 'TVA',
  amount: 'Montant',
  rentals: 'Locations',
  packagesAndServices: 'Forfaits et prestations',
  reference: (reference: string) => `réf. ${reference}`,
  rent: 'Loyer',
  touristTax: 'Taxe de séjour',
  included: 'incluse',
  noVat: '—',
  nights: (n: number) => plural(n, 'nuit', 'nuits'),
  persons: (rental: Pick<DocumentRental, 'adults' | 'childAges'>) => {
    const adults = plural(rental.adults, 'adulte', 'adultes')
    if (rental.childAges.length === 0) return adults
    return `${adults}, ${plural(rental.childAges.length, 'enfant', 'enfants')} (${ages('fr', rental.childAges)})`
  },
  period: (start: string, end: string | null) => period('fr', start, end),
  subTotal: 'Sous-total',
  reductionCode: (code: string) => `Réduction (code ${code})`,
  total: 'Total TTC',
  vatOn: (rate: number, total: number) => `dont TVA ${formatRate(rate)} % sur ${formatMoney(total)}`,
  rate: (basisPoints: number) => `${formatRate(basisPoints)} %`,
  paymentsTitle: 'Paiements',
  date: 'Date',
  kind: 'Type',
  method: 'Moyen',
  paymentKinds: { full: 'Paiement complet', deposit: 'Acompte', balance: 'Solde', refund: 'Remboursement' } satisfies Record<
    DocumentPayment['kind'],
    string
  >,
  paymentMethods: { card: 'Carte', transfer: 'Virement' } satisfies Record<DocumentPayment['method'], string>,
  paid: 'Total payé',
  paymentMade: (kind: string, date: string, method: string) => `${kind} du ${date} (${method.toLowerCase()})`,
  noPayment: 'Aucun paiement reçu.',
  stillDue: (amount: number, by: string) => `Reste à payer : ${formatMoney(amount)} d'ici le ${formatDate(by)}`,
  paidInFull: 'Commande entièrement payée.',
  payOnline: 'Payer en ligne',
  yourOrder: 'Votre commande en ligne',
  cancellationTitle: "Conditions d'annulation",
  cancellationIntro: "En cas d'annulation par le locataire, selon la date d'annulation :",
  cancellationPeriod: 'Annulation',
  rentShare: 'Part du loyer',
  cancellationDue: 'Montant dû',
  refund: 'Remboursement',
  tierPeriod: (tier: DocumentCancellationTier) => {
    if (tier.from === null && tier.to === null) return "Jusqu'à l'arrivée"
    if (tier.from === null) return `Jusqu'au ${formatDate(tier.to as string)}`
    if (tier.to === null) return `Dès le ${formatDate(tier.from)}`
    return `Du ${formatDate(tier.from)} au ${formatDate(tier.to)}`
  },
  freeTierNote: 'Annulation sans frais de location : seuls les frais de transaction sont retenus.',
  remarksTitle: 'Vos remarques',
  termsTitle: 'Conditions générales',
  terms: [
    'Veuillez vérifier cette confirmation et nous signaler toute erreur dans les 2 jours ouvrables.',
    "Un sinistre couvert par l'assurance annulation doit nous être annoncé dans les 48 heures.",
    "Le droit suisse est applicable. Le for est au lieu de l'immeuble pour les locations et à Sierre pour les services de conciergerie.",
  ],
  termsLink: (url: string) => `Conditions générales complètes : ${url}`,
  orderRecap: 'Votre commande',
  amountDue: 'Montant à payer',
  payBy: (by: string) => `Payable d'ici le ${formatDate(by)}`,
  payInstructions: (reference: string, online: boolean) =>
    `Merci de payer par virement avec la section paiement ci-dessous (référence ${reference})${online ? ' ou par carte en ligne' : ''}.`,
  qrMessage: (number: string) => `Commande ${number}`,
  pageOf: (page: number, count: number) => `${page}/${count}`,
  customerName: (customer: DocumentCustomer) => `${{ mr: 'M.', mrs: 'Mme', ms: 'Mme' }[customer.title]} ${customer.firstName} ${customer.lastName}`,
}

export type Labels = typeof fr

const en: Labels = {
  colon: ': ',
  confirmationTitle: 'Booking confirmation',
  invoiceTitle: 'Balance invoice',
  orderOf: (number, date) => `Order no. ${number} of ${date}`,
  cart: (number) => `Order no. ${number}`,
  issuedOn: (date) => `Issued on ${date}`,
  invoiceDate: 'Invoice date',
  dueDate: 'Due date',
  unpaid: 'This order is not paid yet: it is not confirmed and the dates are not booked.',
  cancelled: 'This order has been cancelled.',
  vatNumber: 'VAT no.',
  description: 'Description',
  vatColumn: 'VAT',
  amount: 'Amount',
  rentals: 'Rentals',
  packagesAndServices: 'Packages and services',
  reference: (reference) => `ref. ${reference}`,
  rent: 'Rent',
  touristTax: 'Tourist tax',
  included: 'included',
  noVat: '—',
  nights: (n) => plural(n, 'night', 'nights'),
  persons: (rental) => {
    const adults = plural(rental.adults, 'adult', 'adults')
    if (rental.childAges.length === 0) return adults
    return `${adults}, ${plural(rental.childAges.length, 'child', 'children')} (${ages('en', rental.childAges)})`
  },
  period: (start, end) => period('en', start, end),
  subTotal: 'Subtotal',
  reductionCode: (code) => `Reduction (code ${code})`,
  total: 'Total (VAT included)',
  vatOn: (rate, total) => `incl. VAT ${formatRate(rate)}% on ${formatMoney(total)}`,
  rate: (basisPoints) => `${formatRate(basisPoints)}%`,
  paymentsTitle: 'Payments',
  date: 'Date',
  kind: 'Type',
  method: 'Method',
  paymentKinds: { full: 'Full payment', deposit: 'Deposit', balance: 'Balance', refund: 'Refund' },
  paymentMethods: { card: 'Card', transfer: 'Bank transfer' },
  paid: 'Total paid',
  paymentMade: (kind, date, method) => `${kind} of ${date} (${method.toLowerCase()})`,
  noPayment: 'No payment received.',
  stillDue: (amount, by) => `Still due: ${formatMoney(amount)} by ${formatDate(by)}`,
  paidInFull: 'This order is paid in full.',
  payOnline: 'Pay online',
  yourOrder: 'Your order online',
  cancellationTitle: 'Cancellation terms',
  cancellationIntro: 'If the tenant cancels, depending on the date of cancellation:',
  cancellationPeriod: 'Cancellation',
  rentShare: 'Share of the rent',
  cancellationDue: 'Amount due',
  refund: 'Refund',
  tierPeriod: (tier) => {
    if (tier.from === null && tier.to === null) return 'Until arrival'
    if (tier.from === null) return `Until ${formatDate(tier.to as string)}`
    if (tier.to === null) return `From ${formatDate(tier.from)}`
    return `${formatDate(tier.from)} to ${formatDate(tier.to)}`
  },
  freeTierNote: 'Cancellation free of rent: only the transaction fees are kept.',
  remarksTitle: 'Your remarks',
  termsTitle: 'General terms',
  terms: [
    'Please check this confirmation and report any error to us within 2 business days.',
    'A claim under the cancellation insurance must be reported to us within 48 hours.',
    'Swiss law applies. The place of jurisdiction is the place of the property for rentals and Sierre for concierge services.',
  ],
  termsLink: (url) => `Full general terms: ${url}`,
  orderRecap: 'Your order',
  amountDue: 'Amount due',
  payBy: (by) => `Payable by ${formatDate(by)}`,
  payInstructions: (reference, online) =>
    `Please pay by bank transfer with the payment part below (reference ${reference})${online ? ' or by card online' : ''}.`,
  qrMessage: (number) => `Order ${number}`,
  pageOf: (page, count) => `${page}/${count}`,
  customerName: (customer) => `${{ mr: 'Mr', mrs: 'Mrs', ms: 'Ms' }[customer.title]} ${customer.firstName} ${customer.lastName}`,
}

export function labelsFor(locale: DocumentLocale): Labels {
  return textIn({ fr, en }, locale)
}
