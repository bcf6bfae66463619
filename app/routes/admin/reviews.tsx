import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router'
import type { Route } from './+types/reviews'
import { AdminPage } from '../../components/admin/AdminShell'
import { StatusAlert } from '../../components/StatusAlert'
import { useTranslation } from '../../i18n/react'
import { localized, requestLocale } from '../../lib/request-locale.server'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { formatDate } from '../../../domain/format/date'
import { moderate } from '../../../domain/reviews/moderate-review.server'
import { pendingReviews } from '../../../domain/reviews/reviews.repository.server'

/**
 * Reviews waiting for staff (docs/decisions/056): each with its rental, stay, rating and text as
 * the guest wrote it; publish or reject, never edit. Any staff member moderates; each decision is
 * in the audit log.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffMember(context)
  return data({ reviews: await pendingReviews(context.db, requestLocale(request)) }, { headers: BACK_OFFICE_HEADERS })
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireStaffMember(context)
  const form = await request.formData()
  const intent = form.get('intent')
  if (intent !== 'publish' && intent !== 'reject') return data({ error: 'unknown' as const }, { status: 400, headers: BACK_OFFICE_HEADERS })
  const outcome = await moderate({ db: context.db }, member, { id: form.get('id'), decision: intent })
  if (!outcome.ok) return data({ error: outcome.code }, { status: 409, headers: BACK_OFFICE_HEADERS })
  return redirect(`${localized('/admin/avis', request)}?${outcome.status}=${outcome.id}`, { status: 303, headers: BACK_OFFICE_HEADERS })
}

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('reviews')
  const [params] = useSearchParams()
  const busy = useNavigation().state === 'submitting'
  const published = params.get('published')
  const rejected = params.get('rejected')
  return (
    <AdminPage title={t('admin.title')}>
      {published ? <StatusAlert status="success" message={t('admin.publishedDone', { id: published })} /> : null}
      {rejected ? <StatusAlert status="success" message={t('admin.rejectedDone', { id: rejected })} /> : null}
      {actionData?.error ? <StatusAlert status="error" message={t('admin.notPending')} /> : null}
      <p>{t('admin.intro')}</p>
      {loaderData.reviews.length === 0 ? (
        <p className="admin-empty">{t('admin.empty')}</p>
      ) : (
        <div className="admin-cards">
          {loaderData.reviews.map((review) => (
            <section key={review.id} className="admin-card admin-card--wide" aria-labelledby={`review-${review.id}`}>
              <h2 id={`review-${review.id}`}>{t('admin.review', { id: review.id })}</h2>
              <dl className="review-facts">
                <dt>{t('admin.rental')}</dt>
                <dd>
                  {review.title} ({review.reference})
                </dd>
                <dt>{t('admin.stay')}</dt>
                <dd>{review.arrival && review.departure ? `${formatDate(review.arrival)} – ${formatDate(review.departure)}` : ''}</dd>
                <dt>{t('admin.rating')}</dt>
                <dd>
                  <span aria-hidden="true">{'★'.repeat(review.rating) + '☆'.repeat(5 - review.rating)} </span>
                  {t('admin.stars', { rating: review.rating })}
                </dd>
                <dt>{t('admin.author')}</dt>
                <dd>{review.authorName}</dd>
                <dt>{t('admin.language')}</dt>
                <dd>{t(`languages.${review.locale === 'en' ? 'en' : 'fr'}`)}</dd>
                <dt>{t('admin.received')}</dt>
                <dd>{formatDate(review.createdAt)}</dd>
              </dl>
              <h3 className="visually-hidden">{t('admin.text')}</h3>
              <blockquote lang={review.locale} className="review-body">
                {review.body}
              </blockquote>
              <Form method="post" className="admin-form">
                <input type="hidden" name="id" value={review.id} />
                <div className="admin-page__actions">
                  <button type="submit" name="intent" value="publish" className="btn btn-primary" aria-disabled={busy || undefined}>
                    {t('admin.publish')}
                  </button>
                  <button type="submit" name="intent" value="reject" className="btn btn-secondary" aria-disabled={busy || undefined}>
                    {t('admin.reject')}
                  </button>
                </div>
              </Form>
            </section>
          ))}
        </div>
      )}
    </AdminPage>
  )
}
