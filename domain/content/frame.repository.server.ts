import { and, eq, gt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { alerts, PUBLISHED } from '../../db/schema'
import type { Locale } from '../i18n/locales'
import { findActiveAlert, type SiteAlert } from './content.repository.server'
import { findSiteText } from './site-texts.repository.server'

/** What every public page shows around its content that the agency edits: the alert banner and the footer notice. */
export type SiteFrame = { alert: SiteAlert | null; footerNotice: string | null }

/** The frame in one language, and when it may change by the clock alone (a published alert starting or ending later), or null. */
export async function readSiteFrame(db: Db, locale: Locale, now = new Date()): Promise<SiteFrame & { changesAt: Date | null }> {
  const [alert, footerNotice, changesAt] = await Promise.all([
    findActiveAlert(db, locale, now),
    findSiteText(db, 'footer_notice', locale),
    nextAlertChange(db, now),
  ])
  return { alert, footerNotice, changesAt }
}

/** The first start or end of a published alert after `now`: the banner changes then without a write. */
async function nextAlertChange(db: Db, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<Date | null>`min(least(case when ${alerts.startsAt} > ${now} then ${alerts.startsAt} end, case when ${alerts.endsAt} > ${now} then ${alerts.endsAt} end))`.mapWith(alerts.startsAt),
    })
    .from(alerts)
    .where(and(eq(alerts.status, PUBLISHED), or(gt(alerts.startsAt, now), gt(alerts.endsAt, now))))
  return row?.at ?? null
}
