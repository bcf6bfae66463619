import { data, redirect, useSearchParams } from 'react-router'
import type { Route } from './+types/prices'
import { AdminPage } from '../../components/admin/AdminShell'
import { RentalTabs } from '../../components/admin/RentalTabs'
import { PriceGrid } from '../../components/admin/calendar/PriceGrid'
import { SeasonForm } from '../../components/admin/calendar/SeasonForm'
import { YearPager } from '../../components/admin/calendar/YearPager'
import { formValues, type Refused, refused, weeklyRentalOf, weeksAsked } from '../../components/admin/calendar/rental.server'
import { StatusAlert } from '../../components/StatusAlert'
import { useTranslation } from '../../i18n/react'
import { localized, requestLocale } from '../../lib/request-locale.server'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { parseSeasonEdit, parseWeekEdit } from '../../../domain/booking/price-rules'
import { editSeasonPrices, editWeekPrice, priceGrid } from '../../../domain/booking/prices.server'
import { addDays, isIsoDate } from '../../../domain/booking/rules/calendar'

/** How many weeks the grid shows at once: a year. */
const GRID_WEEKS = 52

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaffMember(context)
  const rental = await weeklyRentalOf(context, params.id)
  const { from, to } = weeksAsked(request, GRID_WEEKS)
  const weeks = await priceGrid({ db: context.db }, rental.id, from, to)
  return data({ rental, from, to, weeks: weeks.map((w) => ({ ...w, end: addDays(w.start, 7) })) }, { headers: BACK_OFFICE_HEADERS })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requireStaffMember(context)
  const rental = await weeklyRentalOf(context, params.id)
  const locale = requestLocale(request)
  const values = formValues(await request.formData())
  const deps = { db: context.db }
  const done = (weeks: number) => redirect(localized(`/admin/locations/${rental.id}/prix?saved=${weeks}${backTo(request)}`, request), { status: 303, headers: BACK_OFFICE_HEADERS })
  switch (values.intent) {
    case 'week': {
      const week = parseWeekEdit(values, locale)
      if (!week.ok) return refused('week', week.errors, values)
      const answer = await editWeekPrice(deps, staff, { locationId: rental.id, week: week.value, locale })
      return answer.ok ? done(answer.weeks) : refused('week', answer.errors, values)
    }
    case 'season': {
      const edit = parseSeasonEdit(values, locale)
      if (!edit.ok) return refused('season', edit.errors, values)
      const answer = await editSeasonPrices(deps, staff, { locationId: rental.id, edit: edit.value, locale })
      return answer.ok ? done(answer.weeks) : refused('season', answer.errors, values)
    }
    default:
      return data({ intent: 'unknown', errors: {}, values: {} }, { status: 400, headers: BACK_OFFICE_HEADERS })
  }
}

/** Keeps the grid on the year the member was looking at. */
function backTo(request: Request): string {
  const from = new URL(request.url).searchParams.get('from')
  return from && isIsoDate(from) ? `&from=${from}` : ''
}

export default function Prices({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('adminCalendar')
  const [params] = useSearchParams()
  const { rental, from, weeks } = loaderData
  const answer = actionData as Refused | undefined
  const saved = params.get('saved')
  return (
    <AdminPage title={t('prices.title', { reference: rental.reference })}>
      <RentalTabs locationId={rental.id} weekly />
      {saved !== null && !answer ? <StatusAlert status="success" message={t('prices.saved', { count: Number(saved) })} /> : null}
      <SeasonForm refused={answer} />
      <h2>{t('prices.gridTitle')}</h2>
      <YearPager path={`/admin/locations/${rental.id}/prix`} from={from} weeks={GRID_WEEKS} label={t('prices.years')} earlier={t('prices.earlier')} later={t('prices.later')} />
      <PriceGrid weeks={weeks} refused={answer} />
    </AdminPage>
  )
}
