/**
 * Grid clustering of map markers (browser-safe, pure): at a zoom level, the points that fall in the
 * same square of the screen grid (Web Mercator pixels, as Leaflet draws them) become one cluster
 * drawn at their mean position, with their count. A square with one point keeps its marker. Linear in
 * the number of points, so thousands of rentals cost a few milliseconds per zoom.
 */

export type MapPoint = { latitude: number; longitude: number }

export type Bounds = { south: number; west: number; north: number; east: number }

export type MarkerGroup<T extends MapPoint> =
  | { kind: 'single'; item: T }
  | { kind: 'cluster'; items: T[]; latitude: number; longitude: number; bounds: Bounds }

/** Side of a grid square in screen pixels: about two markers wide. */
export const CLUSTER_CELL_PX = 56

const TILE_PX = 256

/** Leaflet's pixel coordinates (EPSG:3857) of a point at a zoom level. */
export function projectToPixels(point: MapPoint, zoom: number): { x: number; y: number } {
  const scale = TILE_PX * 2 ** zoom
  const sin = Math.sin((point.latitude * Math.PI) / 180)
  return {
    x: ((point.longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  }
}

/**
 * The markers to draw at `zoom`: singles and clusters, in the order of their first point (so the
 * same rentals give the same groups, whatever the render).
 */
export function clusterMarkers<T extends MapPoint>(points: readonly T[], zoom: number, cellPx = CLUSTER_CELL_PX): MarkerGroup<T>[] {
  const cells = new Map<string, T[]>()
  for (const point of points) {
    const { x, y } = projectToPixels(point, zoom)
    const key = `${Math.floor(x / cellPx)}:${Math.floor(y / cellPx)}`
    const cell = cells.get(key)
    if (cell) cell.push(point)
    else cells.set(key, [point])
  }
  return [...cells.values()].map((items) => (items.length === 1 ? { kind: 'single', item: items[0] as T } : clusterOf(items)))
}

function clusterOf<T extends MapPoint>(items: T[]): MarkerGroup<T> {
  let latitude = 0
  let longitude = 0
  const bounds: Bounds = { south: Infinity, west: Infinity, north: -Infinity, east: -Infinity }
  for (const item of items) {
    latitude += item.latitude
    longitude += item.longitude
    bounds.south = Math.min(bounds.south, item.latitude)
    bounds.north = Math.max(bounds.north, item.latitude)
    bounds.west = Math.min(bounds.west, item.longitude)
    bounds.east = Math.max(bounds.east, item.longitude)
  }
  return { kind: 'cluster', items, latitude: latitude / items.length, longitude: longitude / items.length, bounds }
}
