import { data } from 'react-router'
import type { Route } from './+types/shop-codes'
import { AdminPage } from '../../components/admin/AdminShell'
import { AdminTable } from '../../components/admin/AdminTable'
import { ReductionStateBadge, reductionValueText } from '../../components/admin/shop/ReductionState'
import { ShopTabs } from '../../components/admin/shop/ShopTabs'
import { shopAccess } from '../../components/admin/shop/route.server'
import { useTranslation } from '../../i18n/react'
import { LocalizedLink } from '../../lib/locale'
import { BACK_OFFICE_HEADERS } from '../../lib/admin.server'
import { listReductionCodes } from '../../../domain/shop/reduction-codes.server'
import { formatDate } from '../../../domain/format/date'
import { formatMoney } from '../../../domain/format/money'

/** Reduction codes with where each stands today and how many orders used it. */
export async function loader({ context }: Route.LoaderArgs) {
  const { deps } = shopAccess(context)
  return data({ codes: await listReductionCodes(deps) }, { headers: BACK_OFFICE_HEADERS })
}

export default function ShopCodes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminShop')
  const { codes } = loaderData
  return (
    <AdminPage
      title={t('codes.title')}
      actions={
        <LocalizedLink to="/admin/boutique/codes/nouveau" className="btn btn-primary btn-small">
          {t('codes.new')}
        </LocalizedLink>
      }
    >
      <ShopTabs />
      <AdminTable
        caption={t('codes.title')}
        columns={[t('code.code'), t('code.value'), t('code.validity'), t('code.minimumTotal'), t('code.uses'), t('code.orders'), t('code.state')]}
        rows={codes}
        empty={t('codes.empty')}
      >
        {(code) => (
          <tr key={code.id}>
            <th scope="row">
              <LocalizedLink to={`/admin/boutique/codes/${code.id}`}>{code.code}</LocalizedLink>
            </th>
            <td>{reductionValueText(code)}</td>
            <td>{code.validFrom || code.validTo ? `${code.validFrom ? formatDate(code.validFrom) : '…'} – ${code.validTo ? formatDate(code.validTo) : '…'}` : t('code.always')}</td>
            <td>{code.minimumTotal === null ? '—' : formatMoney(code.minimumTotal)}</td>
            <td>{code.usageLimit === null ? t('code.usedUnlimited', { used: code.usedCount }) : t('code.usedOf', { used: code.usedCount, limit: code.usageLimit })}</td>
            <td>{code.orders}</td>
            <td>
              <ReductionStateBadge state={code.state} />
            </td>
          </tr>
        )}
      </AdminTable>
    </AdminPage>
  )
}
