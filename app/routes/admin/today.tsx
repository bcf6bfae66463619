import { data, useSearchParams } from 'react-router'
import type { Route } from './+types/today'
import { AdminPage } from '../../components/admin/AdminShell'
import { AdminTable } from '../../components/admin/AdminTable'
import { StatusAlert } from '../../components/StatusAlert'
import { useTranslation } from '../../i18n/react'
import { LocalizedLink } from '../../lib/locale'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { PaymentProblemsTable } from '../../components/admin/orders/PaymentProblems'
import { partyText } from '../../components/admin/orders/format'
import { requestLocale } from '../../lib/request-locale.server'
import { todayOverview, type Movement } from '../../../domain/staff/today.server'
import { PAYMENT_PROBLEM_FILTER } from '../../../domain/orders/payment-problem'
import { formatDate } from '../../../domain/format/date'
import { formatMoney } from '../../../domain/format/money'
import { progressOfBookings } from '../../../domain/stays/registration/registration.server'
import type { RegistrationProgress } from '../../../domain/stays/registration/progress'

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffMember(context)
  const today = await todayOverview({ db: context.db }, { locale: requestLocale(request) })
  // How far each arriving stay's guest registration is (docs/decisions/055).
  const registrations = await progressOfBookings(
    context.db,
    today.arrivals.map((arrival) => arrival.bookingId),
  )
  return data({ ...today, registrations }, { headers: BACK_OFFICE_HEADERS })
}

const time = (iso: string) => new Date(iso).toLocaleTimeString('fr-CH', { timeZone: 'Europe/Zurich', hour: '2-digit', minute: '2-digit' })

export default function Today({ loaderData: today }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const [params] = useSearchParams()
  const codesLeft = params.get('codes')
  return (
    <AdminPage title={t('today.title', { date: formatDate(today.date) })}>
      {codesLeft !== null ? <StatusAlert status="error" message={t('today.recoveryCodesLeft', { count: Number(codesLeft) })} /> : null}
      {today.groupsWaiting > 0 ? (
        <p className="alert alert-info">
          <LocalizedLink to="/admin/accords">{t('today.groups', { count: today.groupsWaiting })}</LocalizedLink>
        </p>
      ) : null}
      <div className="admin-cards">
        <section className={today.paymentProblems.total === 0 ? 'admin-card' : 'admin-card admin-card--wide'} aria-labelledby="today-payment-problems">
          <h2 id="today-payment-problems">{t('today.paymentProblems')}</h2>
          {today.paymentProblems.total === 0 ? (
            <p>{t('today.noPaymentProblems')}</p>
          ) : (
            <>
              <PaymentProblemsTable rows={today.paymentProblems.rows} caption={t('today.paymentProblems')} withOrder />
              <p>
                <LocalizedLink to={`/admin/commandes?status=${PAYMENT_PROBLEM_FILTER}`}>{t('today.allPaymentProblems', { count: today.paymentProblems.total })}</LocalizedLink>
              </p>
            </>
          )}
        </section>
        <Movements id="today-arrivals" title={t('today.arrivals')} rows={today.arrivals} empty={t('today.noArrivals')} registrations={today.registrations} />
        <Movements id="today-departures" title={t('today.departures')} rows={today.departures} empty={t('today.noDepartures')} />
        <section className="admin-card" aria-labelledby="today-holds">
          <h2 id="today-holds">{t('today.holds')}</h2>
          {today.expiringHolds.length === 0 ? (
            <p>{t('today.noHolds')}</p>
          ) : (
            <ul>
              {today.expiringHolds.map((hold) => (
                <li key={hold.bookingId}>{t('today.hold', { reference: hold.reference, arrival: formatDate(hold.arrival), time: time(hold.expiresAt) })}</li>
              ))}
            </ul>
          )}
        </section>
        <section className="admin-card" aria-labelledby="today-balances">
          <h2 id="today-balances">{t('today.balances')}</h2>
          {today.dueBalances.length === 0 ? (
            <p>{t('today.noBalances')}</p>
          ) : (
            <ul>
              {today.dueBalances.map((balance) => (
                <li key={balance.orderNumber} className={balance.overdue ? 'is-overdue' : undefined}>
                  <LocalizedLink to={`/admin/commandes/${balance.orderNumber}`}>{balance.orderNumber}</LocalizedLink> {balance.customer}:{' '}
                  {t(balance.overdue ? 'today.balanceOverdue' : 'today.balanceDue', { amount: formatMoney(balance.due), date: balance.dueOn ? formatDate(balance.dueOn) : '—' })}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="admin-card" aria-labelledby="today-requests">
          <h2 id="today-requests">{t('today.requests', { count: today.newRequests.count })}</h2>
          {today.newRequests.latest.length === 0 ? (
            <p>{t('today.noRequests')}</p>
          ) : (
            <ul>
              {today.newRequests.latest.map((request) => (
                <li key={request.id}>
                  <LocalizedLink to={`/admin/demandes/${request.id}`}>{request.name}</LocalizedLink> ({t(`requestKind.${request.kind}`)}, {formatDate(request.createdAt.slice(0, 10))})
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="admin-card admin-card--wide" aria-labelledby="today-occupancy">
          <h2 id="today-occupancy">{t('today.occupancy')}</h2>
          <AdminTable wrapped={false} columns={[t('today.week'), t('today.taken'), t('today.rate')]} rows={today.occupancy}>
            {(week) => (
              <tr key={week.start}>
                <td>{formatDate(week.start)}</td>
                <td>
                  {week.booked} / {week.rentals}
                </td>
                <td>
                  <meter min={0} max={Math.max(week.rentals, 1)} value={week.booked} aria-label={t('today.rateOf', { date: formatDate(week.start) })} />{' '}
                  {week.rentals ? Math.round((100 * week.booked) / week.rentals) : 0} %
                </td>
              </tr>
            )}
          </AdminTable>
        </section>
      </div>
    </AdminPage>
  )
}

/** Arrivals or departures: who comes or leaves, where, how many, and how to reach them. */
function Movements({ id, title, rows, empty, registrations }: { id: string; title: string; rows: Movement[]; empty: string; registrations?: Record<number, RegistrationProgress> }) {
  const { t, i18n } = useTranslation(['admin', 'registration'])
  return (
    <section className="admin-card admin-card--wide" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <AdminTable caption={title} columns={[t('today.date'), t('today.rental'), t('today.guest'), t('today.party'), t('today.phone'), t('today.order'), ...(registrations ? [t('registration:admin.today')] : [])]} rows={rows}>
          {(row) => (
            <tr key={row.bookingId}>
              <td>{formatDate(row.date)}</td>
              <td>
                <LocalizedLink to={`/admin/locations/${row.locationId}`}>{row.reference}</LocalizedLink>
                {row.rental ? ` · ${row.rental}` : ''}
              </td>
              <td>{row.guest ?? (row.orderNumber ? '—' : t('today.agencyBooking'))}</td>
              <td>{row.party ? partyText(row.party, i18n.language) : '—'}</td>
              <td>{row.phone ? <a href={`tel:${row.phone}`}>{row.phone}</a> : '—'}</td>
              <td>{row.orderNumber ? <LocalizedLink to={`/admin/commandes/${row.orderNumber}`}>{row.orderNumber}</LocalizedLink> : '—'}</td>
              {registrations ? <td>{registrations[row.bookingId] ? t(`registration:admin.${registrations[row.bookingId]!.state}`, registrations[row.bookingId]) : '—'}</td> : null}
            </tr>
          )}
        </AdminTable>
      )}
    </section>
  )
}
