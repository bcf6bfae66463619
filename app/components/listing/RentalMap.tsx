import type * as LeafletModule from 'leaflet'
import type { LeafletKeyboardEvent, Map as LeafletMap, Marker } from 'leaflet'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { useNavigate } from 'react-router'
import { lowerSpecialPrice } from '../../../domain/catalogue/pricing'
import { formatMoney } from '../../../domain/format/money'
import { useLocalePath } from '../../lib/locale'
import { useRootData } from '../../lib/root-data'
import { clusterMarkers, type MarkerGroup } from './map-clusters'
import { locationPath } from '../../../domain/navigation/addresses'
import type { ListStayPrice } from '../../../domain/catalogue/list-stay-price'
import { stayPriceText } from './StayPriceTag'
import { rentalLinkWithStay } from '../booking/booking-links'

/** The resort's map area (SPEC §9): south-west and north-east corners. */
export const MAP_BOUNDS: [[number, number], [number, number]] = [
  [46.292457, 7.469457],
  [46.357306, 7.50994],
]
/** How far beyond the area the map may be panned, in degrees. */
const BOUNDS_PADDING = 0.03

export type MapRental = {
  id: number
  kind: 'weekly' | 'annual'
  slug: string
  title: string
  latitude: number
  longitude: number
  price: number | null
  specialPrice: number | null
  /** The searched stay's price (server's), shown instead of the "from" price. */
  stay?: ListStayPrice | null
}

type Status = 'idle' | 'loading' | 'ready' | 'failed'

/**
 * The rentals on a Leaflet map. Leaflet and its styles load in the browser only; the server
 * renders an empty labelled box, and the page lists the same rentals under it, so nothing is lost
 * when the tiles or the script cannot load. Markers are CSS (divIcon), named by their rental;
 * nearby markers gather into a cluster showing their count, which zooms in on them when chosen.
 */
export function RentalMap({ rentals }: { rentals: MapRental[] }) {
  const { t } = useTranslation('listing')
  const tileUrl = useRootData()?.mapTileUrl
  const localize = useLocalePath()
  const navigate = useNavigate()
  const container = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<Status>('idle')

  // The latest helpers without re-creating the map when their identity changes.
  const helpers = useRef({ t, localize, navigate })
  useEffect(() => {
    helpers.current = { t, localize, navigate }
  })

  useEffect(() => {
    const element = container.current
    if (!element || !tileUrl) return
    let cancelled = false
    let map: LeafletMap | undefined
    setStatus('loading')
    Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      .then(([L]) => {
        if (cancelled) return
        const { t: translate, localize: toPath, navigate: go } = helpers.current
        const [[south, west], [north, east]] = MAP_BOUNDS
        map = L.map(element, {
          zoomControl: false,
          scrollWheelZoom: false,
          maxBounds: L.latLngBounds(
            [south - BOUNDS_PADDING, west - BOUNDS_PADDING],
            [north + BOUNDS_PADDING, east + BOUNDS_PADDING],
          ),
          maxBoundsViscosity: 0.9,
          minZoom: 11,
          zoomSnap: 0.25,
        })
        L.control
          .zoom({ zoomInTitle: translate('map.zoomIn'), zoomOutTitle: translate('map.zoomOut') })
          .addTo(map)
        map.fitBounds(L.latLngBounds(MAP_BOUNDS))
        L.tileLayer(tileUrl, {
          maxZoom: 19,
          attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
        }).addTo(map)
        map.on('popupopen', (event) => {
          const close = event.popup.getElement()?.querySelector('.leaflet-popup-close-button')
          close?.setAttribute('aria-label', translate('map.close'))
        })
        const markers = L.layerGroup().addTo(map)
        const draw = (shown: LeafletMap) => {
          markers.clearLayers()
          // At the closest zoom, rentals at one spot are shown one by one rather than as a cluster for ever.
          const zoom = shown.getZoom()
          const groups = zoom >= shown.getMaxZoom() ? rentals.map((item) => ({ kind: 'single' as const, item })) : clusterMarkers(rentals, zoom)
          for (const group of groups) {
            if (group.kind === 'single') {
              const rental = group.item
              L.marker([rental.latitude, rental.longitude], { icon: pinIcon(L), title: rental.title, keyboard: true, riseOnHover: true })
                .bindPopup(() => popupContent(rental, toPath(rentalHref(rental)), translate, go))
                .addTo(markers)
            } else {
              clusterMarker(L, shown, group, translate('map.cluster', { count: group.items.length })).addTo(markers)
            }
          }
        }
        draw(map)
        map.on('zoomend', () => map && draw(map))
        setStatus('ready')
      })
      .catch(() => {
        if (!cancelled) setStatus('failed')
      })
    return () => {
      cancelled = true
      map?.remove()
    }
  }, [rentals, tileUrl])

  return (
    <div className="rental-map">
      <div ref={container} className="rental-map__canvas" role="region" aria-label={t('map.label')} />
      {status === 'loading' ? <p className="rental-map__status">{t('map.loading')}</p> : null}
      {status === 'failed' ? (
        <p className="rental-map__status" role="alert">
          {t('map.failed')}
        </p>
      ) : null}
      <noscript>
        <p className="rental-map__status">{t('map.noScript')}</p>
      </noscript>
    </div>
  )
}

