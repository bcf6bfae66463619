import { describe, expect, it } from 'vitest'
import type { Locale } from '../../domain/i18n/locales'
import { rememberedFrame } from './frame'
import { affects } from './tags'

/** The database's notices as the frame follows them: a sequence and what each notice drops. */
function fakeChanges() {
  let sequence = 0
  const notices: Array<{ sequence: number; drops: string[] }> = []
  const listeners: Array<(drops: readonly string[]) => void> = []
  return {
    sequence: () => sequence,
    changedSince: (since: number, tags: ReadonlySet<string>) => notices.some((n) => n.sequence > since && n.drops.some((d) => affects(d, tags))),
    onChange: (listener: (drops: readonly string[]) => void) => listeners.push(listener),
    notify(...drops: string[]) {
      sequence += 1
      notices.push({ sequence, drops })
      for (const listener of listeners) listener(drops)
    },
  }
}

function setUp(changesAt: Date | null = null) {
  let clock = 1_000_000
  const reads: Locale[] = []
  let during: (() => void) | null = null
  const changes = fakeChanges()
  const frame = rememberedFrame(
    async (locale) => {
      reads.push(locale)
      during?.()
      return { alert: null, footerNotice: `notice ${reads.length}`, changesAt }
    },
    changes,
    { maxAgeMs: 60_000, now: () => clock },
  )
  return { frame, reads, changes, tick: (ms: number) => (clock += ms), whileReading: (f: () => void) => (during = f) }
}

describe('the frame remembered between changes', () => {
  it('is read once per language', async () => {
    const { frame, reads } = setUp()
    expect((await frame('fr')).footerNotice).toBe('notice 1')
    expect((await frame('fr')).footerNotice).toBe('notice 1')
    expect((await frame('en')).footerNotice).toBe('notice 2')
    expect(reads).toEqual(['fr', 'en'])
  })

  it('is read again after a change of the alerts or the notice, not after another change', async () => {
    const { frame, reads, changes } = setUp()
    await frame('fr')
    changes.notify('rental:3', 'calendar:3')
    await frame('fr')
    expect(reads).toHaveLength(1)
    changes.notify('frame')
    expect((await frame('fr')).footerNotice).toBe('notice 2')
    changes.notify('*')
    await frame('fr')
    expect(reads).toHaveLength(3)
  })

  it('does not remember a read that raced a change', async () => {
    const { frame, reads, changes, whileReading } = setUp()
    whileReading(() => changes.notify('frame'))
    await frame('fr')
    whileReading(() => {})
    await frame('fr')
    await frame('fr')
    expect(reads).toHaveLength(2)
  })

  it('is read again when an alert starts or ends by the clock, and after its longest age', async () => {
    const inHalfAMinute = setUp(new Date(1_000_000 + 30_000))
    await inHalfAMinute.frame('fr')
    inHalfAMinute.tick(29_999)
    await inHalfAMinute.frame('fr')
    expect(inHalfAMinute.reads).toHaveLength(1)
    inHalfAMinute.tick(1)
    await inHalfAMinute.frame('fr')
    expect(inHalfAMinute.reads).toHaveLength(2)

    const never = setUp(null)
    await never.frame('fr')
    never.tick(60_000)
    await never.frame('fr')
    expect(never.reads).toHaveLength(2)
  })
})
