import type { AgencyAddress } from '../../agency/address'
import type { Agency } from '../../orders/document'
import type { MailLocale } from './content'
import { siteAddress, TERMS_PATH } from '../../navigation/addresses'

/**
 * The agency as every e-mail's contact block and footer show it: the name, postal address and
 * contact an order document signs with (the country ISO 3166 alpha-2, shown by its name, or a name).
 */
export type MailAgency = Pick<Agency, 'name' | 'street' | 'zip' | 'city' | 'country' | 'phone' | 'email'> & {
  /** The site's address (PUBLIC_URL); null when unknown: then the logo and the terms link are left out. */
  website: string | null
}

/** The agency of the account and request e-mails: the site's settings and the agency's one postal address. */
export function agencyFromSite(site: { name: string; url: string | null; email: string; phone: string; address: AgencyAddress }): MailAgency {
  return {
    name: site.name,
    street: site.address.street,
    zip: site.address.zip,
    city: site.address.city,
    country: site.address.country,
    phone: site.phone,
    email: site.email,
    website: site.url,
  }
}

/** The agency as an order document signs it. */
export function agencyOfDocument(agency: Agency): MailAgency {
  return {
    name: agency.name,
    street: agency.street,
    zip: agency.zip,
    city: agency.city,
    country: agency.country,
    phone: agency.phone,
    email: agency.email,
    website: agency.website || null,
  }
}

/** The general terms (/cguone, SPEC §2) in the e-mail's language. */
export function termsLink(website: string, locale: MailLocale): string {
  return siteAddress(website, TERMS_PATH, locale)
}

/** The logo the layout shows, served by the site (public/mail-logo.png). */
export function logoLink(website: string): string {
  return `${website.replace(/\/+$/, '')}/mail-logo.png`
}

/** "tel:+41274800000" */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
