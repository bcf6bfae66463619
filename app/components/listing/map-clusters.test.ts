import { describe, expect, it } from 'vitest'
import { clusterMarkers, projectToPixels } from './map-clusters'

const at = (id: number, latitude: number, longitude: number) => ({ id, latitude, longitude })

describe('clusterMarkers', () => {
  it('gathers points a few metres apart into one cluster with their count and mean position', () => {
    const groups = clusterMarkers([at(1, 46.31, 7.48), at(2, 46.3101, 7.4801), at(3, 46.3102, 7.4799)], 13)
    expect(groups).toHaveLength(1)
    const [cluster] = groups
    expect(cluster?.kind).toBe('cluster')
    if (cluster?.kind !== 'cluster') return
    expect(cluster.items.map((i) => i.id)).toEqual([1, 2, 3])
    expect(cluster.latitude).toBeCloseTo(46.3101, 6)
    expect(cluster.longitude).toBeCloseTo(7.48, 6)
    expect(cluster.bounds).toEqual({ south: 46.31, north: 46.3102, west: 7.4799, east: 7.4801 })
  })

  it('keeps a point alone in its square as a single marker', () => {
    const groups = clusterMarkers([at(1, 46.31, 7.48), at(2, 46.35, 7.505)], 13)
    expect(groups.map((g) => g.kind)).toEqual(['single', 'single'])
  })

  it('splits a cluster when zoomed in far enough', () => {
    const points = [at(1, 46.31, 7.48), at(2, 46.3108, 7.4812)]
    expect(clusterMarkers(points, 12).map((g) => g.kind)).toEqual(['cluster'])
    expect(clusterMarkers(points, 18).map((g) => g.kind)).toEqual(['single', 'single'])
  })

  it('counts every point once, whatever the number of points', () => {
    const points = Array.from({ length: 10_000 }, (_, i) => at(i, 46.2925 + ((i * 37) % 641) / 10_000, 7.4695 + ((i * 53) % 401) / 10_000))
    const groups = clusterMarkers(points, 13)
    const counted = groups.reduce((n, g) => n + (g.kind === 'single' ? 1 : g.items.length), 0)
    expect(counted).toBe(10_000)
    expect(groups.length).toBeLessThan(100)
  })
})

describe('projectToPixels', () => {
  it('puts the point 0, 0 in the middle of the world at every zoom', () => {
    expect(projectToPixels({ latitude: 0, longitude: 0 }, 0)).toEqual({ x: 128, y: 128 })
    expect(projectToPixels({ latitude: 0, longitude: 0 }, 3)).toEqual({ x: 1024, y: 1024 })
  })
})
