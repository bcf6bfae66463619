/**
 * The account calls' bodies (docs/decisions/054): one Zod schema per body checks its shape, and the
 * OpenAPI document is generated from the same schemas (server/api/contract/account.ts). A form value
 * is text (a JSON number or boolean is read as its text); a field of another kind (an object, a list)
 * is refused as invalid, in the form's errors. The account rules then judge the values.
 */
import { z } from 'zod'
import { SIGN_UP_FIELDS } from '../../domain/accounts/account-rules'
import { fieldError, type FieldErrors } from '../../domain/validation'
import { shippingContactInput } from '../shop/cart-input'

const formValue = (description?: string) => z.union([z.string(), z.number(), z.boolean()]).optional().meta(description ? { description } : {})

const fieldsOf = (names: readonly string[], descriptions: Record<string, string> = {}) =>
  Object.fromEntries(names.map((name) => [name, formValue(descriptions[name])]))

export const signUpInput = z
  .looseObject({
    ...fieldsOf(SIGN_UP_FIELDS, { username: 'The e-mail address the account signs in with' }),
    stayLogged: formValue('true: a 30-day session'),
  })
  .meta({ id: 'SignUpInput', description: 'The account and its contact (SPEC §3 sign-up); the contact fields take their defaults' })

export const loginInput = z
  .looseObject({
    email: formValue('The account e-mail (or `username`)'),
    username: formValue(),
    password: formValue(),
    stayLogged: formValue('true: the session lasts 30 days'),
    destination: formValue('Where to go after login: a path of this site'),
  })
  .meta({ id: 'LoginInput', example: { email: 'anna.muster@example.ch', password: 'Larch-chalet-snow-2026!', stayLogged: true } })

export const accountContactInput = shippingContactInput

export const forgotPasswordInput = z
  .looseObject({ email: formValue(), url: formValue('The reset page of the site') })
  .meta({ id: 'ForgotPasswordInput', example: { email: 'anna.muster@example.ch' } })

export const resetPasswordInput = z
  .looseObject({ token: formValue('From the e-mailed link'), password: formValue(), password_confirm: formValue() })
  .meta({ id: 'ResetPasswordInput' })

export const accountFromOrderInput = z
  .looseObject({ username: formValue('The e-mail address of the new account'), password: formValue(), password_confirm: formValue() })
  .meta({ id: 'AccountFromOrderInput', example: { username: 'anna.muster@example.ch', password: 'Larch-chalet-snow-2026!', password_confirm: 'Larch-chalet-snow-2026!' } })

export type AccountBody = { ok: true; value: Record<string, unknown> } | { ok: false; errors: FieldErrors }

/** The body (a JSON object or a form's fields) read with its schema, or each field of another kind as invalid. */
export function readAccountBody(schema: z.ZodType, body: Record<string, unknown>, locale: string): AccountBody {
  const parsed = schema.safeParse(body)
  if (parsed.success) return { ok: true, value: parsed.data as Record<string, unknown> }
  const invalid = fieldError({ code: 'invalid', messageKey: 'validation.invalid' }, locale)
  return { ok: false, errors: Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'body'), invalid])) }
}
