import type { AgencyAddress } from '../domain/agency/address'
import type { Agency } from '../domain/orders/document'
import type { AgencyContact } from '../domain/requests/request-mails'
import type { Config } from './config.server'
import type { AppContext } from './context'

/**
 * The agency's one postal address (AGENCY_NAME, AGENCY_STREET, AGENCY_ZIP, AGENCY_CITY and its place
 * on the map): what the pages, the e-mails and the order documents all show (docs/decisions/039).
 */
export function agencyAddressFromConfig(config: Config): AgencyAddress {
  return {
    name: config.AGENCY_NAME,
    street: config.AGENCY_STREET,
    zip: config.AGENCY_ZIP,
    city: config.AGENCY_CITY,
    // The agency is in Crans-Montana; an LI IBAN does not move its address.
    country: 'CH',
    position: { latitude: config.AGENCY_LATITUDE, longitude: config.AGENCY_LONGITUDE },
  }
}

/** The agency as the order documents sign them: its address, contact and site, VAT number and IBAN. */
export function agencyFromConfig(config: Config): Agency {
  const { name, street, zip, city, country } = agencyAddressFromConfig(config)
  return {
    name,
    street,
    zip,
    city,
    country,
    phone: config.CONTACT_PHONE,
    email: config.CONTACT_EMAIL,
    website: config.PUBLIC_URL,
    vatNumber: config.AGENCY_VAT_NUMBER,
    iban: config.AGENCY_IBAN,
  }
}

/** The agency as the account and request e-mails sign them: its name, contact, site and address. */
export function agencyContact(context: Pick<AppContext, 'settings'>): AgencyContact & { url: string } {
  const { settings } = context
  return { name: settings.agency.name, email: settings.contactEmail, phone: settings.contactPhone, url: settings.publicUrl, address: settings.agency }
}
