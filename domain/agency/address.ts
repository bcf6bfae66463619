/**
 * The agency's postal address, as the site's contact block and the e-mails' footer show it.
 * Pure data, shared by the pages and the server.
 */
export const AGENCY_ADDRESS = {
  name: 'Crans-Montana Agency',
  street: 'Route du Rawyl 5',
  postalCode: '3963',
  locality: 'Crans-Montana',
  /** ISO 3166 alpha-2. */
  country: 'CH',
} as const
