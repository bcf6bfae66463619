import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router'
import { useHydrated } from '../../components/detail/useHydrated'
import type { Route } from './+types/sign-in'
import { AdminDoor } from '../../components/admin/AdminShell'
import { TextField } from '../../components/fields'
import { StatusAlert } from '../../components/StatusAlert'
import { useTranslation } from '../../i18n/react'
import { localized, requestLocale } from '../../lib/request-locale.server'
import { BACK_OFFICE_HEADERS } from '../../lib/admin.server'
import { accountMessage } from '../../../domain/accounts/messages'
import { checkStaffPassword, completeStaffSignIn } from '../../../domain/staff/sign-in.server'
import { staffMessage } from '../../../domain/staff/messages'
import { sessionCookies } from '../../../server/auth/cookies'
import { accountDeps } from '../../../server/auth/deps.server'
import { clearedStaffCookie, pendingSecondFactor, staffOf, staffPassCookie } from '../../../server/auth/staff.server'
import { clientAddress } from '../../../server/input/client-address'
import '../../styles/admin.css'

/** The back office's sign-in: the password, then a code of the member's app (docs/decisions/031). */
export const handle = { backOffice: true }

type Answer = { step: 'password' | 'code'; email?: string; errors?: Record<string, string>; formError?: string | null }

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await staffOf(request, context)) throw redirect(localized('/admin', request), { headers: BACK_OFFICE_HEADERS })
  const pending = await pendingSecondFactor(request, context)
  return data({ step: pending ? ('code' as const) : ('password' as const) }, { headers: BACK_OFFICE_HEADERS })
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request)
  const form = await request.formData()
  const address = clientAddress(request, { trustProxy: context.trustProxy })
  const again = (answer: Answer, status: number, cookie?: string) => {
    const headers = new Headers(BACK_OFFICE_HEADERS)
    if (cookie) headers.append('Set-Cookie', cookie)
    return data(answer, { status, headers })
  }

  if (form.get('intent') === 'code') {
    const userId = await pendingSecondFactor(request, context)
    if (!userId) return again({ step: 'password', formError: staffMessage('code_expired', locale) }, 400, clearedStaffCookie(context, 'second-factor'))
    const result = await completeStaffSignIn({ ...accountDeps(context), secrets: context.secrets }, { userId, code: String(form.get('code') ?? ''), clientAddress: address, locale })
    if (result.status === 'rate_limited') return again({ step: 'code', formError: accountMessage('TOO_MANY_ATTEMPTS', locale) }, 429)
    if (result.status === 'refused') return again({ step: 'code', errors: { code: result.message || staffMessage('code_invalid', locale) } }, 400)
    const headers = new Headers(BACK_OFFICE_HEADERS)
    for (const cookie of sessionCookies(result.session, { secure: context.auth.secureCookies })) headers.append('Set-Cookie', cookie)
    headers.append('Set-Cookie', await staffPassCookie(context, 'staff', userId))
    headers.append('Set-Cookie', clearedStaffCookie(context, 'second-factor'))
    const home = localized('/admin', request)
    const notice = result.by === 'recovery_code' ? `?codes=${result.recoveryCodesLeft}` : ''
    return redirect(home + notice, { status: 303, headers })
  }

  const email = String(form.get('email') ?? '')
  const result = await checkStaffPassword(accountDeps(context), { email, password: String(form.get('password') ?? ''), clientAddress: address, locale })
  if (result.status === 'code_needed') {
    const headers = new Headers(BACK_OFFICE_HEADERS)
    headers.append('Set-Cookie', await staffPassCookie(context, 'second-factor', result.userId))
    return redirect(localized('/admin/connexion', request), { status: 303, headers })
  }
  if (result.status === 'invalid') return again({ step: 'password', email, errors: Object.fromEntries(Object.entries(result.errors).map(([f, e]) => [f, e.message])) }, 400)
  if (result.status === 'rate_limited') return again({ step: 'password', email, formError: accountMessage('TOO_MANY_ATTEMPTS', locale) }, 429)
  return again({ step: 'password', email, formError: accountMessage('AUTH_FAIL', locale) }, 401)
}

export default function StaffSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const answer = actionData as Answer | undefined
  const step = answer?.step ?? loaderData.step
  const busy = useNavigation().state === 'submitting'
  const enhanced = useHydrated() ? 'true' : undefined
  const recovery = useSearchParams()[0].has('recovery')
  return (
    <AdminDoor title={t('signIn.title')}>
      {answer?.formError ? <StatusAlert status="error" message={answer.formError} /> : null}
      {step === 'password' ? (
        // Each step is a form of its own (key): React must never reuse the password's input for the code.
        <Form key="password" method="post" noValidate className="admin-form admin-form--narrow" data-enhanced={enhanced}>
          <input type="hidden" name="intent" value="password" />
          <TextField id="staff-email" name="email" type="email" label={t('signIn.email')} required autoComplete="username" defaultValue={answer?.email} error={answer?.errors?.email} maxLength={254} />
          <TextField id="staff-password" name="password" type="password" label={t('signIn.password')} required autoComplete="current-password" error={answer?.errors?.password} maxLength={200} />
          <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
            {t('signIn.next')}
          </button>
        </Form>
      ) : (
        <Form key={recovery ? 'recovery' : 'code'} method="post" noValidate className="admin-form admin-form--narrow" data-enhanced={enhanced}>
          <input type="hidden" name="intent" value="code" />
          {recovery ? (
            <TextField
              id="staff-recovery"
              name="code"
              label={t('signIn.recoveryCode')}
              hint={t('signIn.recoveryHint')}
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              error={answer?.errors?.code}
              maxLength={20}
            />
          ) : (
            <>
              <p>{t('signIn.codeIntro')}</p>
              <TextField
                id="staff-code"
                name="code"
                label={t('signIn.code')}
                required
                autoComplete="one-time-code"
                inputMode="numeric"
                autoFocus
                error={answer?.errors?.code}
                maxLength={10}
              />
            </>
          )}
          <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
            {t('signIn.submit')}
          </button>
          <p>
            <Link to={recovery ? '.' : '?recovery'}>{t(recovery ? 'signIn.useApp' : 'signIn.useRecovery')}</Link>
          </p>
        </Form>
      )}
    </AdminDoor>
  )
}
