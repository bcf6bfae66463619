import { data, Form, redirect, useSearchParams } from 'react-router'
import type { Route } from './+types/rental-arrival'
import { AdminPage } from '../../components/admin/AdminShell'
import { RentalTabs } from '../../components/admin/RentalTabs'
import { formValues, type Refused, refused, weeklyRentalOf } from '../../components/admin/calendar/rental.server'
import { TextAreaField, TextField } from '../../components/fields'
import { StatusAlert } from '../../components/StatusAlert'
import { useTranslation } from '../../i18n/react'
import { localized, requestLocale } from '../../lib/request-locale.server'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { todayInResort } from '../../../domain/booking/rules/calendar'
import { ARRIVAL_FIELDS, ARRIVAL_LANGUAGES, ARRIVAL_TEXT_FIELDS, type ArrivalTextField, arrivalFormOf, parseArrival, textFieldName } from '../../../domain/stays/arrival/arrival-input'
import { arrivalOf, saveArrival } from '../../../domain/stays/arrival/arrival.server'

/**
 * A weekly rental's arrival information (docs/decisions/057): times, access code, Wi-Fi, and the
 * texts in French and English side by side. Any staff member who edits rentals (docs/decisions/031);
 * saved audited, the secrets sealed.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaffMember(context)
  const rental = await weeklyRentalOf(context, params.id)
  const saved = await arrivalOf({ db: context.db, secrets: context.secrets }, rental.id)
  const values = saved ? arrivalFormOf(saved) : { checkInFrom: '16:00', checkOutBy: '10:00' }
  return data({ rental, values, missing: saved === null }, { headers: BACK_OFFICE_HEADERS })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requireStaffMember(context)
  const rental = await weeklyRentalOf(context, params.id)
  const locale = requestLocale(request)
  const values = formValues(await request.formData())
  if (values.intent !== 'save') return data({ intent: 'unknown', errors: {}, values: {} }, { status: 400, headers: BACK_OFFICE_HEADERS })
  const parsed = parseArrival(values, locale)
  if (!parsed.ok) return refused('save', parsed.errors, values)
  const { queued } = await saveArrival({ db: context.db, secrets: context.secrets, jobs: context.jobs }, staff, { locationId: rental.id, arrival: parsed.value, today: todayInResort() })
  if (queued > 0) context.jobs.wake()
  return redirect(localized(`/admin/locations/${rental.id}/arrivee?done=saved&queued=${queued}`, request), { status: 303, headers: BACK_OFFICE_HEADERS })
}

const ROWS: Record<ArrivalTextField, number> = { address: 2, keyPickup: 4, parking: 3, notes: 5 }

export default function RentalArrival({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('arrival')
  const [params] = useSearchParams()
  const { rental, missing } = loaderData
  const answer = actionData as Refused | undefined
  const refusal = answer?.intent === 'save' ? answer : undefined
  const value = (name: string) => refusal?.values[name] ?? (loaderData.values as Record<string, string>)[name] ?? ''
  const error = (name: string) => refusal?.errors[name]
  const queued = Number(params.get('queued') ?? 0)
  const saved = params.get('done') === 'saved' && !answer
  return (
    <AdminPage title={t('admin.title', { reference: rental.reference })}>
      <RentalTabs locationId={rental.id} weekly />
      {saved ? <StatusAlert status="success" message={queued > 0 ? t('admin.savedQueued', { count: queued }) : t('admin.saved')} /> : null}
      {refusal ? <StatusAlert status="error" message={t('admin.refused')} /> : null}
      <p>{t('admin.intro')}</p>
      {missing && !saved ? <p className="alert alert-warning">{t('admin.missing')}</p> : null}
      <Form method="post" noValidate className="admin-form">
        <input type="hidden" name="intent" value="save" />
        <fieldset>
          <legend>{t('admin.times')}</legend>
          <div className="admin-form admin-form--columns">
            <TextField id="arrival-checkInFrom" name="checkInFrom" label={t('admin.checkInFrom')} hint={t('admin.timeHint')} required inputMode="numeric" pattern="[0-2][0-9]:[0-5][0-9]" maxLength={5} defaultValue={value('checkInFrom')} error={error('checkInFrom')} />
            <TextField id="arrival-checkOutBy" name="checkOutBy" label={t('admin.checkOutBy')} hint={t('admin.timeHint')} required inputMode="numeric" pattern="[0-2][0-9]:[0-5][0-9]" maxLength={5} defaultValue={value('checkOutBy')} error={error('checkOutBy')} />
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('admin.access')}</legend>
          <div className="admin-form admin-form--columns">
            <TextField id="arrival-accessCode" name="accessCode" label={t('admin.accessCode')} hint={t('admin.accessCodeHint')} autoComplete="off" maxLength={ARRIVAL_FIELDS.accessCode} defaultValue={value('accessCode')} error={error('accessCode')} />
            <TextField id="arrival-wifiNetwork" name="wifiNetwork" label={t('admin.wifiNetwork')} autoComplete="off" maxLength={ARRIVAL_FIELDS.wifiNetwork} defaultValue={value('wifiNetwork')} error={error('wifiNetwork')} />
            <TextField id="arrival-wifiPassword" name="wifiPassword" label={t('admin.wifiPassword')} hint={t('admin.wifiPasswordHint')} autoComplete="off" maxLength={ARRIVAL_FIELDS.wifiPassword} defaultValue={value('wifiPassword')} error={error('wifiPassword')} />
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('admin.texts')}</legend>
          <p className="field-hint">{t('admin.textsHint')}</p>
          {(Object.keys(ARRIVAL_TEXT_FIELDS) as ArrivalTextField[]).map((field) => (
            <div className="admin-side-by-side" key={field}>
              {ARRIVAL_LANGUAGES.map((language) => {
                const name = textFieldName(field, language)
                return (
                  <TextAreaField
                    key={language}
                    id={`arrival-${name}`}
                    name={name}
                    lang={language}
                    label={t(`admin.${field}`)}
                    required={language === 'fr' && (field === 'address' || field === 'keyPickup')}
                    rows={ROWS[field]}
                    maxLength={ARRIVAL_TEXT_FIELDS[field]}
                    defaultValue={value(name)}
                    error={error(name)}
                  />
                )
              })}
            </div>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-primary">
          {t('admin.save')}
        </button>
      </Form>
    </AdminPage>
  )
}
