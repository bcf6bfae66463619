import { type Locator } from '@playwright/test'
import { expect } from '../fixtures'

/**
 * The person's fields that the sign-up form, the checkout's contact step and the profile share (the
 * same labels in all three), and how a visitor fills them in.
 */

export type Lang = 'fr' | 'en'

/** A person as the forms take them (CUSTOMER in fixtures.ts is one); without a title, the form's own choice stays. */
export type Person = {
  title?: 'mr' | 'mrs'
  firstName: string
  lastName: string
  street: string
  streetNumber: string
  zip: string
  city: string
  phone: string
  birthdate: string
}

export const PERSON_FIELDS = {
  fr: { firstName: 'Prénom', lastName: 'Nom', street: 'Rue', streetNumber: 'Numéro', zip: 'NPA', city: 'Localité', phone: 'Téléphone', birthdate: 'Date de naissance' },
  en: { firstName: 'First name', lastName: 'Last name', street: 'Street', streetNumber: 'Number', zip: 'Postcode', city: 'Town', phone: 'Phone', birthdate: 'Date of birth' },
} as const

export type PersonField = keyof (typeof PERSON_FIELDS)['fr']

/** The radio of each title; "Mr" is part of "Mrs", so they are matched whole. */
export const TITLES = { fr: { mr: 'Monsieur', mrs: 'Madame' }, en: { mr: 'Mr', mrs: 'Mrs' } } as const

/** A text field of the person by its whole label ("Nom" is part of "Prénom"). */
export function personField(scope: Locator, lang: Lang, field: PersonField): Locator {
  return scope.getByRole('textbox', { name: PERSON_FIELDS[lang][field], exact: true })
}

/** The radio of a title. */
export function titleRadio(scope: Locator, lang: Lang, title: 'mr' | 'mrs'): Locator {
  return scope.getByRole('radio', { name: TITLES[lang][title], exact: true })
}

/**
 * Fills the person's fields in the order a visitor goes down the form; `keepPrefilled` leaves a
 * field alone when it already holds something (a signed-in customer's details).
 */
export async function fillPerson(scope: Locator, lang: Lang, person: Person, options: { keepPrefilled?: boolean } = {}): Promise<void> {
  if (person.title) await titleRadio(scope, lang, person.title).check()
  for (const field of Object.keys(PERSON_FIELDS[lang]) as PersonField[]) {
    await fillText(personField(scope, lang, field), person[field], options)
  }
}

/** Fills a text field, or with `keepPrefilled` only an empty one (after waiting for it to be there). */
export async function fillText(field: Locator, value: string, options: { keepPrefilled?: boolean } = {}): Promise<void> {
  if (!options.keepPrefilled) return field.fill(value)
  await expect(field).toBeVisible()
  if ((await field.inputValue()) === '') await field.fill(value)
}
