import { data, Form } from 'react-router'
import type { Route } from './+types/registrations'
import { AdminPage } from '../../components/admin/AdminShell'
import { AdminTable } from '../../components/admin/AdminTable'
import { useTranslation } from '../../i18n/react'
import { localizePath } from '../../../domain/navigation/addresses'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { requestLocale } from '../../lib/request-locale.server'
import { monthOf } from '../../lib/registration-admin.server'
import { monthTaxReturn } from '../../../domain/stays/registration/register.server'
import { formatMoney } from '../../../domain/format/money'

/** The guest register and the tourist-tax return of a month (docs/decisions/055): the return on screen, both as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffMember(context)
  const locale = requestLocale(request)
  const month = monthOf(request)
  return data({ month, locale, rows: await monthTaxReturn(context.db, { month, locale }) }, { headers: BACK_OFFICE_HEADERS })
}

export default function Registrations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('registration')
  const { month, locale, rows } = loaderData
  const query = `?mois=${month}`
  return (
    <AdminPage title={t('admin.title')}>
      <p>{t('admin.intro')}</p>
      <Form method="get" className="admin-form">
        <div className="field">
          <label htmlFor="registrations-month">{t('admin.month')}</label>
          <input id="registrations-month" name="mois" type="month" defaultValue={month} pattern="\d{4}-\d{2}" required />
        </div>
        <button type="submit" className="btn btn-secondary">
          {t('admin.show')}
        </button>
      </Form>
      <ul>
        <li>
          <a href={localizePath(`/admin/enregistrements/registre${query}`, locale)} download>
            {t('admin.registerCsv')}
          </a>
        </li>
        <li>
          <a href={localizePath(`/admin/enregistrements/taxe-de-sejour${query}`, locale)} download>
            {t('admin.taxCsv')}
          </a>
        </li>
      </ul>
      <h2>{t('admin.taxTitle', { month })}</h2>
      <AdminTable
        caption={t('admin.taxTitle', { month })}
        columns={[t('admin.csv.reference'), t('admin.csv.rental'), t('admin.csv.stays'), t('admin.csv.nights'), t('admin.csv.adultNights'), t('admin.csv.childNights'), t('admin.csv.freeNights'), t('admin.csv.tax')]}
        rows={rows}
        empty={t('admin.noStays')}
      >
        {(row) => (
          <tr key={row.locationId}>
            <td>{row.reference}</td>
            <td>{row.rental}</td>
            <td>{row.stays}</td>
            <td>{row.nights}</td>
            <td>{row.guestNights.adult}</td>
            <td>{row.guestNights.child}</td>
            <td>{row.guestNights.free}</td>
            <td>{formatMoney(row.tax)}</td>
          </tr>
        )}
      </AdminTable>
    </AdminPage>
  )
}
