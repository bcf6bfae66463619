import type { ImageFormat } from '../../db/schema'
import { mediaUrl } from '../../domain/media/url'
import { useRootData } from '../lib/root-data'

export type PictureData = { id: number; formats: Record<string, ImageFormat>; caption: string }

type PictureProps = {
  image: PictureData
  /** The `sizes` attribute: how wide the picture is drawn, e.g. "(min-width: 992px) 33vw, 100vw". */
  sizes: string
  /** Eager for the first picture of a page (largest contentful paint), lazy otherwise. */
  priority?: boolean
  className?: string
  alt?: string
}

const ORDER = ['thumbnail', 'medium', 'large', 'base']

/**
 * A responsive picture from the stored formats: srcset of every width, width/height set
 * so nothing shifts, lazy loading (the browser's own margin is small) unless a priority.
 */
export function Picture({ image, sizes, priority = false, className, alt }: PictureProps) {
  const base = useRootData()?.mediaBaseUrl
  const formats = ORDER.map((name) => image.formats[name]).filter((f): f is ImageFormat => Boolean(f))
  const fallback = image.formats.medium ?? image.formats.base ?? formats[0]
  if (!fallback) return null
  return (
    <img
      className={className}
      src={mediaUrl(fallback.url, base)}
      srcSet={formats.map((f) => `${mediaUrl(f.url, base)} ${f.width}w`).join(', ')}
      sizes={sizes}
      width={fallback.width}
      height={fallback.height}
      alt={alt ?? image.caption}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}
