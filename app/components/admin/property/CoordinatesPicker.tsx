import type { CircleMarker, Map as LeafletMap } from 'leaflet'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../../i18n/react'
import { useRootData } from '../../../lib/root-data'
import { TextField } from '../../fields'
import { MAP_BOUNDS } from '../../listing/RentalMap'

type Status = 'idle' | 'loading' | 'ready' | 'failed'

const sixDecimals = (n: number) => String(Math.round(n * 1e6) / 1e6)

/**
 * A rental's place: latitude and longitude as typed fields (they work without JavaScript and are what
 * the form posts), and a Leaflet map of the resort's area (SPEC §9) on which a click moves the point
 * and fills both fields. Leaflet loads on this page only, in the browser, as the site's map does.
 */
export function CoordinatesPicker({ latitude, longitude, errors, idPrefix = 'rental' }: { latitude: string; longitude: string; errors: Record<string, string | undefined>; idPrefix?: 'rental' | 'sale' }) {
  // A sale's map names the property, not a rental.
  const words = idPrefix === 'sale' ? { hint: 'form.coordinatesHintSale', map: 'form.mapSale' } : { hint: 'form.coordinatesHint', map: 'form.map' }
  const { t } = useTranslation('adminCatalogue')
  const tileUrl = useRootData()?.mapTileUrl
  const [point, setPoint] = useState({ latitude, longitude })
  const [status, setStatus] = useState<Status>('idle')
  const container = useRef<HTMLDivElement>(null)
  const marker = useRef<CircleMarker | null>(null)
  const initial = useRef(point)

  useEffect(() => {
    const element = container.current
    if (!element || !tileUrl) return
    let cancelled = false
    let map: LeafletMap | undefined
    setStatus('loading')
    Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      .then(([L]) => {
        if (cancelled) return
        map = L.map(element, { scrollWheelZoom: false, maxBounds: L.latLngBounds(MAP_BOUNDS).pad(0.2), minZoom: 11 })
        map.fitBounds(L.latLngBounds(MAP_BOUNDS))
        L.tileLayer(tileUrl, { maxZoom: 19, attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' }).addTo(map)
        L.rectangle(L.latLngBounds(MAP_BOUNDS), { color: '#A17465', weight: 2, fill: false, interactive: false }).addTo(map)
        const start = [Number(initial.current.latitude), Number(initial.current.longitude)] as [number, number]
        if (start.every((n) => Number.isFinite(n) && n !== 0)) marker.current = L.circleMarker(start, { radius: 9, color: '#5b3e34' }).addTo(map)
        map.on('click', (event) => {
          const next = { latitude: sixDecimals(event.latlng.lat), longitude: sixDecimals(event.latlng.lng) }
          setPoint(next)
          if (marker.current) marker.current.setLatLng(event.latlng)
          else if (map) marker.current = L.circleMarker(event.latlng, { radius: 9, color: '#5b3e34' }).addTo(map)
        })
        setStatus('ready')
      })
      .catch(() => {
        if (!cancelled) setStatus('failed')
      })
    return () => {
      cancelled = true
      marker.current = null
      map?.remove()
    }
  }, [tileUrl])

  // A point typed by hand moves the marker too.
  useEffect(() => {
    const at = [Number(point.latitude), Number(point.longitude)] as [number, number]
    if (marker.current && at.every(Number.isFinite)) marker.current.setLatLng(at)
  }, [point])

  return (
    <fieldset>
      <legend>{t('form.place_map')}</legend>
      <p className="field-hint">
        {t(words.hint)}
      </p>
      <div className="admin-map">
        <div ref={container} className="admin-map__canvas" role="region" aria-label={t(words.map)} />
        {status === 'loading' ? <p>{t('form.mapLoading')}</p> : null}
        {status === 'failed' ? <p role="alert">{t('form.mapFailed')}</p> : null}
      </div>
      <div className="admin-side-by-side">
        <TextField id={`${idPrefix}-latitude`} name="latitude" label={t('form.latitude')} required inputMode="decimal" value={point.latitude} onChange={(e) => setPoint({ ...point, latitude: e.target.value })} error={errors.latitude} />
        <TextField id={`${idPrefix}-longitude`} name="longitude" label={t('form.longitude')} required inputMode="decimal" value={point.longitude} onChange={(e) => setPoint({ ...point, longitude: e.target.value })} error={errors.longitude} />
      </div>
    </fieldset>
  )
}
