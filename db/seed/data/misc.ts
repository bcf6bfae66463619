import type { Localized } from '../../schema'

/** The banner notice in force: starts a month ago, ends in six months. */
export function buildAlert(now: Date): { level: 'info'; startsAt: Date; endsAt: Date; message: Localized } {
  const startsAt = new Date(now)
  startsAt.setUTCMonth(startsAt.getUTCMonth() - 1)
  const endsAt = new Date(now)
  endsAt.setUTCMonth(endsAt.getUTCMonth() + 6)
  return {
    level: 'info',
    startsAt,
    endsAt,
    message: {
      fr: 'Pendant les fêtes de fin d’année, l’agence reste ouverte le samedi de 9 h à 12 h pour l’accueil des hôtes et la remise des clés.',
      en: 'During the festive season the agency stays open on Saturdays from 9 a.m. to 12 noon to welcome guests and hand over keys.',
    },
  }
}

export const PRODUCT_CATEGORIES: Array<{ code: 'rental' | 'option' | 'package' | 'service'; label: Localized }> = [
  { code: 'rental', label: { fr: 'Location', en: 'Rental' } },
  { code: 'option', label: { fr: 'Option', en: 'Option' } },
  { code: 'package', label: { fr: 'Pack', en: 'Package' } },
  { code: 'service', label: { fr: 'Service', en: 'Service' } },
]
