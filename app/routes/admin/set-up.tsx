import QRCode from 'qrcode'
import { data, Form, useNavigation } from 'react-router'
import type { Route } from './+types/set-up'
import { AdminDoor } from '../../components/admin/AdminShell'
import { TextField } from '../../components/fields'
import { StatusAlert } from '../../components/StatusAlert'
import { useTranslation } from '../../i18n/react'
import { LocalizedLink } from '../../lib/locale'
import { requestLocale } from '../../lib/request-locale.server'
import { BACK_OFFICE_HEADERS } from '../../lib/admin.server'
import { totpUri } from '../../../domain/staff/second-factor.server'
import { staffMessage } from '../../../domain/staff/messages'
import { completeSetup, openSetupLink } from '../../../domain/staff/staff.server'
import { SITE_NAME } from '../../../server/auth/deps.server'
import '../../styles/admin.css'

/**
 * A one-time set-up link (`npm run staff:create`): the member chooses a password and adds the back
 * office to an authenticator app (QR code, or the key typed by hand), then gets ten recovery codes.
 */
export const handle = { backOffice: true }

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const link = await openSetupLink({ db: context.db, secrets: context.secrets }, params.token)
  if (link.status !== 'open') return data({ open: false as const, message: staffMessage('setup_link_invalid', requestLocale(request)) }, { status: 410, headers: BACK_OFFICE_HEADERS })
  const uri = totpUri(link.secret, link.username, SITE_NAME)
  const qr = await QRCode.toDataURL(uri, { margin: 1, width: 220, errorCorrectionLevel: 'M' })
  return data({ open: true as const, username: link.username, qr, key: link.secret.replace(/(.{4})/g, '$1 ').trim() }, { headers: BACK_OFFICE_HEADERS })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData()
  const result = await completeSetup(
    { db: context.db, secrets: context.secrets },
    {
      token: params.token,
      password: String(form.get('password') ?? ''),
      password_confirm: String(form.get('password_confirm') ?? ''),
      code: String(form.get('code') ?? ''),
      locale: requestLocale(request),
    },
  )
  if (result.status === 'done') return data({ done: true as const, recoveryCodes: result.recoveryCodes }, { headers: BACK_OFFICE_HEADERS })
  if (result.status === 'link_invalid') return data({ done: false as const, formError: result.message, errors: {} as Record<string, string> }, { status: 410, headers: BACK_OFFICE_HEADERS })
  const errors = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error.message]))
  return data({ done: false as const, formError: null, errors }, { status: 400, headers: BACK_OFFICE_HEADERS })
}

export default function StaffSetUp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const busy = useNavigation().state === 'submitting'
  if (actionData?.done) {
    return (
      <AdminDoor title={t('setUp.doneTitle')}>
        <StatusAlert status="success" message={t('setUp.done')} />
        <p>{t('setUp.recoveryIntro')}</p>
        <ol className="admin-recovery-codes" aria-label={t('setUp.recoveryCodes')}>
          {actionData.recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <p>
          <LocalizedLink to="/admin/connexion" className="btn btn-primary">
            {t('setUp.toSignIn')}
          </LocalizedLink>
        </p>
      </AdminDoor>
    )
  }
  if (!loaderData.open) {
    return (
      <AdminDoor title={t('setUp.title')}>
        <StatusAlert status="error" message={loaderData.message} />
      </AdminDoor>
    )
  }
  const answer = actionData && !actionData.done ? actionData : undefined
  return (
    <AdminDoor title={t('setUp.title')}>
      {answer?.formError ? <StatusAlert status="error" message={answer.formError} /> : null}
      <p>{t('setUp.intro', { username: loaderData.username })}</p>
      <Form method="post" noValidate className="admin-form admin-form--narrow">
        <input type="text" name="username" value={loaderData.username} autoComplete="username" readOnly hidden />
        <TextField id="setup-password" name="password" type="password" label={t('setUp.password')} hint={t('setUp.passwordHint')} required autoComplete="new-password" error={answer?.errors.password} maxLength={200} />
        <TextField id="setup-password-confirm" name="password_confirm" type="password" label={t('setUp.passwordConfirm')} required autoComplete="new-password" error={answer?.errors.password_confirm} maxLength={200} />
        <h2>{t('setUp.appTitle')}</h2>
        <p>{t('setUp.appIntro')}</p>
        <img src={loaderData.qr} width={220} height={220} alt={t('setUp.qrAlt')} className="admin-qr" />
        <p>
          {t('setUp.keyIntro')} <code className="admin-totp-key">{loaderData.key}</code>
        </p>
        <TextField id="setup-code" name="code" label={t('setUp.code')} hint={t('setUp.codeHint')} required autoComplete="one-time-code" inputMode="numeric" error={answer?.errors.code} maxLength={10} />
        <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
          {t('setUp.submit')}
        </button>
      </Form>
    </AdminDoor>
  )
}
