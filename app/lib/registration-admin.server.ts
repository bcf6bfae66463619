/**
 * The staff's guest register and tourist-tax return (docs/decisions/055): the month asked
 * (`?mois=YYYY-MM`, this month in the resort otherwise) and the two CSV files.
 */
import { todayInResort } from '../../domain/booking/rules/calendar'
import { countryName } from '../../domain/i18n/countries'
import { toCsv } from '../../domain/orders/csv'
import { monthRegister, monthTaxReturn } from '../../domain/stays/registration/register.server'
import { isMonth } from '../../domain/stays/registration/tax-return'
import type { AppContext } from '../../server/context'
import { getTranslator } from '../i18n/i18n'
import { BACK_OFFICE_HEADERS, requireStaffMember } from './admin.server'
import { requestLocale } from './request-locale.server'

export const MONTH_PARAM = 'mois'

/** The month of the request, or this month. */
export function monthOf(request: Request): string {
  const asked = new URL(request.url).searchParams.get(MONTH_PARAM)
  return isMonth(asked) ? asked : todayInResort().slice(0, 7)
}

const francs = (centimes: number) => (centimes / 100).toFixed(2)

function csvResponse(csv: string, file: string) {
  return new Response(csv, {
    headers: { ...BACK_OFFICE_HEADERS, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${file}.csv"` },
  })
}

/** The register of the month's arrivals, one line per traveller, the document numbers opened; written to the audit log. */
export async function registerCsv(context: AppContext, request: Request): Promise<Response> {
  const staff = requireStaffMember(context)
  const locale = requestLocale(request)
  const month = monthOf(request)
  const t = getTranslator(locale, ['registration'])
  const lines = await monthRegister({ db: context.db, secrets: context.secrets }, staff, { month, locale })
  const columns = ['order', 'reference', 'rental', 'arrival', 'departure', 'position', 'lastName', 'firstName', 'birthDate', 'nationality', 'country', 'documentType', 'documentNumber']
  const csv = toCsv(
    columns.map((column) => t(`admin.csv.${column}`)),
    lines.map((l) => [
      l.orderNumber,
      l.reference,
      l.rental,
      l.arrival,
      l.departure,
      l.position,
      l.lastName,
      l.firstName,
      l.birthDate,
      l.nationality,
      countryName(l.nationality, locale),
      l.documentType ? t(`documents.${l.documentType}`) : '',
      l.documentNumber ?? '',
    ]),
  )
  return csvResponse(csv, `${t('admin.csv.registerFile')}-${month}`)
}

/** The month's tourist-tax return, per rental, with a total line. */
export async function taxReturnCsv(context: AppContext, request: Request): Promise<Response> {
  requireStaffMember(context)
  const locale = requestLocale(request)
  const month = monthOf(request)
  const t = getTranslator(locale, ['registration'])
  const rows = await monthTaxReturn(context.db, { month, locale })
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0)
  const columns = ['reference', 'rental', 'stays', 'nights', 'adultNights', 'childNights', 'freeNights', 'tax']
  const csv = toCsv(columns.map((column) => t(`admin.csv.${column}`)), [
    ...rows.map((r) => [r.reference, r.rental, r.stays, r.nights, r.guestNights.adult, r.guestNights.child, r.guestNights.free, francs(r.tax)]),
    ['Total', '', sum((r) => r.stays), sum((r) => r.nights), sum((r) => r.guestNights.adult), sum((r) => r.guestNights.child), sum((r) => r.guestNights.free), francs(sum((r) => r.tax))],
  ])
  return csvResponse(csv, `${t('admin.csv.taxFile')}-${month}`)
}
