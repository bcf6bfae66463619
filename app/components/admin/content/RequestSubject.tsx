import { useTranslation } from '../../../i18n/react'
import { LocalizedLink } from '../../../lib/locale'
import { locationPath, salePath } from '../../../../domain/navigation/addresses'

export type SubjectLink = { type: 'location'; id: number; kind: 'weekly' | 'annual'; slug: string } | { type: 'sale'; id: number; slug: string } | null

/** The rental or sale a request is about: its public page and its back-office sheet, or a note that it is gone. */
export function RequestSubject({ title, link }: { title: string; link: SubjectLink }) {
  const { t } = useTranslation('adminContent')
  if (!link) return <>{t('requests.subjectGone', { title })}</>
  const publicPath = link.type === 'location' ? locationPath(link) : salePath(link)
  const sheet = link.type === 'location' ? `/admin/locations/${link.id}` : `/admin/ventes/${link.id}`
  return (
    <>
      {title} · <LocalizedLink to={publicPath}>{t('requests.publicPage')}</LocalizedLink> · <LocalizedLink to={sheet}>{t('requests.sheet')}</LocalizedLink>
    </>
  )
}
