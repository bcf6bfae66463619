import { useTranslation } from '../../../i18n/react'

const TONE: Record<string, string> = { new: 'admin-badge--warning', answered: 'admin-badge--success', closed: '' }

/** A request's status as a badge: new ones stand out, answered ones are green. */
export function RequestStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('adminContent')
  return <span className={`admin-badge ${TONE[status] ?? ''}`.trim()}>{t(`status.${status}`)}</span>
}
