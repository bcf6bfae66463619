import type { Map as LeafletMap } from 'leaflet'

export type Place = { tileUrl: string; latitude: number; longitude: number; zoom: number; marker: string }

/**
 * One place on a Leaflet map, with the site's tiles (`mapTileUrl`, the /tiles/ proxy) and the site's
 * pin: the agency on the contact page, a rental on its page. Leaflet and its styles are imported
 * here, when a map is drawn, never in a page's first load. The caller removes the map it is given.
 */
export async function drawPlaceMap(element: HTMLElement, place: Place): Promise<LeafletMap> {
  const [L] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
  const position: [number, number] = [place.latitude, place.longitude]
  const map = L.map(element, { scrollWheelZoom: false }).setView(position, place.zoom)
  L.tileLayer(place.tileUrl, {
    maxZoom: 19,
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  }).addTo(map)
  const icon = L.divIcon({
    className: 'rental-marker',
    html: '<span class="rental-marker__pin" aria-hidden="true"></span>',
    iconSize: [28, 36],
    iconAnchor: [14, 36],
  })
  L.marker(position, { icon, title: place.marker, alt: place.marker, keyboard: false }).addTo(map)
  return map
}
