import { type ReactNode, useId } from 'react'
import { useTranslation } from '../../i18n/react'
import { useRootData } from '../../lib/root-data'
import { REQUEST_FORM_ANCHOR } from '../../../domain/requests/request-fields'
import { RequestForm, type RequestSubject } from '../forms/RequestForm'

type DetailSectionProps = { title: string; id?: string; className?: string; children: ReactNode }

/** A titled part of a detail page: a section named by its h2. */
export function DetailSection({ title, id, className, children }: DetailSectionProps) {
  const headingId = useId()
  return (
    <section id={id} className={`detail-section${className ? ` ${className}` : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  )
}

/** The place of an offer with a link to the map at its coordinates (and, given as `children`, the map itself). */
export function PlaceSection({ place, latitude, longitude, children }: { place: string; latitude: number; longitude: number; children?: ReactNode }) {
  const { t } = useTranslation('detail')
  const map = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`
  return (
    <DetailSection title={t('place.heading')}>
      <p className="detail-place">
        <strong>{place}</strong>, Valais
      </p>
      <p>
        <a href={map} target="_blank" rel="noopener noreferrer">
          {t('place.map')}
          <span className="visually-hidden"> {t('share.newWindow')}</span>
        </a>
      </p>
      <p className="text-muted">{t('place.coordinates', { latitude: latitude.toFixed(5), longitude: longitude.toFixed(5) })}</p>
      {children}
    </DetailSection>
  )
}

/** The id of the request form (it is the form's own section), for the "request" links. */
export const REQUEST_ANCHOR = REQUEST_FORM_ANCHOR

/**
 * The information or visit request about an offer (the form brings its own section and heading),
 * followed by the agency's phone and e-mail for those who prefer to call or write.
 */
export function RequestSection({ kind, subject }: { kind: 'information' | 'visit'; subject: RequestSubject }) {
  const { t } = useTranslation('detail')
  const contact = useRootData()?.contact
  return (
    <div className="detail-request">
      <RequestForm kind={kind} subject={subject} />
      {contact ? (
        <p className="detail-request__contact">
          {t('request.intro')} {t('request.phone')}
          <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>, {t('request.email')}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </p>
      ) : null}
    </div>
  )
}

/** A side box (price, share links) with its own heading. */
export function DetailBox({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section className="detail-box" aria-labelledby={headingId}>
      <h2 id={headingId} className="detail-box__title">
        {title}
      </h2>
      {children}
    </section>
  )
}
