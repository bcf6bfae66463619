import { data, Form, redirect, useSearchParams } from 'react-router'
import type { Route } from './+types/requests.$id'
import { AdminPage } from '../../components/admin/AdminShell'
import { RequestStatusBadge } from '../../components/admin/content/RequestBadges'
import { RequestSubject } from '../../components/admin/content/RequestSubject'
import { ErrorSummary, TextAreaField } from '../../components/fields'
import { StatusAlert } from '../../components/StatusAlert'
import { useTranslation } from '../../i18n/react'
import { LocalizedLink } from '../../lib/locale'
import { localized, requestLocale } from '../../lib/request-locale.server'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { findRequest } from '../../../domain/requests/inbox.server'
import { moveRequest, replyToRequest } from '../../../domain/requests/reply.server'
import { REPLY_MAX_LENGTH } from '../../../domain/requests/reply-rules'
import { formatInternational, validationMessage } from '../../../domain/validation'
import { formatDateTime } from '../../../domain/format/date'
import { agencyContact } from '../../../server/agency.server'


export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaffMember(context)
  const found = await findRequest(context.db, Number(params.id))
  if (!found) throw new Response('Not Found', { status: 404, headers: BACK_OFFICE_HEADERS })
  const { replies, createdAt, statusChangedAt, ...request } = found
  return data(
    {
      request: { ...request, phone: formatInternational(request.phone), createdAt: createdAt.toISOString(), statusChangedAt: statusChangedAt?.toISOString() ?? null },
      replies: replies.map((reply) => ({ id: reply.id, staffName: reply.staffName, body: reply.body, sentAt: reply.sentAt.toISOString() })),
    },
    { headers: BACK_OFFICE_HEADERS },
  )
}

type Answer = { errors?: Record<string, string>; formError?: string; body?: string }

/** Reply (intent=reply), close or reopen; a success goes back to the request (303). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requireStaffMember(context)
  const locale = requestLocale(request)
  const form = await request.formData()
  const requestId = Number(params.id)
  const intent = form.get('intent')
  const body = String(form.get('body') ?? '')
  const result =
    intent === 'reply'
      ? await replyToRequest(
          {
            db: context.db,
            mail: context.mail,
            jobs: context.jobs,
            agency: agencyContact(context),
          },
          staff,
          { requestId, body, locale },
        )
      : intent === 'close' || intent === 'reopen'
        ? await moveRequest({ db: context.db }, staff, { requestId, move: intent, locale })
        : null
  if (!result) return data<Answer>({ formError: validationMessage('backOffice.unknownAction', locale) }, { status: 400, headers: BACK_OFFICE_HEADERS })
  if (result.status === 'done') {
    const notice = intent === 'reply' ? 'sent' : 'moved'
    return redirect(`${localized(`/admin/demandes/${params.id}`, request)}?ok=${notice}`, { status: 303, headers: BACK_OFFICE_HEADERS })
  }
  if (result.status === 'invalid') {
    const errors = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error.message]))
    return data<Answer>({ errors, body }, { status: 400, headers: BACK_OFFICE_HEADERS })
  }
  return data<Answer>({ formError: result.message, body }, { status: result.code === 'notFound' ? 404 : 409, headers: BACK_OFFICE_HEADERS })
}


export default function RequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('adminContent')
  const { request, replies } = loaderData
  const answer = actionData as Answer | undefined
  const [params] = useSearchParams()
  const ok = params.get('ok')
  const closed = request.status === 'closed'
  const name = `${request.firstName} ${request.lastName}`
  return (
    <AdminPage
      title={t('requests.detailTitle', { id: request.id, name })}
      actions={
        <Form method="post">
          <input type="hidden" name="intent" value={closed ? 'reopen' : 'close'} />
          <button type="submit" className="btn btn-secondary btn-small">
            {closed ? t('requests.reopen') : t('requests.close')}
          </button>
        </Form>
      }
    >
      <p>
        <LocalizedLink to="/admin/demandes">{t('requests.back')}</LocalizedLink>
      </p>
      {ok === 'sent' || ok === 'moved' ? <StatusAlert key={ok} status="success" message={t(`requests.${ok}`)} /> : null}
      {answer?.formError ? <StatusAlert status="error" message={answer.formError} /> : null}
      <dl className="admin-facts">
        <dt>{t('requests.status')}</dt>
        <dd>
          <RequestStatusBadge status={request.status} />
        </dd>
        <dt>{t('requests.kind')}</dt>
        <dd>{t(`kind.${request.kind}`)}</dd>
        <dt>{t('requests.receivedAt')}</dt>
        <dd>{formatDateTime(request.createdAt)}</dd>
        <dt>{t('requests.email')}</dt>
        <dd>
          <a href={`mailto:${request.email}`}>{request.email}</a>
        </dd>
        <dt>{t('requests.phone')}</dt>
        <dd>{request.phone}</dd>
        <dt>{t('requests.language')}</dt>
        <dd>{t(`locale.${request.locale === 'en' ? 'en' : 'fr'}`)}</dd>
        {request.subjectType ? (
          <>
            <dt>{t('requests.subject')}</dt>
            <dd>
              <RequestSubject title={request.subjectTitle ?? request.subjectReference ?? `#${request.subjectId}`} link={request.subjectLink} />
            </dd>
          </>
        ) : null}
        {request.visitDates ? (
          <>
            <dt>{t('requests.visitDates')}</dt>
            <dd>{request.visitDates}</dd>
          </>
        ) : null}
      </dl>
      <h2>{t('requests.message')}</h2>
      <blockquote className="admin-message">{request.message || t('requests.noMessage')}</blockquote>
      <section aria-labelledby="request-replies">
        <h2 id="request-replies">{t('requests.replies')}</h2>
        {replies.length === 0 ? (
          <p className="admin-empty">{t('requests.noReplies')}</p>
        ) : (
          <ol className="admin-replies">
            {replies.map((reply) => (
              <li key={reply.id}>
                <p className="admin-replies__by">{t('requests.replyBy', { name: reply.staffName, date: formatDateTime(reply.sentAt) })}</p>
                <blockquote className="admin-message">{reply.body}</blockquote>
              </li>
            ))}
          </ol>
        )}
      </section>
      {closed ? (
        <p>{t('requests.closedNotice')}</p>
      ) : (
        <Form method="post" noValidate className="admin-form" id="reply-form">
          <ErrorSummary title={t('requests.errorSummary')} items={answer?.errors?.body ? [{ target: 'reply-body', message: answer.errors.body }] : []} />
          <input type="hidden" name="intent" value="reply" />
          <TextAreaField
            id="reply-body"
            name="body"
            label={t('requests.reply')}
            hint={t('requests.replyHint', { language: t(`locale.${request.locale === 'en' ? 'en' : 'fr'}`) })}
            required
            rows={8}
            maxLength={REPLY_MAX_LENGTH}
            defaultValue={answer?.body}
            error={answer?.errors?.body}
          />
          <button type="submit" className="btn btn-primary">
            {t('requests.send')}
          </button>
        </Form>
      )}
    </AdminPage>
  )
}
