import { describe, expect, it } from 'vitest'
import { formatsFor, IMAGE_FORMAT_NAMES } from './formats'

describe('formatsFor', () => {
  it('gives each format its /media address, size and WebP type, in the order of the formats', () => {
    const formats = formatsFor('location', 'abc123')
    expect(Object.keys(formats)).toEqual(IMAGE_FORMAT_NAMES)
    expect(IMAGE_FORMAT_NAMES).toEqual(['base', 'large', 'medium', 'thumbnail'])
    expect(formats.base).toEqual({ url: '/media/location/abc123-base.webp', width: 1600, height: 1067, mime: 'image/webp' })
    expect(formats.thumbnail).toEqual({ url: '/media/location/abc123-thumbnail.webp', width: 400, height: 267, mime: 'image/webp' })
  })
})
