import { describe, expect, it } from 'vitest'
import { readRentalForm } from './rental-input'
import { readStayRules, stayRulesFields } from './stay-rules-input'

const saturdayToSaturday = { minNights: '7', maxNights: '84', arrivalWeekdays_6: 'true', departureWeekdays_6: 'true' }

describe("a weekly rental's stay rules from the sheet", () => {
  it('stores the defaults as none, so the rental keeps following them', () => {
    expect(readStayRules(saturdayToSaturday, 'en')).toEqual({ ok: true, stored: null })
  })

  it('reads its own rules, weekdays sorted Sunday first', () => {
    const fields = { minNights: '5', maxNights: '21', arrivalWeekdays_0: 'true', arrivalWeekdays_6: 'true', departureWeekdays_0: 'true', departureWeekdays_3: 'false' }
    expect(readStayRules(fields, 'en')).toEqual({ ok: true, stored: { minNights: 5, maxNights: 21, arrivalWeekdays: [0, 6], departureWeekdays: [0] } })
  })

  it('refuses fewer than 1 night, a maximum below the minimum or beyond 731 nights, and no weekday ticked', () => {
    const refused = readStayRules({ minNights: '0', maxNights: '800' }, 'en')
    expect(refused.ok).toBe(false)
    if (refused.ok) return
    expect(Object.keys(refused.errors).sort()).toEqual(['arrivalWeekdays', 'departureWeekdays', 'maxNights', 'minNights'])
    expect(refused.errors.arrivalWeekdays?.message).toBe('Tick at least one arrival day.')
    const below = readStayRules({ ...saturdayToSaturday, minNights: '14', maxNights: '7' }, 'en')
    expect(below).toMatchObject({ ok: false, errors: { maxNights: { message: 'The longest stay cannot be shorter than the shortest stay.' } } })
    expect(readStayRules({ ...saturdayToSaturday, minNights: '2.5', maxNights: '' }, 'en')).toMatchObject({ ok: false, errors: { minNights: {}, maxNights: { message: 'This field is required.' } } })
    expect(readStayRules({ ...saturdayToSaturday, maxNights: '731' }, 'en')).toMatchObject({ ok: true, stored: { maxNights: 731 } })
  })

  it('shows stored rules, and the defaults for none, as the fields of the sheet', () => {
    expect(stayRulesFields(null)).toEqual(saturdayToSaturday)
    expect(stayRulesFields({ minNights: 3, maxNights: 84, arrivalWeekdays: [0], departureWeekdays: [0, 6] })).toEqual({
      minNights: '3', maxNights: '84', arrivalWeekdays_0: 'true', departureWeekdays_0: 'true', departureWeekdays_6: 'true',
    })
  })
})

describe('the rental form with stay rules', () => {
  const weekly = { kind: 'weekly', reference: 'CM-NEW-1', type: 'chalet', place: 'Crans', numberOfRooms: '4', persons: '6', surface: '120', livingSpace: '100', comfortClass: '4', latitude: '46.31', longitude: '7.48', title_fr: 'Chalet', title_en: 'Chalet' }

  it('keeps the defaults when the form sends no rule at all, and refuses bad rules beside their fields', () => {
    expect(readRentalForm({ fields: weekly, amenities: [] }, 'en')).toMatchObject({ ok: true, value: { stayRules: null } })
    const bad = readRentalForm({ fields: { ...weekly, minNights: '10', maxNights: '3', arrivalWeekdays_6: 'true' }, amenities: [] }, 'en')
    expect(bad).toMatchObject({ ok: false, errors: { maxNights: {}, departureWeekdays: {} } })
  })

  it('gives an annual rental no stay rules whatever the form says', () => {
    const annual = { ...weekly, kind: 'annual', monthlyRent: '2000', minNights: '0' }
    expect(readRentalForm({ fields: annual, amenities: [] }, 'en')).toMatchObject({ ok: true, value: { stayRules: null } })
  })
})
