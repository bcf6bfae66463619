import type { AgencyAddress } from './address'

/** The agency's address in tests: the demo default of the AGENCY_* settings. */
export const TEST_AGENCY_ADDRESS: AgencyAddress = {
  name: 'Crans-Montana Agency',
  street: 'Rue du Prado 12',
  zip: '3963',
  city: 'Crans-Montana',
  country: 'CH',
  position: { latitude: 46.3122, longitude: 7.4794 },
}
