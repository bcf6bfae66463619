import { data, redirect, useSearchParams } from 'react-router'
import type { Route } from './+types/availability'
import { AdminPage } from '../../components/admin/AdminShell'
import { RentalTabs } from '../../components/admin/RentalTabs'
import { BlockForm } from '../../components/admin/calendar/BlockForm'
import { WeekCalendar } from '../../components/admin/calendar/WeekCalendar'
import { FeedList } from '../../components/admin/calendar/FeedList'
import { YearPager } from '../../components/admin/calendar/YearPager'
import { formValues, type Refused, refused, weeklyRentalOf, weeksAsked } from '../../components/admin/calendar/rental.server'
import { StatusAlert } from '../../components/StatusAlert'
import { useTranslation } from '../../i18n/react'
import { localized, requestLocale } from '../../lib/request-locale.server'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { blockWeeks, calendarEntries, unblockWeeks } from '../../../domain/booking/availability.server'
import { parseBlock } from '../../../domain/booking/block-rules'
import { addDays, todayInResort } from '../../../domain/booking/rules/calendar'
import { parseFeed } from '../../../domain/booking/ical/feed-rules'
import { addFeed, feedsOf, removeFeed } from '../../../domain/booking/ical/feeds.server'
import { importFeed } from '../../../domain/booking/ical/import.server'
import { problemText } from '../../../domain/booking/ical/feed-problems'
import { feedFetcher } from '../../../domain/booking/ical/fetch-feed.server'

/** How many weeks the calendar shows at once: a year. */
const CALENDAR_WEEKS = 52

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaffMember(context)
  const rental = await weeklyRentalOf(context, params.id)
  const { from, to } = weeksAsked(request, CALENDAR_WEEKS)
  const [entries, feeds] = await Promise.all([calendarEntries(context, rental.id, from, to), feedsOf(context, rental.id)])
  const weeks = Array.from({ length: CALENDAR_WEEKS }, (_, i) => {
    const start = addDays(from, i * 7)
    const end = addDays(start, 7)
    return { start, end, entries: entries.filter((e) => e.period.arrival < end && e.period.departure > start) }
  })
  const locale = requestLocale(request)
  const feedViews = feeds.map((f) => ({
    id: f.id,
    url: f.url,
    label: f.label,
    lastFetchedAt: f.lastFetchedAt?.toISOString() ?? null,
    problems: f.problems.map((problem) => problemText(problem)[locale]),
    eventCount: f.eventCount,
  }))
  return data({ rental, from, weeks, feeds: feedViews }, { headers: BACK_OFFICE_HEADERS })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requireStaffMember(context)
  const rental = await weeklyRentalOf(context, params.id)
  const locale = requestLocale(request)
  const values = formValues(await request.formData())
  const deps = { db: context.db, secrets: context.secrets }
  const done = (notice: string) => redirect(localized(`/admin/locations/${rental.id}/disponibilites?done=${notice}`, request), { status: 303, headers: BACK_OFFICE_HEADERS })
  switch (values.intent) {
    case 'block': {
      const block = parseBlock(values, todayInResort(), locale)
      if (!block.ok) return refused('block', block.errors, values)
      const answer = await blockWeeks(deps, staff, { locationId: rental.id, block: block.value, locale })
      return answer.ok ? done('blocked') : refused('block', answer.errors, values)
    }
    case 'unblock': {
      const answer = await unblockWeeks(deps, staff, { locationId: rental.id, bookingId: idOf(values.bookingId), locale })
      return answer.ok ? done('unblocked') : refused('unblock', answer.errors, values)
    }
    case 'feed-add': {
      const feed = parseFeed(values, locale, { allowLoopback: context.icalAllowLoopback === true })
      if (!feed.ok) return refused('feed-add', feed.errors, values)
      const answer = await addFeed(deps, staff, { locationId: rental.id, feed: feed.value, locale })
      if (answer.ok) context.jobs.wake()
      return answer.ok ? done('feedAdded') : refused('feed-add', answer.errors, values)
    }
    case 'feed-remove': {
      const answer = await removeFeed(deps, staff, { locationId: rental.id, feedId: idOf(values.feedId), locale })
      return answer.ok ? done('feedRemoved') : refused('feed', answer.errors, values)
    }
    case 'feed-import': {
      const feeds = await feedsOf(context, rental.id)
      const feed = feeds.find((f) => f.id === idOf(values.feedId))
      if (!feed) return done('feedRemoved')
      // Now, in the request, so the member sees the result; the job's next turn stays as it was.
      const deps = { db: context.db, secrets: context.secrets, fetchText: feedFetcher({ allowLoopback: context.icalAllowLoopback === true }), ownHost: new URL(context.settings.publicUrl).host, log: context.log }
      await importFeed(deps, feed.id, staff)
      return done('imported')
    }
    default:
      return data({ intent: 'unknown', errors: {}, values: {} }, { status: 400, headers: BACK_OFFICE_HEADERS })
  }
}

const idOf = (raw: string | undefined) => (/^\d{1,9}$/.test(raw ?? '') ? Number(raw) : 0)

const NOTICES = ['blocked', 'unblocked', 'feedAdded', 'feedRemoved', 'imported'] as const

export default function Availability({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('adminCalendar')
  const [params] = useSearchParams()
  const { rental, from, weeks, feeds } = loaderData
  const answer = actionData as Refused | undefined
  const done = NOTICES.find((n) => n === params.get('done'))
  return (
    <AdminPage title={t('calendar.title', { reference: rental.reference })}>
      <RentalTabs locationId={rental.id} weekly />
      {done && !answer ? <StatusAlert status="success" message={t(`calendar.done.${done}`)} /> : null}
      {answer?.intent === 'unblock' || answer?.intent === 'feed' ? <StatusAlert status="error" message={Object.values(answer.errors).join(' ')} /> : null}
      <BlockForm refused={answer} />
      <h2>{t('calendar.heading')}</h2>
      <YearPager path={`/admin/locations/${rental.id}/disponibilites`} from={from} weeks={CALENDAR_WEEKS} label={t('calendar.years')} earlier={t('calendar.earlier')} later={t('calendar.later')} />
      <WeekCalendar weeks={weeks} />
      <FeedList feeds={feeds} refused={answer} />
    </AdminPage>
  )
}
