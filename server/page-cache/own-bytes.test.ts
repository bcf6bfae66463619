import { describe, expect, it } from 'vitest'
import { compressed } from '../middleware/compress'
import { ownBytes } from './page-cache'

describe('the bytes a kept page holds', () => {
  const page = Buffer.from(`<ul>${Array.from({ length: 400 }, (_, i) => `<li>Chalet ${i}</li>`).join('')}</ul>`)

  it('are as many in memory as counted, for a page compressed smaller than zlib\'s chunk', () => {
    for (const encoding of ['gzip', 'br'] as const) {
      const view = compressed(page, encoding)
      expect(view.buffer.byteLength).toBeGreaterThan(view.byteLength)
      const own = ownBytes(view)
      expect(own.buffer.byteLength).toBe(view.byteLength)
      expect(own.equals(view)).toBe(true)
    }
  })

  it('are the same buffer when it is already exact', () => {
    const exact = Buffer.allocUnsafeSlow(3).fill(1)
    expect(ownBytes(exact)).toBe(exact)
  })
})
