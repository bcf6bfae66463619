import type { Route } from './+types/orders-export'
import { readListQuery } from '../../components/admin/list-query'
import { requestLocale } from '../../lib/request-locale.server'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { toCsv } from '../../../domain/orders/csv'
import { exportOrders, ORDER_FILTERS, ORDER_SORTS } from '../../../domain/orders/list.server'
import { toZurichIsoDate } from '../../../domain/format/date'
import { todayInResort } from '../../../domain/booking/rules/calendar'

const HEADER = {
  fr: ['Numéro', 'Date', 'Statut', 'Client', 'E-mail', 'Locations', 'Total (CHF)', 'Payé (CHF)'],
  en: ['Number', 'Date', 'Status', 'Customer', 'E-mail', 'Rentals', 'Total (CHF)', 'Paid (CHF)'],
} as const
// 1: an unpaid order, listed under the "payment problem" filter.
const STATUS = { fr: { 1: 'non payée', 2: 'payée', 3: 'acompte payé', 4: 'annulée' }, en: { 1: 'unpaid', 2: 'paid', 3: 'deposit paid', 4: 'cancelled' } } as const

const francs = (centimes: number) => (centimes / 100).toFixed(2)

/** The filtered orders list as a CSV file (the same filters and order as the page, without pages). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffMember(context)
  const locale = requestLocale(request)
  const query = readListQuery(new URL(request.url), { sorts: ORDER_SORTS, defaultSort: 'createdAt', defaultDir: 'desc', filters: ORDER_FILTERS })
  const rows = await exportOrders(context.db, query)
  const csv = toCsv(
    HEADER[locale],
    rows.map((r) => [r.number, toZurichIsoDate(new Date(r.createdAt)), STATUS[locale][r.status as 1 | 2 | 3 | 4] ?? String(r.status), r.customer, r.email, r.rentals, francs(r.total), francs(r.paidTotal)]),
  )
  return new Response(csv, {
    headers: {
      ...BACK_OFFICE_HEADERS,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${locale === 'en' ? 'orders' : 'commandes'}-${todayInResort()}.csv"`,
    },
  })
}
