import { describe, expect, it } from 'vitest'
import { email } from './email'
import { VALIDATION_MESSAGES, validationMessage } from './messages'
import { phone } from './phone'
import { required } from './required'
import { checkField, fieldErrorsByCode, hasErrors, validate } from './validate'

const fields = { email: [required, email], phone: [required, phone()], note: [] }

describe('validate', () => {
  it('reports the first failed rule of every field', () => {
    expect(validate(fields, { email: 'x', phone: '' }, 'fr')).toEqual({
      email: 'Ce champ doit être une adresse e-mail valide',
      phone: 'Ce champ est requis',
    })
  })
  it('is empty for a valid form', () => {
    const errors = validate(fields, { email: 'anne@example.ch', phone: '+41 79 123 45 67' }, 'en')
    expect(errors).toEqual({})
    expect(hasErrors(errors)).toBe(false)
  })
  it('checks one field as the person leaves it', () => {
    expect(checkField(fields, 'email', { email: 'x' }, 'en')?.message).toBe('This field must be a valid email address')
    expect(checkField(fields, 'email', { email: 'anne@example.ch' }, 'en')).toBeNull()
    expect(checkField(fields, 'unknown', {}, 'en')).toBeNull()
  })
  it('has every message in both languages', () => {
    expect(Object.keys(VALIDATION_MESSAGES.en).sort()).toEqual(Object.keys(VALIDATION_MESSAGES.fr).sort())
    expect(validationMessage('validation.maxLength', 'en')).toContain('{{max}}')
  })
})

describe('fieldErrorsByCode', () => {
  it('gives each code its catalogue message as a field error, in the asked language', () => {
    const blockError = fieldErrorsByCode({ reason_invalid: 'backOffice.block.reasonInvalid', missing: 'validation.required' })
    expect(blockError('reason_invalid', 'fr')).toEqual({ code: 'reason_invalid', key: 'backOffice.block.reasonInvalid', message: 'Choisissez la raison du blocage.' })
    expect(blockError('missing', 'en')).toEqual({ code: 'missing', key: 'validation.required', message: 'This field is mandatory' })
  })
})
