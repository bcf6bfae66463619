import type { Map as LeafletMap } from 'leaflet'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { drawPlaceMap } from '../../lib/place-map'
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
    drawPlaceMap(element, { tileUrl, latitude, longitude, zoom: 16, marker: label.current })
      .then((drawn) => {
        if (cancelled) drawn.remove()
        else map = drawn
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
