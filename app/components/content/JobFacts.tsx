import { useTranslation } from '../../i18n/react'
import type { ContentMember } from '../../../domain/content/content-members.server'
import { dateAttribute, publicationDate, textAttribute } from './format'

/** A job offer's workload, start date (DD.MM.YYYY) and place, as a description list. */
export function JobFacts({ content, compact = false }: { content: ContentMember; compact?: boolean }) {
  const { t } = useTranslation('content')
  const facts: Array<[string, string]> = []
  const workload = textAttribute(content.attributes, 'workload')
  const startDate = dateAttribute(content.attributes, 'startDate')
  const place = textAttribute(content.attributes, 'place')
  if (workload) facts.push([t('jobs.workload'), workload])
  if (startDate) facts.push([t('jobs.startDate'), startDate])
  if (place) facts.push([t('jobs.place'), place])
  if (!compact) facts.push([t('jobs.publishedOn'), publicationDate(content.publishedAt)])
  if (facts.length === 0) return null
  return (
    <dl className={compact ? 'job-facts job-facts--compact' : 'job-facts'}>
      {facts.map(([label, value]) => (
        <div key={label} className="job-facts__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
