import type { Map as LeafletMap } from 'leaflet'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { useRootData } from '../../lib/root-data'
import type { AgencyAddress } from '../../../domain/agency/address'

/**
 * The agency on a Leaflet map (contact page). Leaflet loads in the browser only; the page keeps
 * the address and an OpenStreetMap link, so nothing is lost when tiles or the script cannot load.
 */
export function AgencyMap({ position: { latitude, longitude } }: { position: AgencyAddress['position'] }) {
  const { t } = useTranslation('content')
  const tileUrl = useRootData()?.mapTileUrl
  const container = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  const label = useRef(t('agencyMap.marker'))

  useEffect(() => {
    const element = container.current
    if (!element || !tileUrl) return
    let cancelled = false
    let map: LeafletMap | undefined
    Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      .then(([L]) => {
        if (cancelled) return
        const position: [number, number] = [latitude, longitude]
        map = L.map(element, { scrollWheelZoom: false }).setView(position, 16)
        L.tileLayer(tileUrl, {
          maxZoom: 19,
          attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
        }).addTo(map)
        const icon = L.divIcon({
          className: 'rental-marker',
          html: '<span class="rental-marker__pin" aria-hidden="true"></span>',
          iconSize: [28, 36],
          iconAnchor: [14, 36],
        })
        L.marker(position, { icon, title: label.current, keyboard: false }).addTo(map)
      })
      .catch(() => {
        if (!cancelled) setFailed(true)
      })
    return () => {
      cancelled = true
      map?.remove()
    }
  }, [tileUrl, latitude, longitude])

  return (
    <div className="rental-map agency-map">
      <div ref={container} className="rental-map__canvas" role="region" aria-label={t('agencyMap.label')} />
      {failed ? (
        <p className="rental-map__status" role="alert">
          {t('agencyMap.failed')}
        </p>
      ) : null}
    </div>
  )
}
