import { describe, expect, it } from 'vitest'
import { arrivalFormOf, arrivalTextsIn, parseArrival, readTime } from './arrival-input'

const filled = {
  checkInFrom: '16:00',
  checkOutBy: '10:00',
  accessCode: ' 4821 ',
  wifiNetwork: 'Chalet-Gentiane',
  wifiPassword: 'neige-2026',
  address_fr: 'Route du Rawyl 12, 3963 Crans-Montana',
  keyPickup_fr: 'Boîte à clés à gauche de la porte.',
  parking_fr: 'Place 14 au sous-sol.',
  notes_fr: '',
  address_en: '',
  keyPickup_en: 'Key box left of the door.',
  parking_en: '',
  notes_en: '',
}

describe('arrival information as staff write it', () => {
  it('reads times as HH:MM, a single-digit hour padded, and refuses anything else', () => {
    expect(readTime('9:05')).toBe('09:05')
    expect(readTime(' 16:30 ')).toBe('16:30')
    for (const wrong of ['24:00', '16h', '16:60', '', '1600', '16:00:00']) expect(readTime(wrong)).toBeNull()
  })

  it('keeps the French texts, the English given, the secrets trimmed', () => {
    const parsed = parseArrival(filled, 'fr')
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.value).toMatchObject({ checkInFrom: '16:00', accessCode: '4821', texts: { fr: { parking: 'Place 14 au sous-sol.' }, en: { keyPickup: 'Key box left of the door.', address: '' } } })
    expect(arrivalFormOf(parsed.value)).toMatchObject({ accessCode: '4821', keyPickup_en: 'Key box left of the door.', address_en: '' })
  })

  it('stores no English when none is written', () => {
    const parsed = parseArrival({ ...filled, keyPickup_en: '' }, 'en')
    expect(parsed.ok && parsed.value.texts.en).toBeUndefined()
  })

  it('requires the French address and key pickup, refuses English without French, wrong times and texts too long, in the page’s language', () => {
    const parsed = parseArrival({ ...filled, checkInFrom: '16h', address_fr: ' ', notes_en: 'Ski room', accessCode: 'x'.repeat(61), parking_fr: 'é'.repeat(1001) }, 'en')
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.errors.checkInFrom).toMatchObject({ code: 'time', message: 'Enter a time as HH:MM, for example 16:00.' })
    expect(parsed.errors.address_fr?.code).toBe('required')
    expect(parsed.errors.notes_fr?.code).toBe('french_first')
    expect(parsed.errors.accessCode).toMatchObject({ code: 'maxLength', message: '60 characters at most.' })
    expect(parsed.errors.parking_fr?.code).toBe('maxLength')
    const french = parseArrival({ ...filled, checkOutBy: '' }, 'fr')
    expect(!french.ok && french.errors.checkOutBy?.message).toBe('Saisissez une heure au format HH:MM, par exemple 16:00.')
  })

  it('gives English guests the English texts, French where English is empty, and French to everyone else', () => {
    const texts = { fr: { address: 'Adresse', keyPickup: 'Clés', parking: 'Garage', notes: '' }, en: { address: '', keyPickup: 'Keys', parking: '', notes: '' } }
    expect(arrivalTextsIn(texts, 'en')).toEqual({ address: 'Adresse', keyPickup: 'Keys', parking: 'Garage', notes: '' })
    expect(arrivalTextsIn(texts, 'fr')).toEqual(texts.fr)
    expect(arrivalTextsIn({ fr: texts.fr }, 'en')).toEqual(texts.fr)
    expect(arrivalTextsIn(texts, 'de')).toEqual(texts.fr)
  })
})
