import type { Route } from './+types/orders-export'
import { readListQuery } from '../../components/admin/list-query'
import { requestLocale } from '../../lib/request-locale.server'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { toCsv } from '../../../domain/orders/csv'
import { exportOrders, ORDER_FILTERS, ORDER_SORTS } from '../../../domain/orders/list.server'
import { toZurichIsoDate } from '../../../domain/format/date'
import { todayInResort } from '../../../domain/booking/rules/calendar'
import { getTranslator } from '../../i18n/i18n'

/** The file's columns, in the order of each row (adminOrders.json `list.csv`). */
const COLUMNS = ['number', 'createdAt', 'status', 'customer', 'email', 'rentals', 'total', 'paid'] as const

const francs = (centimes: number) => (centimes / 100).toFixed(2)

/** The filtered orders list as a CSV file (the same filters and order as the page, without pages). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffMember(context)
  const locale = requestLocale(request)
  const t = getTranslator(locale, ['adminOrders'])
  const query = readListQuery(new URL(request.url), { sorts: ORDER_SORTS, defaultSort: 'createdAt', defaultDir: 'desc', filters: ORDER_FILTERS })
  const rows = await exportOrders(context.db, query)
  const csv = toCsv(
    COLUMNS.map((column) => t(`list.csv.${column}`)),
    // 1: an unpaid order, listed under the "payment problem" filter.
    rows.map((r) => [r.number, toZurichIsoDate(new Date(r.createdAt)), t(`status.${r.status}`, { defaultValue: String(r.status) }), r.customer, r.email, r.rentals, francs(r.total), francs(r.paidTotal)]),
  )
  return new Response(csv, {
    headers: {
      ...BACK_OFFICE_HEADERS,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${t('list.csv.file')}-${todayInResort()}.csv"`,
    },
  })
}
