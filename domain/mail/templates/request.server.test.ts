import { describe, expect, it } from 'vitest'
import type { StoredRequest } from '../../requests/request-mails'
import { visibleText } from './html-text.test-data'
import { agencyNotification, visitorAcknowledgement } from './request.server'
import { TEST_AGENCY_ADDRESS } from '../../agency/address.test-data'

const agency = { name: 'Crans-Montana Agency', email: 'info@crans-montana-agency.ch', phone: '+41 27 480 00 00', url: 'https://crans-montana-agency.ch', address: TEST_AGENCY_ADDRESS }

const request: StoredRequest = {
  id: 42,
  kind: 'information',
  locale: 'en',
  subject: { type: 'location', id: 12, reference: 'CM-L-012', title: 'Larch chalet', titleFr: 'Chalet Les Mélèzes' },
  title: 'mrs',
  firstName: 'Anne',
  lastName: 'Martin',
  email: 'anne@example.ch',
  phone: '+41791234567',
  phoneCountry: 'CH',
  birthdate: null,
  visitDates: null,
  message: 'Is it free in March?',
  pageUrl: 'https://crans-montana-agency.ch/en/location/chalet-12',
  createdAt: new Date('2026-11-23T10:15:00Z'),
}

describe('agencyNotification', async () => {
  const mail = await agencyNotification(request, 'info@crans-montana-agency.ch', agency)
  it('goes to the agency in French, answerable to the visitor', () => {
    expect(mail.to).toBe('info@crans-montana-agency.ch')
    expect(mail.replyTo).toBe('Anne Martin <anne@example.ch>')
    expect(mail.subject).toBe("Demande d'information — Chalet Les Mélèzes (CM-L-012)")
    expect(mail.html).toContain('<html dir="ltr" lang="fr">')
  })
  it('lists everything the visitor sent, in both parts', () => {
    for (const part of [mail.text, visibleText(mail.html ?? '')]) {
      expect(part).toContain("Demande d'information n° 42 reçue le 23.11.2026 à 11:15.")
      expect(part).toContain('Is it free in March?')
      expect(part).toContain('+41 79 123 45 67')
    }
    expect(mail.text).toContain('Langue du visiteur : anglais')
    expect(mail.text).toContain('Objet : location — Chalet Les Mélèzes (CM-L-012)')
    expect(mail.text).toContain('Page : https://crans-montana-agency.ch/en/location/chalet-12')
    expect(mail.text).toContain('Civilité : Madame')
    expect(mail.text).toContain('Téléphone : +41 79 123 45 67')
  })
  it('names the person for a contact request and shows birthdate and visit dates when asked', async () => {
    const contact = await agencyNotification({ ...request, kind: 'contact', subject: null, birthdate: '1980-02-01' }, 'a@b.ch', agency)
    expect(contact.subject).toBe('Demande de contact — Anne Martin')
    expect(contact.text).toContain('Date de naissance : 01.02.1980')
    const visit = await agencyNotification({ ...request, kind: 'visit', visitDates: 'Saturday morning' }, 'a@b.ch', agency)
    expect(visit.subject).toBe('Demande de visite — Chalet Les Mélèzes (CM-L-012)')
    expect(visit.text).toContain('Dates de visite souhaitées : Saturday morning')
  })
  it('keeps characters that would break the address out of the display name', async () => {
    const odd = await agencyNotification({ ...request, firstName: 'A<b>"c', lastName: 'D\nE' }, 'a@b.ch', agency)
    expect(odd.replyTo).toBe('Abc D E <anne@example.ch>')
  })
  it('escapes what the visitor wrote in the HTML part and keeps it as it was in the text', async () => {
    const hostile = await agencyNotification(
      { ...request, firstName: '<script>alert(1)</script>', message: 'Hi <img src=x onerror=alert(1)>\nsecond line' },
      'a@b.ch',
      agency,
    )
    expect(hostile.html).not.toMatch(/<script>|<img src=x/)
    expect(hostile.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(hostile.html).toContain('Hi &lt;img src=x onerror=alert(1)&gt;')
    expect(hostile.text).toContain('Prénom : <script>alert(1)</script>')
    expect(hostile.text).toContain('Hi <img src=x onerror=alert(1)>\nsecond line')
  })
})

describe('visitorAcknowledgement', () => {
  it('answers in English to an English visitor', async () => {
    const mail = await visitorAcknowledgement(request, agency)
    expect(mail.to).toBe('Anne Martin <anne@example.ch>')
    expect(mail.replyTo).toBe('info@crans-montana-agency.ch')
    expect(mail.subject).toBe('We have received your request')
    expect(mail.text).toContain('Dear Mrs Martin,')
    expect(mail.text).toContain('request for information about “Larch chalet”')
    expect(mail.html).toContain('<html dir="ltr" lang="en">')
    expect(mail.html).toContain('Dear Mrs Martin,')
  })
  it('answers in French to a French visitor', async () => {
    const mail = await visitorAcknowledgement({ ...request, locale: 'fr', kind: 'visit', subject: { ...request.subject!, title: 'Chalet Les Mélèzes' } }, agency)
    expect(mail.subject).toBe('Nous avons bien reçu votre demande')
    expect(mail.text).toContain('Bonjour Madame Martin,')
    expect(mail.text).toContain('demande de visite concernant « Chalet Les Mélèzes »')
    expect(visibleText(mail.html ?? '')).toContain('demande de visite concernant « Chalet Les Mélèzes »')
  })
  it('does not repeat the visitor’s message, in either part', async () => {
    const mail = await visitorAcknowledgement(request, agency)
    expect(mail.text).not.toContain('Is it free in March?')
    expect(visibleText(mail.html ?? '')).not.toContain('Is it free in March?')
  })
  it('repeats of the names only a short name: no link, address, number, nor long text', async () => {
    const spam = await visitorAcknowledgement(
      { ...request, firstName: 'Call +41 79 000 00 00', lastName: 'Visit https://spam.example/offer — 50% off <b>now</b> '.repeat(3), visitDates: 'see www.spam.example' },
      agency,
    )
    expect(spam.to).toBe('Call Visit https spam example <anne@example.ch>')
    expect(spam.text).toContain('Dear Mrs Visit https spam example offer,')
    for (const part of [spam.text, visibleText(spam.html ?? '')]) expect(part).not.toMatch(/spam\.example|www|50 ?%|<b>|79 000/)
    const nameless = await visitorAcknowledgement({ ...request, firstName: '12', lastName: '…' }, agency)
    expect(nameless.to).toBe('anne@example.ch')
    expect(nameless.text.startsWith('Hello,\n')).toBe(true)
  })
})
