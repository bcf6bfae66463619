/** schema.org descriptions of the offers (JSON-LD), built by the detail loaders: the browser never needs this code. */
import type { CatalogueImage, LocationDetail, SaleDetail } from '../../../domain/catalogue/types'
import { absoluteMediaUrl } from '../../../domain/media/url'

/** Where the site is and where its pictures load from (PUBLIC_URL, MEDIA_BASE_URL). */
export type SiteAddresses = { origin: string; mediaBaseUrl: string | null }

/** The large format of each picture (else the best there is), as absolute addresses. */
export function imageUrls(images: readonly CatalogueImage[], site: SiteAddresses): string[] {
  return images
    .map((image) => image.formats.large ?? image.formats.base ?? image.formats.medium ?? image.formats.thumbnail)
    .filter((format): format is NonNullable<typeof format> => Boolean(format))
    .map((format) => absoluteMediaUrl(format.url, site))
}

/** 51500000 centimes → "515000.00": the machine-readable amount of schema.org. */
export function decimalAmount(centimes: number): string {
  const abs = Math.abs(Math.round(centimes))
  return `${centimes < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

const address = (place: string) => ({
  '@type': 'PostalAddress',
  addressLocality: place,
  addressRegion: 'VS',
  addressCountry: 'CH',
})

const geo = (latitude: number, longitude: number) => ({ '@type': 'GeoCoordinates', latitude, longitude })

const squareMetres = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: 'MTK' })

const APARTMENT_TYPES = ['apartment', 'studio', 'duplex', 'attic']

function accommodationType(type: string): 'House' | 'Apartment' | 'Accommodation' {
  if (type === 'chalet') return 'House'
  return APARTMENT_TYPES.includes(type) ? 'Apartment' : 'Accommodation'
}

/** A rental: House (chalet), Apartment or Accommodation. */
export function locationJsonLd(location: LocationDetail, url: string, site: SiteAddresses): Record<string, unknown> {
  const area = location.livingSpace || location.surface
  return {
    '@context': 'https://schema.org',
    '@type': accommodationType(location.type),
    name: location.title,
    description: location.summary,
    url,
    identifier: location.reference,
    image: imageUrls(location.images, site),
    address: address(location.place),
    geo: geo(location.latitude, location.longitude),
    numberOfRooms: location.number_of_rooms,
    ...(location.bedrooms > 0 ? { numberOfBedrooms: location.bedrooms } : {}),
    ...(location.bathrooms > 0 ? { numberOfBathroomsTotal: location.bathrooms } : {}),
    ...(area > 0 ? { floorSize: squareMetres(area) } : {}),
    occupancy: { '@type': 'QuantitativeValue', maxValue: location.persons },
    ...(location.constructionYear ? { yearBuilt: location.constructionYear } : {}),
  }
}

/** A sale: a Product with its Offer (price in CHF). */
export function saleJsonLd(sale: SaleDetail, url: string, site: SiteAddresses): Record<string, unknown> {
  const area = sale.livingSpace || sale.surface
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: sale.title,
    description: sale.summary,
    url,
    sku: sale.reference,
    category: sale.typeLabel,
    image: imageUrls(sale.images, site),
    ...(area > 0
      ? { additionalProperty: { '@type': 'PropertyValue', name: 'floorSize', value: area, unitCode: 'MTK' } }
      : {}),
    offers: {
      '@type': 'Offer',
      price: decimalAmount(sale.price),
      priceCurrency: 'CHF',
      availability: 'https://schema.org/InStock',
      url,
    },
  }
}