type Leaflet = typeof LeafletModule

/** The rental's page; with a searched stay, opened on it (its guests as adults). */
export function rentalHref(rental: MapRental): string {
  const { stay } = rental
  return stay ? rentalLinkWithStay(locationPath(rental), { from: stay.from, to: stay.to, adults: stay.adults ? String(stay.adults) : '' }) : locationPath(rental)
}

function pinIcon(L: Leaflet) {
  return L.divIcon({
    className: 'rental-marker',
    html: '<span class="rental-marker__pin" aria-hidden="true"></span>',
    iconSize: [28, 36],
    iconAnchor: [14, 36],
    popupAnchor: [0, -32],
  })
}

/**
 * A cluster: a round badge with the count, a button named "12 locations, zoom in" for keyboards and
 * screen readers (Leaflet makes a keyboard marker focusable). Choosing it (click, Enter or Space)
 * shows its rentals' area; rentals at one spot are zoomed in on instead.
 */
function clusterMarker(L: Leaflet, map: LeafletMap, group: Extract<MarkerGroup<MapRental>, { kind: 'cluster' }>, label: string): Marker {
  const count = group.items.length
  const size = count < 10 ? 36 : count < 100 ? 42 : 50
  const icon = L.divIcon({
    className: 'rental-cluster',
    html: `<span class="rental-cluster__count" aria-hidden="true">${count}</span>`,
    iconSize: [size, size],
  })
  const marker = L.marker([group.latitude, group.longitude], { icon, keyboard: true, riseOnHover: true })
  marker.on('add', () => marker.getElement()?.setAttribute('aria-label', label))
  const zoomIn = () => {
    const { south, west, north, east } = group.bounds
    const area = L.latLngBounds([south, west], [north, east])
    const zoom = Math.min(map.getBoundsZoom(area, false, L.point(40, 40)), map.getMaxZoom())
    if (zoom > map.getZoom()) map.fitBounds(area, { padding: [40, 40] })
    else map.setView([group.latitude, group.longitude], Math.min(map.getZoom() + 2, map.getMaxZoom()))
  }
  marker.on('click', zoomIn)
  // Leaflet turns Enter into a popup only: a cluster, which has none, answers Enter and Space itself.
  marker.on('keypress', (event) => {
    const key = (event as LeafletKeyboardEvent).originalEvent.key
    if (key !== 'Enter' && key !== ' ') return
    ;(event as LeafletKeyboardEvent).originalEvent.preventDefault()
    zoomIn()
  })
  return marker
}

/** The popup of a marker: the rental's title as a link (followed in the app) and its price. */
function popupContent(
  rental: MapRental,
  href: string,
  t: (key: string, options?: Record<string, unknown>) => string,
  navigate: (to: string) => void | Promise<void>,
): HTMLElement {
  const box = document.createElement('div')
  box.className = 'rental-popup'
  const link = document.createElement('a')
  link.href = href
  link.textContent = rental.title
  link.className = 'rental-popup__title'
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void navigate(href)
  })
  box.append(link)
  const price = document.createElement('p')
  price.className = 'rental-popup__price'
  if (rental.stay) {
    price.textContent = stayPriceText(rental.stay, t)
  } else if (rental.price === null) {
    price.textContent = t('card.noPrice')
  } else {
    const shown = lowerSpecialPrice({ price: rental.price, specialPrice: rental.specialPrice }) ?? rental.price
    price.textContent = `${t('card.from')} ${formatMoney(shown)} ${t('card.perWeek')}`
  }
  box.append(price)
  return box
}
