import type { SiteFrame } from '../../domain/content/frame.repository.server'
import type { Locale } from '../../domain/i18n/locales'
import type { SiteChanges } from './site-changes.server'
import { affects, FRAME } from './tags'

/** The frame of a page in one language (context.frame): the alert banner and the footer notice. */
export type FrameReader = (locale: Locale) => Promise<SiteFrame>

type Read = (locale: Locale, now: Date) => Promise<SiteFrame & { changesAt: Date | null }>

const FRAME_TAGS: ReadonlySet<string> = new Set([FRAME])

/**
 * The frame read once and remembered per language (decision 045): every page shows it, so reading it
 * for each render was two queries on every page. It is read again after a change of the alerts or the
 * frame texts on any instance (the database's notices, as the page cache follows them), when an alert
 * starts or ends by the clock, and at the latest after `maxAgeMs`. A read that raced a change is used
 * once and not remembered.
 */
export function rememberedFrame(
  read: Read,
  changes: Pick<SiteChanges, 'sequence' | 'changedSince' | 'onChange'>,
  { maxAgeMs = 5 * 60_000, now = Date.now }: { maxAgeMs?: number; now?: () => number } = {},
): FrameReader {
  const kept = new Map<Locale, { frame: SiteFrame; until: number }>()
  changes.onChange((drops) => {
    if (drops.some((drop) => affects(drop, FRAME_TAGS))) kept.clear()
  })
  return async (locale) => {
    const at = now()
    const hit = kept.get(locale)
    if (hit && at < hit.until) return hit.frame
    const since = changes.sequence()
    const { changesAt, ...frame } = await read(locale, new Date(at))
    if (!changes.changedSince(since, FRAME_TAGS)) {
      kept.set(locale, { frame, until: Math.min(at + maxAgeMs, changesAt?.getTime() ?? Number.POSITIVE_INFINITY) })
    }
    return frame
  }
}
