import type { Map as LeafletMap } from 'leaflet'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { drawPlaceMap } from '../../lib/place-map'
import { useRootData } from '../../lib/root-data'
import { useHydrated } from './useHydrated'

/**
 * The rental's place on a Leaflet map, with the site's tiles (`mapTileUrl`, the /tiles/ proxy) as
 * the list's map. Leaflet (~40 KB) is not in the page's first load: it is imported when the map
 * comes near the screen, or at once on "Show the map". The section keeps the place in words and the
 * OpenStreetMap link beside it, so nothing is lost without JavaScript (the map box is then hidden,
 * CSS) or when the tiles or the script cannot load.
 */
export function PlaceMap({ latitude, longitude, title }: { latitude: number; longitude: number; title: string }) {
  const { t } = useTranslation('detail')
  const tileUrl = useRootData()?.mapTileUrl
  const hydrated = useHydrated()
  const container = useRef<HTMLDivElement>(null)
  const [wanted, setWanted] = useState(false)
  const [state, setState] = useState<'waiting' | 'loading' | 'ready' | 'failed'>('waiting')
  const marker = useRef(t('map.marker', { title }))

  // Near the screen (a screen's height ahead): the map's code and tiles are asked for.
  useEffect(() => {
    const element = container.current
    if (!element || wanted || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setWanted(true), { rootMargin: '100% 0px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [wanted])

  useEffect(() => {
    const element = container.current
    if (!wanted || !element || !tileUrl) return
    let cancelled = false
    let map: LeafletMap | undefined
    setState('loading')
    drawPlaceMap(element, { tileUrl, latitude, longitude, zoom: 15, marker: marker.current })
      .then((drawn) => {
        if (cancelled) return void drawn.remove()
        map = drawn
        setState('ready')
      })
      .catch(() => {
        if (!cancelled) setState('failed')
      })
    return () => {
      cancelled = true
      map?.remove()
    }
  }, [wanted, tileUrl, latitude, longitude])

  return (
    <div className="rental-map place-map" data-state={state}>
      <div ref={container} className="rental-map__canvas place-map__canvas" role="region" aria-label={t('map.label', { title })} />
      {hydrated && state === 'waiting' ? (
        <button type="button" className="btn btn-outline place-map__show" onClick={() => setWanted(true)}>
          {t('map.show')}
        </button>
      ) : null}
      {state === 'loading' ? (
        <p className="rental-map__status" role="status">
          {t('map.loading')}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p className="rental-map__status" role="alert">
          {t('map.failed')}
        </p>
      ) : null}
    </div>
  )
}

export default PlaceMap
