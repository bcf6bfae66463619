import { createEmbeddedProvider } from './embedded'
import { createGeoAdminProvider, type GeoAdminOptions } from './geoadmin'
import type { AddressProvider } from './types'

export { KNOWN_ADDRESSES, formatAddress, type KnownAddress } from './addresses'
export { createEmbeddedProvider, searchKey } from './embedded'
export { createGeoAdminProvider, GEOADMIN_SEARCH_URL, searchUrl, stripTags } from './geoadmin'
export * from './types'

export const ADDRESS_PROVIDERS = ['embedded', 'geoadmin'] as const
export type AddressProviderKind = (typeof ADDRESS_PROVIDERS)[number]

/** The provider chosen by ADDRESS_PROVIDER (embedded by default). */
export function createAddressProvider(kind: AddressProviderKind, options: GeoAdminOptions = {}): AddressProvider {
  return kind === 'geoadmin' ? createGeoAdminProvider(options) : createEmbeddedProvider()
}
