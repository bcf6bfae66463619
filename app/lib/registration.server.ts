/**
 * The guest registration on the order page (docs/decisions/055): its stays for the loader, and the
 * form's action (intent `register-travellers`): 303 back to the order page, its signed link kept,
 * or the field errors with what was typed (in the answer to this post only: a saved document number
 * is never shown back).
 */
import { data, redirect } from 'react-router'
import { TRAVELLER_DOCUMENTS } from '../../db/schema'
import { orderPagePath } from '../../domain/orders/order-link/links'
import { nationalityChoices } from '../../domain/stays/registration/nationalities.server'
import { orderRegistrations, type RegistrationDeps, saveTravellers, type StayRegistration } from '../../domain/stays/registration/registration.server'
import { TRAVELLER_FIELDS, type TravellerErrors, type TravellerInput } from '../../domain/stays/registration/travellers'
import type { AppContext } from '../../server/context'
import { orderVisitor } from '../../server/shop/order-visitor.server'
import { notFound } from './page-data.server'
import { REGISTERED_PARAM, travellerFieldName } from '../components/stays/registration-form'

export type RegistrationSection = {
  stays: StayRegistration[]
  nationalities: { code: string; name: string }[]
  documents: readonly string[]
}

/** What the form sent back after a refusal: the stay, its errors, and the values typed. */
export type RegistrationAnswer = {
  itemId: number
  errors: TravellerErrors
  formError: string | null
  values: Record<number, Partial<TravellerInput>>
}

const deps = (context: AppContext): RegistrationDeps => ({ db: context.db, secrets: context.secrets, now: () => new Date() })

/** The order page's registration: null when the order has no stay to register now. */
export async function registrationForPage(context: AppContext, request: Request, number: string, locale: string): Promise<RegistrationSection | null> {
  const { visitor } = await orderVisitor(context, request, number)
  const stays = await orderRegistrations(deps(context), visitor, { number, locale })
  if (!stays || stays.length === 0) return null
  return { stays, nationalities: nationalityChoices(locale), documents: TRAVELLER_DOCUMENTS }
}

function inputsOf(form: FormData): TravellerInput[] {
  const inputs: TravellerInput[] = []
  // As many travellers as the form holds, at most a large party's; the domain reads the party's number.
  for (let position = 1; position <= 60; position++) {
    if (!TRAVELLER_FIELDS.some((field) => form.has(travellerFieldName(position, field)))) break
    const value = (field: string) => {
      const v = form.get(travellerFieldName(position, field))
      return typeof v === 'string' ? v.slice(0, 200) : ''
    }
    inputs.push(Object.fromEntries(TRAVELLER_FIELDS.map((field) => [field, value(field)])) as TravellerInput)
  }
  return inputs
}

export async function registrationAction(context: AppContext, request: Request, form: FormData, number: string, locale: 'fr' | 'en') {
  const { visitor, link } = await orderVisitor(context, request, number, form)
  const inputs = inputsOf(form)
  const itemId = form.get('itemId')
  const result = await saveTravellers(deps(context), visitor, { number, itemId, inputs })
  const token = link.kind === 'valid' ? link.token : null
  if (result.ok) {
    const page = orderPagePath({ number, locale, token })
    return redirect(`${page}${page.includes('?') ? '&' : '?'}${REGISTERED_PARAM}=${Number(itemId)}#registration-${Number(itemId)}`, 303)
  }
  if (result.status === 404) notFound()
  const answer: RegistrationAnswer = {
    itemId: Number(itemId),
    errors: result.code === 'invalid' ? result.errors : {},
    formError: result.code === 'invalid' ? result.formError : result.code,
    values: Object.fromEntries(inputs.map((input, index) => [index + 1, input])),
  }
  return data({ registration: answer }, { status: result.status })
}
