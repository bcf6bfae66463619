import { useTranslation } from '../../../i18n/react'

const PUBLISHED = 2

/** Whether the shop offers a product. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('adminShop')
  return status === PUBLISHED ? (
    <span className="admin-badge admin-badge--success">{t('status.published')}</span>
  ) : (
    <span className="admin-badge admin-badge--warning">{t('status.unpublished')}</span>
  )
}
