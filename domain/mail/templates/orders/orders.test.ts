import { describe, expect, it } from 'vitest'
import type { OrderDocument } from '../../../orders/document'
import { mailAttachment } from '../../attachments'
import type { MailMessage } from '../../types'
import { attributes, visibleText } from '../html-text.test-data'
import { DEPOSIT_ORDER, HOSTILE_NAME, PAID_ORDER_EN } from './document.test-data'
import { balanceReminderMail, cancellationMail, depositReceivedMail, lostWeekRefundMail, orderConfirmationMail } from './index.server'

const pdf = mailAttachment('4820193746.pdf', 'application/pdf', Buffer.from('%PDF-1.7 confirmation'))
const invoice = mailAttachment('facture-4820193746.pdf', 'application/pdf', Buffer.from('%PDF-1.7 QR-bill'))
const DEPOSIT_ORDER_EN: OrderDocument = { ...DEPOSIT_ORDER, locale: 'en' }
const PAID_ORDER_FR: OrderDocument = { ...PAID_ORDER_EN, locale: 'fr' }

/** Both parts of a message as a reader sees them. */
function parts(mail: MailMessage): { text: string; html: string } {
  return { text: mail.text, html: visibleText(mail.html ?? '') }
}

/** Each fact is in the text part and in the HTML part. */
function expectInBoth(mail: MailMessage, facts: readonly string[]) {
  const { text, html } = parts(mail)
  for (const fact of facts) {
    expect(text, `text part: ${fact}`).toContain(fact)
    expect(html, `HTML part: ${fact}`).toContain(fact)
  }
}

