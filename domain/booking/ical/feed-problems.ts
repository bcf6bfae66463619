/**
 * What went wrong at a feed's last reading, as staff read it on the rental's availability page, in
 * French and English. Pure.
 */
import type { IcalFeedProblem } from '../../../db/schema'
import type { Bilingual as Localized } from '../../i18n/bilingual'
import { MAX_PERIOD_WEEKS } from '../../catalogue/period'

export type FeedProblem = IcalFeedProblem

/** The events over a booking named on the page; the count says how many there were in all. */
export const NAMED_OVERLAPS = 10

const thousands = (n: number, locale: 'fr' | 'en') => n.toLocaleString(locale === 'fr' ? 'fr-CH' : 'en-GB')

export function problemText(problem: FeedProblem): Localized {
  switch (problem.code) {
    case 'fetch_failed':
      return {
        fr: `Le calendrier n’a pas pu être téléchargé (${problem.detail}) : les semaines bloquées par la lecture précédente le restent.`,
        en: `The calendar could not be downloaded (${problem.detail}): the weeks blocked by the previous reading stay blocked.`,
      }
    case 'unreadable':
      return {
        fr: `Ce fichier n’est pas un calendrier iCal lisible (${problem.detail}) : les semaines bloquées par la lecture précédente le restent.`,
        en: `This file is not a readable iCal calendar (${problem.detail}): the weeks blocked by the previous reading stay blocked.`,
      }
    case 'cut_short':
      return {
        fr: `Ce calendrier compte plus de ${thousands(problem.limit, 'fr')} dates dans les ${MAX_PERIOD_WEEKS} semaines à venir (des événements répétés chaque jour, sans doute) : la lecture s’est arrêtée là et les dates suivantes ne bloquent pas ce logement. Vérifiez l’adresse du calendrier auprès de la plateforme.`,
        en: `This calendar holds more than ${thousands(problem.limit, 'en')} dates in the coming ${MAX_PERIOD_WEEKS} weeks (events repeated every day, most likely): the reading stopped there and the later dates do not block this rental. Check the calendar’s address with the platform.`,
      }
    case 'overlaps': {
      const more = problem.count - problem.events.length
      const list = problem.events.join(', ')
      return {
        fr: `${problem.count} événement(s) recouvrent une réservation ou un blocage du site et n’ont pas été importés : ${list}${more > 0 ? ` et ${more} autre(s)` : ''}.`,
        en: `${problem.count} event(s) overlap a booking or a block of the site and were not imported: ${list}${more > 0 ? ` and ${more} more` : ''}.`,
      }
    }
    case 'not_saved':
      return {
        fr: 'La lecture n’a pas pu être enregistrée : elle sera refaite dans 30 minutes, ou maintenant avec « Importer maintenant ».',
        en: 'The reading could not be saved: it will be done again in 30 minutes, or now with “Import now”.',
      }
  }
}
