import { describe, expect, it } from 'vitest'
import type { OrderDocument } from '../../../orders/document'
import { visibleText } from '../html-text.test-data'
import { HOSTILE_NAME, PAID_ORDER_EN } from './document.test-data'
import { type ArrivalMailStay, arrivalInformationMail } from './arrival-information.server'

const STAY: ArrivalMailStay = {
  title: 'Chalet Gentiane',
  reference: 'CM-L-012',
  arrival: '2027-02-13',
  departure: '2027-02-20',
  checkInFrom: '16:00',
  checkOutBy: '10:00',
  accessCode: '4821',
  wifiNetwork: 'Chalet-Gentiane',
  wifiPassword: 'neige-2027',
  texts: { address: 'Route du Rawyl 12, 3963 Crans-Montana', keyPickup: 'Key box left of the door.\nCode below.', parking: '', notes: 'Ski room in the basement.' },
}

describe('the arrival information e-mail', () => {
  it('says everything to arrive, in both parts, with the order’s link, in English and French', async () => {
    const english = await arrivalInformationMail(PAID_ORDER_EN, STAY)
    expect(english.subject).toBe('Your arrival on 13.02.2027: Chalet Gentiane')
    const french = await arrivalInformationMail({ ...PAID_ORDER_EN, locale: 'fr' } as OrderDocument, STAY)
    expect(french.subject).toBe('Votre arrivée le 13.02.2027 : Chalet Gentiane')
    for (const [mail, facts] of [
      [english, ['Access code: 4821', 'Check-in: 13.02.2027, from 16:00', 'Check-out: 20.02.2027, by 10:00', 'neige-2027', 'Key box left of the door.', 'Good to know']],
      [french, ['Code d’accès : 4821', 'Arrivée : 13.02.2027, dès 16:00', 'Départ : 20.02.2027, au plus tard à 10:00', 'Remise des clés', 'À savoir']],
    ] as const) {
      for (const fact of facts) expect(mail.text, fact).toContain(fact)
      // The HTML part sets label and value in cells of their own.
      const html = visibleText(mail.html ?? '')
      for (const value of ['4821', '16:00', 'Chalet-Gentiane', 'neige-2027', 'Route du Rawyl 12, 3963 Crans-Montana', 'Ski room in the basement.']) expect(html, value).toContain(value)
      expect(mail.text).toContain(PAID_ORDER_EN.links.order)
      // No parking written: no empty heading.
      expect(mail.text).not.toMatch(/Parking/)
    }
  })

  it('escapes what staff typed', async () => {
    const mail = await arrivalInformationMail(PAID_ORDER_EN, { ...STAY, texts: { ...STAY.texts, notes: HOSTILE_NAME } })
    expect(mail.html).not.toContain('<script>alert')
  })
})