describe('order confirmation', () => {
  it('in French: the items, totals, VAT per rate, the deposit paid, the balance due and by when, the terms with their dates', async () => {
    const mail = await orderConfirmationMail(DEPOSIT_ORDER, { attachments: [pdf] })
    expect(mail.subject).toBe('Votre réservation a bien été reçue — commande n° 4820193746')
    expect(mail.to).toBe('Anne Martin <anne@example.ch>')
    expect(mail.replyTo).toBe('info@crans-montana-agency.ch')
    expect(mail.html).toContain('<html dir="ltr" lang="fr">')
    expectInBoth(mail, [
      'Bonjour Madame Martin,',
      'Chalet Les Mélèzes (CM-L-012)',
      'Du 06.02.2027 au 13.02.2027',
      '7 nuits · 2 adultes, 2 enfants (4 et 9 ans)',
      "CHF 2'400.00",
      'Taxe de séjour',
      'CHF 52.50',
      'Nettoyage final',
      'Linge de lit : Oui',
      'Forfait ski 6 jours',
      'Quantité : 2',
      'Réduction (HIVER10)',
      "CHF 3'142.50",
      'dont TVA 3.8 % sur CHF 2\'300.00',
      'CHF 84.20',
      'dont TVA 8.1 % sur CHF 790.00',
      'CHF 59.20',
      'Acompte par carte, le 24.11.2026',
      'CHF 942.75',
      "Solde à payer : CHF 2'199.75 au plus tard le 07.01.2027",
      "Annulation jusqu'au 08.11.2026",
      'Annulation du 09.11.2026 au 08.01.2027',
      '50 % du loyer dû',
      "Annulation dès le 09.01.2027, jusqu'à l'arrivée",
      '100 % du loyer dû',
      'Arrivée vers 18 h.',
      'en pièce jointe (PDF)',
    ])
    expect(mail.text).toContain('Total TTC : CHF 3\'142.50')
    expect(mail.text).toContain(`Voir ma commande : ${DEPOSIT_ORDER.links.order}`)
    expect(mail.text).toContain(`Payer le solde : ${DEPOSIT_ORDER.links.payBalance}`)
    expect(attributes(mail.html ?? '', 'href')).toEqual(expect.arrayContaining([DEPOSIT_ORDER.links.order, DEPOSIT_ORDER.links.payBalance]))
    expect(mail.attachments).toEqual([pdf])
  })
  it('in English: paid in full, nothing due, no balance link', async () => {
    const mail = await orderConfirmationMail(PAID_ORDER_EN)
    expect(mail.subject).toBe('Your reservation has been received — order no. 4820193746')
    expect(mail.to).toBe('John Smith <john@example.com>')
    expect(mail.html).toContain('<html dir="ltr" lang="en">')
    expectInBoth(mail, [
      'Dear Mr Smith,',
      '06.02.2027 to 13.02.2027',
      '7 nights · 2 adults, 2 children (aged 4 and 9)',
      'Total (VAT included)',
      "CHF 3'142.50",
      'incl. VAT 3.8 % on CHF 2\'300.00',
      'Payment by card, 23.11.2026',
      'Cancelled from 09.11.2026 to 08.01.2027',
      'Free cancellation (transaction fees deducted)',
      'Please check this confirmation',
    ])
    const { text, html } = parts(mail)
    for (const part of [text, html]) expect(part).not.toMatch(/Balance due|Pay the balance|attached/)
    expect(mail.attachments).toBeUndefined()
  })
  it('names the day of an instant in Zurich: paid at 23:30 UTC on the 23rd is the 24th', async () => {
    const mail = await orderConfirmationMail({ ...DEPOSIT_ORDER, placedAt: '2026-11-23T22:59:00Z' })
    expect(mail.text).toContain('commande n° 4820193746 du 23.11.2026.')
    expect(mail.text).toContain('Acompte par carte, le 24.11.2026')
  })
  it('leaves out the terms for an order without rentals, the reduction line without a code', async () => {
    const mail = await orderConfirmationMail({ ...PAID_ORDER_FR, rentals: [], cancellation: [], reduction: null, subTotal: 64_000, total: 64_000 })
    const { text, html } = parts(mail)
    for (const part of [text, html]) {
      expect(part).not.toMatch(/Conditions d'annulation|Réduction|Sous-total|Chalet/)
      expect(part).toContain('Forfait ski 6 jours')
    }
  })
  it('escapes what the customer typed in the HTML part; the text part keeps it as plain text', async () => {
    const customer = { ...DEPOSIT_ORDER.customer, firstName: HOSTILE_NAME, lastName: `Martin ${HOSTILE_NAME}` }
    const mail = await orderConfirmationMail({ ...DEPOSIT_ORDER, customer, remarks: `<img src=x onerror=alert(1)> ${HOSTILE_NAME}` })
    expect(mail.html).not.toMatch(/<script|<img src=x/)
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(mail.text).toContain(`Madame ${HOSTILE_NAME} Martin ${HOSTILE_NAME}`)
    // The display name can add no header nor a second address.
    expect(mail.to).toBe('scriptalert(x)/script Martin scriptalert(x)/script <anne@example.ch>')
  })
})

describe('deposit received', () => {
  it('in French: the deposit, the balance and its due date, the link to pay it', async () => {
    const mail = await depositReceivedMail(DEPOSIT_ORDER)
    expect(mail.subject).toBe('Acompte reçu — commande n° 4820193746')
    expectInBoth(mail, [
      'Nous avons bien reçu votre acompte de CHF 942.75 pour la commande n° 4820193746',
      'Chalet Les Mélèzes (CM-L-012)',
      "Le solde de CHF 2'199.75 est à payer au plus tard le 07.01.2027",
      'Payer le solde',
    ])
    expect(mail.text).toContain(`Payer le solde : ${DEPOSIT_ORDER.links.payBalance}`)
    expect(attributes(mail.html ?? '', 'href')).toContain(DEPOSIT_ORDER.links.payBalance)
  })
  it('in English', async () => {
    const mail = await depositReceivedMail(DEPOSIT_ORDER_EN)
    expect(mail.subject).toBe('Deposit received — order no. 4820193746')
    expectInBoth(mail, ['We have received your deposit of CHF 942.75 for order no. 4820193746', "The balance of CHF 2'199.75 is due by 07.01.2027", 'Pay the balance'])
  })
  it('refuses a document that says nothing is due', async () => {
    await expect(depositReceivedMail(PAID_ORDER_EN)).rejects.toThrow('needs the balance due')
  })
})

describe('balance reminder', () => {
  it('in French: amount, due date, the payment link, the bank transfer with the attached QR-bill', async () => {
    const mail = await balanceReminderMail(DEPOSIT_ORDER, { invoice })
    expect(mail.subject).toBe("Rappel : solde à payer d'ici le 07.01.2027 — commande n° 4820193746")
    expectInBoth(mail, [
      "Le solde de CHF 2'199.75 de votre commande n° 4820193746 est à payer au plus tard le 07.01.2027.",
      'virement bancaire avec la facture QR jointe',
      'CH44 3199 9123 0008 8901 2',
      'Si vous avez déjà payé',
    ])
    expect(mail.text).toContain(`Payer le solde : ${DEPOSIT_ORDER.links.payBalance}`)
    expect(mail.attachments).toEqual([invoice])
  })
  it('in English', async () => {
    const mail = await balanceReminderMail(DEPOSIT_ORDER_EN, { invoice })
    expect(mail.subject).toBe('Reminder: balance due by 07.01.2027 — order no. 4820193746')
    expectInBoth(mail, ["The balance of CHF 2'199.75 of your order no. 4820193746 is due by 07.01.2027.", 'bank transfer with the attached QR-bill invoice', 'IBAN'])
    expect(mail.attachments).toEqual([invoice])
  })
})

describe('cancellation and refund', () => {
  const refund = { amount: 311_750, method: 'card' as const, expectedBy: '2026-11-15' }
  it('in English: what was cancelled, the amount due under the terms, the refund and when it arrives', async () => {
    const mail = await cancellationMail({ ...PAID_ORDER_EN, status: 4 }, { cancelledOn: '2026-11-01', due: 2_500, rentShare: 0, refund })
    expect(mail.subject).toBe('Your reservation has been cancelled — order no. 4820193746')
    expectInBoth(mail, [
      'Your order no. 4820193746 was cancelled on 01.11.2026.',
      'Chalet Les Mélèzes (CM-L-012)',
      'Forfait ski 6 jours',
      'CHF 25.00 (free cancellation under our terms)',
      "We are refunding CHF 3'117.50 to the card used for the payment.",
      'It should reach your account by 15.11.2026',
    ])
  })
  it('in French, with half the rent due and nothing to refund', async () => {
    const mail = await cancellationMail({ ...DEPOSIT_ORDER, status: 4 }, { cancelledOn: '2026-12-01', due: 120_000, rentShare: 5000, refund: null })
    expect(mail.subject).toBe('Annulation de votre réservation — commande n° 4820193746')
    expectInBoth(mail, [
      'Votre commande n° 4820193746 a été annulée le 01.12.2026.',
      "CHF 1'200.00 (50 % du loyer, selon nos conditions d'annulation)",
      "aucun montant ne vous est remboursé",
    ])
    // A cancelled order has no balance to pay.
    for (const part of Object.values(parts(mail))) expect(part).not.toMatch(/Payer le solde|Solde à payer/)
  })
  it('in French, refunded by transfer without a known date', async () => {
    const mail = await cancellationMail(
      { ...DEPOSIT_ORDER, status: 4 },
      { cancelledOn: '2026-11-01', due: 2_500, rentShare: 0, refund: { amount: 91_775, method: 'transfer', expectedBy: null } },
    )
    expectInBoth(mail, ['Nous vous remboursons CHF 917.75 par virement bancaire.', 'Le délai dépend de votre banque'])
  })
})

describe('refund after a lost week', () => {
  const extra = {
    refund: { amount: 94_275, method: 'card' as const, expectedBy: '2026-12-04' },
    rebookUrl: 'https://www.crans-montana-agency.ch/location/prix-semaine',
  }
  it('in French: refunded in full, the order is not confirmed, how to choose other dates', async () => {
    const mail = await lostWeekRefundMail({ ...DEPOSIT_ORDER, status: 1 }, extra)
    expect(mail.subject).toBe("Paiement remboursé : la semaine n'est plus disponible — commande n° 4820193746")
    expectInBoth(mail, [
      'Chalet Les Mélèzes (CM-L-012)',
      'Du 06.02.2027 au 13.02.2027',
      "Nous vous avons remboursé l'intégralité de votre paiement, CHF 942.75, sur la carte utilisée pour le paiement.",
      "Votre commande n'est donc pas confirmée",
      "Choisir d'autres dates",
    ])
    expect(mail.text).toContain(`Choisir d'autres dates : ${extra.rebookUrl}`)
    expect(attributes(mail.html ?? '', 'href')).toContain(extra.rebookUrl)
  })
  it('in English', async () => {
    const mail = await lostWeekRefundMail({ ...DEPOSIT_ORDER_EN, status: 1 }, extra)
    expect(mail.subject).toBe('Payment refunded: the week is no longer available — order no. 4820193746')
    expectInBoth(mail, ['We have refunded your payment in full, CHF 942.75', 'Your order is therefore not confirmed', 'Choose other dates', 'It should reach your account by 04.12.2026'])
  })
})
