/**
 * The agency's postal address: one for the whole site, read from the AGENCY_* settings
 * (server/agency.server.ts, docs/decisions/039). The footer, the menu and the contact page, every
 * e-mail, the order documents and the QR-bill's creditor all show this one. Pure data, shared by
 * the pages and the server.
 */
export type AgencyAddress = {
  name: string
  street: string
  zip: string
  city: string
  /** ISO 3166 alpha-2. */
  country: string
  /** Where the contact page's map puts its pin (WGS 84). */
  position: { latitude: number; longitude: number }
}

