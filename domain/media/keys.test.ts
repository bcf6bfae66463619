import { describe, expect, it } from 'vitest'
import { contentTypeOfKey, formatKey, isMediaKey, mediaKeyOfPath } from './keys'

describe('media keys', () => {
  it('are the path below /media of a stored picture', () => {
    expect(mediaKeyOfPath('/media/location/3f2a9c-large.webp')).toBe('location/3f2a9c-large.webp')
    expect(formatKey('sale', 'ab12', 'thumbnail')).toBe('sale/ab12-thumbnail.webp')
    expect(isMediaKey(formatKey('content', 'ab12', 'base'))).toBe(true)
  })

  it.each(['/media/../db/PG_VERSION', '/media/location/../../auth-secret', '/media/..', '/media/', '/media//x.webp', '/media/a\\b.webp', '/media/%2e%2e/x.webp', '/media/x', '/media/.hidden.webp', '/other/x.webp'])(
    'refuses an address that is not a stored picture (%s)',
    (path) => {
      expect(mediaKeyOfPath(path)).toBeNull()
    },
  )

  it('says a picture’s type by its extension, bytes otherwise', () => {
    expect(contentTypeOfKey('location/a-base.webp')).toBe('image/webp')
    expect(contentTypeOfKey('x/a.JPG')).toBe('image/jpeg')
    expect(contentTypeOfKey('x/a.exe')).toBe('application/octet-stream')
  })
})
