import { describe, expect, it } from 'vitest'
import { absoluteMediaUrl, mediaUrl } from './url'

describe('mediaUrl', () => {
  it('keeps the site’s own address when no CDN is set', () => {
    expect(mediaUrl('/media/location/a-large.webp', null)).toBe('/media/location/a-large.webp')
    expect(mediaUrl('/media/location/a-large.webp', undefined)).toBe('/media/location/a-large.webp')
  })

  it('puts a stored picture under MEDIA_BASE_URL', () => {
    expect(mediaUrl('/media/location/a-large.webp', 'https://cdn.example.ch/media')).toBe('https://cdn.example.ch/media/location/a-large.webp')
    expect(mediaUrl('/media/sale/b-base.webp', 'https://pictures.example.ch')).toBe('https://pictures.example.ch/sale/b-base.webp')
  })

  it('leaves other addresses alone', () => {
    expect(mediaUrl('/assets/logo.svg', 'https://cdn.example.ch')).toBe('/assets/logo.svg')
    expect(mediaUrl('https://elsewhere.example/x.jpg', 'https://cdn.example.ch')).toBe('https://elsewhere.example/x.jpg')
  })
})

describe('absoluteMediaUrl', () => {
  it('starts with the site’s origin, or is the CDN’s address', () => {
    expect(absoluteMediaUrl('/media/a/x-large.webp', { origin: 'https://www.example.ch' })).toBe('https://www.example.ch/media/a/x-large.webp')
    expect(absoluteMediaUrl('/media/a/x-large.webp', { origin: 'https://www.example.ch', mediaBaseUrl: 'https://cdn.example.ch/media' })).toBe('https://cdn.example.ch/media/a/x-large.webp')
    expect(absoluteMediaUrl('https://elsewhere.example/x.jpg', { origin: 'https://www.example.ch' })).toBe('https://elsewhere.example/x.jpg')
  })
})
