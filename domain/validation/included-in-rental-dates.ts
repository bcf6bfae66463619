import { isRealDate, parseSwissDate } from '../format/date'
import type { Rule } from './types'

/** A date as the visitor writes it (DD.MM.YYYY) or as a rental carries it (YYYY-MM-DD) → ISO, or null. */
export function readAnyDate(value: string | undefined): string | null {
  const text = (value ?? '').trim()
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return isRealDate(text) ? text : null
  return parseSwissDate(text)
}

/**
 * includedInRentalDates: a date (DD.MM.YYYY) within the rental's period, the values `startPeriod`
 * and `endPeriod` of the same context, both inclusive (SPEC §5). A product bought without a rental
 * has no period: then only the date itself must be readable.
 */
export function includedInRentalDates(options: { startField?: string; endField?: string } = {}): Rule {
  const { startField = 'startPeriod', endField = 'endPeriod' } = options
  return {
    code: 'includedInRentalDates',
    messageKey: 'validation.includedInRentalDates',
    test: (value, { values }) => {
      const date = parseSwissDate(value)
      if (date === null) return false
      const start = readAnyDate(values[startField])
      const end = readAnyDate(values[endField])
      return (start === null || date >= start) && (end === null || date <= end)
    },
  }
}
