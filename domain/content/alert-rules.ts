/**
 * What an alert (the banner at the top of every public page) must be, pure: a message in French (the
 * English one may stay empty: English pages then show the French words, as they do today), a level,
 * a status, and an optional period whose end comes after its start. Times are typed as Zurich wall
 * clock (`YYYY-MM-DDTHH:MM`, what a datetime-local field sends).
 */
import { check, type FieldErrors, maxLength, oneOf, required, type Rule, validationMessage } from '../validation'

export const ALERT_LEVELS = ['info', 'warning'] as const
export const ALERT_STATUSES = ['published', 'draft'] as const
export const ALERT_MESSAGE_MAX = 500
export const ALERT_FIELDS = ['level', 'status', 'startsAt', 'endsAt', 'message_fr', 'message_en'] as const
export type AlertFormValues = Record<string, string>

const ZONE = 'Europe/Zurich'

/** The offset of Zurich from UTC at an instant, in milliseconds (1 or 2 hours). */
function zurichOffset(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(new Date(instant))
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - (instant - (instant % 1000))
}

/** The instant of a Zurich wall-clock time, or null when the text is not one. */
export function zurichInstant(local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1).map(Number)
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  const back = new Date(wall)
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59) return null
  const guess = wall - zurichOffset(wall)
  return new Date(wall - zurichOffset(guess))
}

/** The Zurich wall-clock text of an instant, as a datetime-local field shows it. */
export function zurichLocal(instant: Date): string {
  const text = new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant)
  return text.replace(' ', 'T')
}

const zurichTime: Rule = { code: 'dateTime', messageKey: 'validation.invalid', test: (value) => zurichInstant(value) !== null }

export function checkAlert(values: AlertFormValues, locale: 'fr' | 'en'): FieldErrors {
  const errors = check(
    {
      level: [required, oneOf(ALERT_LEVELS)],
      status: [required, oneOf(ALERT_STATUSES)],
      startsAt: [zurichTime],
      endsAt: [zurichTime],
      message_fr: [required, maxLength(ALERT_MESSAGE_MAX)],
      message_en: [maxLength(ALERT_MESSAGE_MAX)],
    },
    values,
    locale,
  )
  const start = zurichInstant(values.startsAt ?? '')
  const end = zurichInstant(values.endsAt ?? '')
  if (start && end && end <= start) errors.endsAt = { code: 'endAfterStart', key: 'validation.endAfterStart', message: validationMessage('validation.endAfterStart', locale) }
  return errors
}

export type AlertState = 'inForce' | 'planned' | 'ended' | 'draft'

/** Where an alert stands at `now`: a draft shows nowhere; a published one before, during or after its period. */
export function alertState(alert: { published: boolean; startsAt: Date | null; endsAt: Date | null }, now: Date): AlertState {
  if (!alert.published) return 'draft'
  if (alert.endsAt && alert.endsAt <= now) return 'ended'
  if (alert.startsAt && alert.startsAt > now) return 'planned'
  return 'inForce'
}
