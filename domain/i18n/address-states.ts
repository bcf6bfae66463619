/**
 * Where a postal address names a state, province or region (issue 26): a UK or French guest is
 * not asked for one, a guest from the United States is. Switzerland takes its canton (a list of
 * its own, ../shop/contact-choices.ts). The list follows the countries whose post sorts by state
 * (the US, Canada, Australia, Brazil, Mexico, India, Argentina, China, Japan, Malaysia and the
 * Emirates); elsewhere the postal code says enough (Italy's and Spain's provinces included).
 * Browser-safe: the contact form shows the field on a country change with the same rule.
 */
export const STATE_COUNTRIES: readonly string[] = ['AE', 'AR', 'AU', 'BR', 'CA', 'CN', 'IN', 'JP', 'MX', 'MY', 'US']

/** Whether an address in this country names its state (a canton in Switzerland). */
export function asksState(country: string): boolean {
  return country === 'CH' || STATE_COUNTRIES.includes(country)
}
