import { useTranslation } from '../i18n/react'
import { data, redirect } from 'react-router'
import type { Route } from './+types/request'
import { PageShell } from '../components/PageShell'
import { RequestForm } from '../components/forms/RequestForm'
import type { RequestActionData, RequestSubject } from '../components/forms/request-form-state'
import { localizePath } from '../i18n/config'
import { localeFromParams } from '../lib/page-data.server'
import { LocalizedLink } from '../lib/locale'
import { clientAddress } from '../../server/input/client-address'
import { requestMessage } from '../../domain/requests/messages'
import {
  HONEYPOT_FIELD,
  isRequestKind,
  isSubjectType,
  type RequestFormValues,
  readRequestForm,
  REQUEST_STATUS_PARAM,
  successPath,
} from '../../domain/requests/request-fields'
import { sameSitePath } from '../../domain/navigation/same-site-path'
import { findRequestSubject } from '../../domain/requests/requests.repository.server'
import { submitRequest, type SubmitResult } from '../../domain/requests/requests.server'
import { agencyContact } from '../../server/agency.server'
import { notePageReads } from '../../server/page-cache/tags'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: [REQUEST_STATUS_PARAM] } satisfies PageHandle

/** GET shows the contact form: nothing but the frame. */
export function loader({ context }: Route.LoaderArgs) {
  notePageReads(context)
  return null
}

/**
 * POST /{lang?}/demande: contact, information and visit requests. With JavaScript the form posts
 * through a fetcher (field `_js`) and gets JSON-like data back. Without it, a sent request is a 303
 * back to the page it came from (?demande=envoyee#request-form); a refused one renders this page:
 * the same form, filled in, with its errors.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeFromParams(params)
  const form = await request.formData()
  const values = readRequestForm(form)
  const viaFetcher = form.get('_js') === '1'
  const returnTo = sameSitePath(values.returnTo) ?? localizePath('/contact', locale)
  const origin = context.settings.publicUrl

  let result: SubmitResult | { status: 'error' }
  try {
    result = await submitRequest(
      {
        db: context.db,
        mail: context.mail,
        jobs: context.jobs,
        agency: agencyContact(context),
        log: context.log,
      },
      {
        locale,
        values,
        clientAddress: clientAddress(request, { trustProxy: context.trustProxy }),
        pageUrl: origin + returnTo,
      },
    )
  } catch (error) {
    context.log.error({ err: error }, 'request could not be stored')
    result = { status: 'error' }
  }

  if (result.status === 'sent') {
    if (viaFetcher) return data<RequestActionData>({ status: 'sent' })
    return redirect(successPath(returnTo), 303)
  }

  const kind = isRequestKind(values.kind) ? values.kind : 'contact'
  const { [HONEYPOT_FIELD]: _trap, ...echo } = values
  const body: RequestActionData = {
    status: result.status,
    kind,
    subject: viaFetcher ? null : await subjectOf(context, values, locale),
    values: { ...echo, returnTo } satisfies RequestFormValues,
    errors: result.status === 'invalid' ? Object.fromEntries(Object.entries(result.errors).map(([f, e]) => [f, e.message])) : {},
    formError:
      result.status === 'rate_limited'
        ? result.message
        : result.status === 'error'
          ? requestMessage('failed', locale)
          : null,
  }
  const status = result.status === 'invalid' ? 400 : result.status === 'rate_limited' ? 429 : 500
  const headers: HeadersInit =
    result.status === 'rate_limited' ? { 'Retry-After': String(result.retryAfterSeconds) } : {}
  return data(body, { status, headers })
}

async function subjectOf(
  context: Route.ActionArgs['context'],
  values: RequestFormValues,
  locale: 'fr' | 'en',
): Promise<RequestSubject | null> {
  const id = Number(values.subjectId)
  if (!isRequestKind(values.kind) || values.kind === 'contact') return null
  if (!isSubjectType(values.subjectType) || !Number.isSafeInteger(id) || id <= 0) return null
  const found = await findRequestSubject(context.db, values.subjectType, id, locale).catch(() => null)
  return found ? { type: found.type, id: found.id, title: found.title ?? found.reference ?? String(id) } : null
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders
}

/** The request page: a form sent without JavaScript comes back here with its errors; GET shows the contact form. */
export default function RequestPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('forms')
  const answer = actionData && actionData.status !== 'sent' ? actionData : null
  const returnTo = answer ? sameSitePath(answer.values.returnTo) : null
  return (
    <PageShell title={t('requestPage.title')} description={t('requestPage.description')}>
      <meta name="robots" content="noindex" />
      {returnTo ? (
        <p>
          <LocalizedLink to={returnTo}>{t('requestPage.back')}</LocalizedLink>
        </p>
      ) : null}
      <RequestForm
        kind={answer?.kind ?? 'contact'}
        subject={answer?.subject ?? undefined}
        returnTo={returnTo ?? undefined}
        initial={answer ? { values: answer.values, errors: answer.errors, formError: answer.formError } : undefined}
      />
    </PageShell>
  )
}
