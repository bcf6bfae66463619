/** Counts the job worker's runs, and the e-mails among them, by outcome (docs/decisions/043). */
import { mayRetry } from '../../domain/jobs/backoff'
import type { JobHandlers } from '../../domain/jobs/jobs.server'
import { MAIL_SEND_JOB } from '../../domain/mail/mail.server'
import type { Metrics } from './metrics.server'

/** The same handlers, each run counted: done, or failed and retried, or failed for good (its last attempt). */
export function countedJobs(handlers: JobHandlers, metrics: Metrics): JobHandlers {
  return Object.fromEntries(
    Object.entries(handlers).map(([kind, handler]) => [
      kind,
      async (payload, job) => {
        try {
          await handler(payload, job)
        } catch (error) {
          metrics.job(kind, mayRetry(job.attempts, job.maxAttempts) ? 'retry' : 'failed')
          if (kind === MAIL_SEND_JOB) metrics.mail('failed')
          throw error
        }
        metrics.job(kind, 'done')
        if (kind === MAIL_SEND_JOB) metrics.mail('sent')
      },
    ]),
  )
}
