import type { ImageFormat } from '../../db/schema'
import { formatKey } from './keys'

/** The sizes every picture is stored in, as WebP cropped to them: the seed's drawings and staff uploads alike. */
export const IMAGE_FORMATS = {
  base: { width: 1600, height: 1067 },
  large: { width: 1200, height: 800 },
  medium: { width: 800, height: 533 },
  thumbnail: { width: 400, height: 267 },
} as const

export type ImageFormatName = keyof typeof IMAGE_FORMATS

export const IMAGE_FORMAT_NAMES = Object.keys(IMAGE_FORMATS) as ImageFormatName[]

/** What `images.formats` records of a picture stored under `{folder}/{hash}-{format}.webp`. */
export function formatsFor(folder: string, hash: string): Record<string, ImageFormat> {
  return Object.fromEntries(
    IMAGE_FORMAT_NAMES.map((name) => {
      const size = IMAGE_FORMATS[name]
      return [name, { url: `/media/${formatKey(folder, hash, name)}`, width: size.width, height: size.height, mime: 'image/webp' }]
    }),
  )
}
