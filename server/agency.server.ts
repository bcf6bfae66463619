import type { Agency } from '../domain/orders/document'
import type { Config } from './config.server'

/** The agency as the order documents sign them: the AGENCY_* settings, its contact and site. */
export function agencyFromConfig(config: Config): Agency {
  return {
    name: config.AGENCY_NAME,
    street: config.AGENCY_STREET,
    zip: config.AGENCY_ZIP,
    city: config.AGENCY_CITY,
    // The agency is in Crans-Montana; an LI IBAN does not move its address.
    country: 'CH',
    phone: config.CONTACT_PHONE,
    email: config.CONTACT_EMAIL,
    website: config.PUBLIC_URL,
    vatNumber: config.AGENCY_VAT_NUMBER,
    iban: config.AGENCY_IBAN,
  }
}
