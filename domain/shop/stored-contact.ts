/**
 * A shipping contact as it is stored (shipping_contacts), from the form's values once they passed
 * the rules of ./shipping-contact.ts: phone in E.164, birthdate ISO, e-mail in lower case, the boxes
 * as booleans. The checkout's contact and an account's are read the same way.
 */
import type { shippingContacts } from '../../db/schema'
import { parseSwissDate } from '../format/date'
import { isTicked, toE164 } from '../validation'
import { CONTACT_DEFAULTS } from './contact-choices'
import type { ContactNameAndAddress, ShippingContactValues } from './shipping-contact'

export type ContactRow = typeof shippingContacts.$inferSelect
export type StoredContact = Omit<typeof shippingContacts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>

export function storedContact(values: ShippingContactValues): StoredContact {
  const text = (name: keyof ShippingContactValues) => (values[name] ?? '').trim()
  const country = text('country') || CONTACT_DEFAULTS.country
  return {
    title: text('title') || CONTACT_DEFAULTS.title,
    firstName: text('firstName'),
    lastName: text('lastName'),
    street: text('street'),
    streetNumber: text('streetNumber'),
    complement: text('complement'),
    zip: text('zip'),
    city: text('city'),
    country,
    state: text('state'),
    phone: toE164(text('phone'), country) ?? text('phone'),
    birthdate: parseSwissDate(text('birthdate')),
    email: text('email').toLowerCase(),
    cg: isTicked(text('cg')),
    dataUse: isTicked(text('dataUse')),
  }
}

/**
 * The name and address of a stored contact as the profile form and the order documents show them:
 * blank where there is none (no contact yet), the given name when the contact has none, and
 * Switzerland as the country by default.
 */
export function nameAndAddressOf(
  contact: Partial<Record<keyof ContactNameAndAddress, string | null>> | null | undefined,
  name: { firstName: string; lastName: string } = { firstName: '', lastName: '' },
): ContactNameAndAddress {
  return {
    firstName: contact?.firstName ?? name.firstName,
    lastName: contact?.lastName ?? name.lastName,
    street: contact?.street ?? '',
    streetNumber: contact?.streetNumber ?? '',
    complement: contact?.complement ?? '',
    zip: contact?.zip ?? '',
    city: contact?.city ?? '',
    country: contact?.country ?? CONTACT_DEFAULTS.country,
  }
}
