import { useState } from 'react'
import { data, Form, useNavigation, useSearchParams } from 'react-router'
import type { Route } from './+types/shop-code'
import { AdminPage } from '../../components/admin/AdminShell'
import { ReductionStateBadge } from '../../components/admin/shop/ReductionState'
import { ShopTabs } from '../../components/admin/shop/ShopTabs'
import { requestLocale } from '../../lib/request-locale.server'
import { formRefused, notFound, postedValues, recordOf, refusedChange, seeOther, shopAccess } from '../../components/admin/shop/route.server'
import { ErrorSummary, RadioGroupField, TextField } from '../../components/fields'
import { StatusAlert } from '../../components/StatusAlert'
import { useTranslation } from '../../i18n/react'
import { LocalizedLink } from '../../lib/locale'
import { BACK_OFFICE_HEADERS } from '../../lib/admin.server'
import { francsText } from '../../../domain/shop/form-values'
import { REDUCTION_FIELDS, readReductionForm } from '../../../domain/shop/reduction-input'
import { deactivateReductionCode, findReductionCodeById, saveReductionCode } from '../../../domain/shop/reduction-codes.server'
import { reductionState } from '../../../domain/shop/reduction-state'
import { todayInResort } from '../../../domain/booking/rules/calendar'

/** /admin/boutique/codes/nouveau creates a reduction code; /admin/boutique/codes/:id edits or deactivates one. */
const NEW = 'nouveau'

function codeOf(context: Route.LoaderArgs['context'], param: string) {
  return param === NEW ? null : recordOf(param, (id) => findReductionCodeById(shopAccess(context).deps, id))
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const code = await codeOf(context, params.id)
  const values: Record<string, string> = code
    ? {
        code: code.code,
        kind: code.kind,
        value: francsText(code.value),
        validFrom: code.validFrom ?? '',
        validTo: code.validTo ?? '',
        usageLimit: code.usageLimit === null ? '' : String(code.usageLimit),
        minimumTotal: code.minimumTotal === null ? '' : francsText(code.minimumTotal),
      }
    : { kind: 'percent' }
  const summary = code ? { id: code.id, code: code.code, usedCount: code.usedCount, state: reductionState(code, todayInResort()) } : null
  return data({ code: summary, values }, { headers: BACK_OFFICE_HEADERS })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { deps, staff } = shopAccess(context)
  const code = await codeOf(context, params.id)
  const values = await postedValues(request)
  const locale = requestLocale(request)
  try {
    if (values.intent === 'deactivate') {
      if (!code) throw notFound()
      await deactivateReductionCode(deps, staff, code.id)
      return seeOther(request, `/admin/boutique/codes/${code.id}?etat=deactivated`)
    }
    const form = readReductionForm(values, locale, code?.usedCount ?? 0)
    if (!form.ok) return formRefused(form.errors, values)
    const saved = await saveReductionCode(deps, staff, code?.id ?? null, form.input, locale)
    if (!saved.ok) return formRefused(saved.errors, values)
    return seeOther(request, `/admin/boutique/codes/${saved.id}?etat=saved`)
  } catch (error) {
    return refusedChange(request, error, values)
  }
}

type Answer = { errors?: Record<string, string>; values?: Record<string, string>; formError?: string }

const id = (name: string) => `code-${name}`

export default function ShopCode({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('adminShop')
  const [params] = useSearchParams()
  const busy = useNavigation().state === 'submitting'
  const answer = actionData as Answer | undefined
  const { code } = loaderData
  const values = answer?.values ?? loaderData.values
  const errors = answer?.errors ?? {}
  const [kind, setKind] = useState(values.kind ?? 'percent')
  const state = params.get('etat')
  const common = (name: string) => ({ id: id(name), name, error: errors[name], defaultValue: values[name] ?? '' })
  const summary = REDUCTION_FIELDS.filter((name) => errors[name]).map((name) => ({
    target: name === 'kind' ? `${id('kind')}-${kind}` : id(name),
    message: t('form.summaryItem', { field: t(`code.${name}`), message: errors[name] }),
  }))
  return (
    <AdminPage
      title={code ? code.code : t('code.new')}
      actions={
        code && code.state !== 'expired' ? (
          <Form method="post">
            <input type="hidden" name="intent" value="deactivate" />
            <button type="submit" className="btn btn-secondary btn-small">
              {t('code.deactivate')}
            </button>
          </Form>
        ) : null
      }
    >
      <ShopTabs />
      <p>
        <LocalizedLink to="/admin/boutique/codes">{t('code.backToList')}</LocalizedLink>
        {code ? (
          <>
            {' · '}
            <ReductionStateBadge state={code.state} /> {t('code.usedSoFar', { count: code.usedCount })}
          </>
        ) : null}
      </p>
      {state === 'saved' || state === 'deactivated' ? <StatusAlert status="success" message={t(`notice.${state}`)} /> : null}
      {answer?.formError ? <StatusAlert status="error" message={answer.formError} /> : null}
      <Form method="post" noValidate className="admin-form admin-form--narrow" key={code?.id ?? NEW}>
        <ErrorSummary title={t('form.errors')} items={summary} />
        <input type="hidden" name="intent" value="save" />
        <TextField {...common('code')} label={t('code.code')} required maxLength={32} hint={t('code.codeHint')} autoCapitalize="characters" />
        <RadioGroupField
          id={id('kind')}
          name="kind"
          label={t('code.kind')}
          required
          value={kind}
          onChange={setKind}
          error={errors.kind}
          choices={[
            { value: 'percent', label: t('code.percent') },
            { value: 'fixed', label: t('code.fixed') },
          ]}
        />
        <TextField {...common('value')} label={kind === 'fixed' ? t('code.amount') : t('code.percentage')} required inputMode="decimal" />
        <TextField {...common('validFrom')} type="date" label={t('code.validFrom')} hint={t('code.dateHint')} />
        <TextField {...common('validTo')} type="date" label={t('code.validTo')} hint={t('code.dateHint')} />
        <TextField {...common('usageLimit')} label={t('code.usageLimit')} inputMode="numeric" hint={t('code.usageLimitHint')} />
        <TextField {...common('minimumTotal')} label={t('code.minimumTotal')} inputMode="decimal" hint={t('code.minimumTotalHint')} />
        <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
          {t('form.save')}
        </button>
      </Form>
    </AdminPage>
  )
}
