import { inject } from 'vitest'

/**
 * The shared test site of this worker. The HTTP tests run two files at a time, and the global setup
 * starts one shared site per worker: files that share a site still run one after the other (as
 * they did when every file ran alone), while the files that start their own sites run beside them.
 */
const sites = inject('sharedSites')
const worker = Number(process.env.VITEST_POOL_ID ?? 1)

export const shared = sites[(worker - 1) % sites.length]
