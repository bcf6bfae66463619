import type { ContentSeed } from './content-types'
import { buildJobs } from './jobs'
import { buildNews } from './news'
import { buildPackages, buildPackageTypes } from './packages'
import { buildPages } from './pages'
import { buildServices } from './services'

export type { ContentSeed } from './content-types'

/** Every content row of the demo, with explicit ids (fixed ones: 17, 20, 142, 171, 173). */
export function buildContents(today: string, now: Date): ContentSeed[] {
  const all = [
    ...buildPages(now),
    ...buildServices(now),
    ...buildPackageTypes(now),
    ...buildPackages(now),
    ...buildNews(today),
    ...buildJobs(today, now),
  ]
  const seen = new Set<number>()
  for (const c of all) {
    if (seen.has(c.id)) throw new Error(`duplicate content id ${c.id}`)
    seen.add(c.id)
  }
  return all
}
