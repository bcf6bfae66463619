import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { localMediaStore } from '../../domain/media/local-store.server'
import { IMAGE_FORMATS } from '../../domain/media/formats'
import { imageHash, renderImage, sceneSvg } from './images.server'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-images-test-'))

afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

/** The local media store of a data directory, as the server makes it. */
const store = (dataDir: string) => localMediaStore(path.join(dataDir, 'media'))

describe('seed pictures', () => {
  it('draws the same SVG for the same seed and another one for another seed', () => {
    expect(sceneSvg('chalet', 'a')).toBe(sceneSvg('chalet', 'a'))
    expect(imageHash(sceneSvg('chalet', 'a'))).not.toBe(imageHash(sceneSvg('chalet', 'b')))
    expect(imageHash(sceneSvg('chalet', 'a'))).toMatch(/^[0-9a-f]{16}$/)
    expect(sceneSvg('plot', 'a')).toContain('#A17465')
  })

  it('writes the four WebP formats at their sizes, once', async () => {
    const dataDir = path.join(root, 'one')
    const first = await renderImage({ zone: 'sale', scene: 'building', seed: 'test-building' }, store(dataDir))
    expect(first.written).toBe(true)
    expect(first.formats.base).toEqual({ url: `/media/sale/${first.hash}-base.webp`, width: 1600, height: 1067, mime: 'image/webp' })
    for (const [name, size] of Object.entries(IMAGE_FORMATS)) {
      const file = path.join(dataDir, 'media', 'sale', `${first.hash}-${name}.webp`)
      const meta = await sharp(file).metadata()
      expect(meta.format).toBe('webp')
      expect([meta.width, meta.height]).toEqual([size.width, size.height])
    }
    const again = await renderImage({ zone: 'sale', scene: 'building', seed: 'test-building' }, store(dataDir))
    expect(again.written).toBe(false)
    expect(again.hash).toBe(first.hash)
  })

  it('copies pictures from the cache instead of drawing them again', async () => {
    const cacheDir = path.join(root, 'cache')
    const spec = { zone: 'location' as const, scene: 'chalet' as const, seed: 'test-cache' }
    expect((await renderImage(spec, store(path.join(root, 'a')), cacheDir)).written).toBe(true)
    const second = await renderImage(spec, store(path.join(root, 'b')), cacheDir)
    expect(second.written).toBe(false)
    expect(fs.existsSync(path.join(root, 'b', 'media', 'location', `${second.hash}-thumbnail.webp`))).toBe(true)
  })
})
