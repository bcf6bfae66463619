import { useState } from 'react'
import { Form } from 'react-router'
import { useTranslation } from '../../i18n/react'
import type { RegistrationAnswer, RegistrationSection } from '../../lib/registration.server'
import type { StayRegistration, TravellerView } from '../../../domain/stays/registration/registration.server'
import { needsDocument } from '../../../domain/stays/registration/document-rule'
import { ORDER_LINK_PARAM } from '../../../domain/orders/order-link/links'
import { formatDate } from '../../../domain/format/date'
import { REGISTER_INTENT, travellerFieldName } from './registration-form'


type Values = { firstName: string; lastName: string; birthDate: string; nationality: string; documentType: string; documentNumber: string }

type Props = {
  section: RegistrationSection
  answer: RegistrationAnswer | null
  /** The signed link's token, passed on by the form. */
  token: string | null
  /** The stay just saved (`?voyageurs=`), for its message. */
  registered: string | null
}

/**
 * The guest registration of the order page (docs/decisions/055): per paid stay, one fieldset per
 * traveller booked. A plain post (intent `register-travellers`) that works without JavaScript; the
 * document fields are there unless the traveller is Swiss, and follow the nationality as it changes.
 */
export function GuestRegistration({ section, answer, token, registered }: Props) {
  return (
    <>
      {section.stays.map((stay) => (
        <StayForm
          key={stay.itemId}
          stay={stay}
          section={section}
          answer={answer?.itemId === stay.itemId ? answer : null}
          token={token}
          justSaved={registered === String(stay.itemId)}
        />
      ))}
    </>
  )
}

function StayForm({ stay, section, answer, token, justSaved }: { stay: StayRegistration; section: RegistrationSection; answer: RegistrationAnswer | null; token: string | null; justSaved: boolean }) {
  const { t } = useTranslation('registration')
  const headingId = `registration-${stay.itemId}-heading`
  const positions = Array.from({ length: stay.progress.expected }, (_, i) => i + 1)
  const { progress } = stay
  const hasErrors = answer !== null && (answer.formError !== null || Object.keys(answer.errors).length > 0)
  return (
    <section className="checkout-card guest-registration" id={`registration-${stay.itemId}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('heading')}</h2>
      <p className="guest-registration-stay">
        {t('stay', { title: stay.title, arrival: formatDate(stay.arrival), departure: formatDate(stay.departure) })}
        {' · '}
        <strong className={`guest-registration-progress is-${progress.state}`}>{t(`progress.${progress.state}`, { filled: progress.filled, expected: progress.expected })}</strong>
      </p>
      {justSaved && !answer ? (
        <p className="alert alert-success" role="status">
          {t('saved', { filled: progress.filled, expected: progress.expected })}
        </p>
      ) : null}
      <p>{t('intro')}</p>
      <p className="field-hint">{t('privacy')}</p>
      {hasErrors ? (
        <p className="alert alert-danger" role="alert">
          {answer?.formError ? t(`errors.${answer.formError}`) : t('errors.summary')}
        </p>
      ) : null}
      <Form method="post" noValidate preventScrollReset>
        <input type="hidden" name="intent" value={REGISTER_INTENT} />
        <input type="hidden" name="itemId" value={stay.itemId} />
        {token ? <input type="hidden" name={ORDER_LINK_PARAM} value={token} /> : null}
        {positions.map((position) => (
          <TravellerFields
            key={position}
            itemId={stay.itemId}
            position={position}
            saved={stay.travellers.find((tr) => tr.position === position) ?? null}
            typed={answer?.values[position] ?? null}
            errors={answer?.errors[position] ?? {}}
            section={section}
          />
        ))}
        {positions.length > 1 ? <p className="field-hint">{t('emptyHint')}</p> : null}
        <button type="submit" className="btn btn-theme">
          {t('submit')}
        </button>
      </Form>
    </section>
  )
}

function TravellerFields({
  itemId,
  position,
  saved,
  typed,
  errors,
  section,
}: {
  itemId: number
  position: number
  saved: TravellerView | null
  typed: Partial<Values> | null
  errors: Partial<Record<keyof Values, string>>
  section: RegistrationSection
}) {
  const { t } = useTranslation('registration')
  const values: Values = {
    firstName: typed?.firstName ?? saved?.firstName ?? '',
    lastName: typed?.lastName ?? saved?.lastName ?? '',
    birthDate: typed?.birthDate ?? saved?.birthDate ?? '',
    nationality: typed?.nationality ?? saved?.nationality ?? '',
    documentType: typed?.documentType ?? saved?.documentType ?? '',
    documentNumber: typed?.documentNumber ?? '',
  }
  // The server's rule: the document fields unless Swiss; the script follows the choice as it changes.
  const [nationality, setNationality] = useState(values.nationality)
  const id = (field: string) => `registration-${itemId}-${position}-${field}`
  const field = (name: keyof Values) => {
    const error = errors[name]
    const hint = name === 'documentNumber' && saved?.documentEnding ? `${id(name)}-hint` : null
    return {
      id: id(name),
      name: travellerFieldName(position, name),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [error ? `${id(name)}-error` : null, hint].filter(Boolean).join(' ') || undefined,
    } as const
  }
  const errorOf = (name: keyof Values) =>
    errors[name] ? (
      <p className="field-error" id={`${id(name)}-error`}>
        {t(`errors.${errors[name]}`)}
      </p>
    ) : null
  const own = position === 1
  return (
    <fieldset className="guest-registration-traveller">
      <legend>{t(own ? 'travellerFirst' : 'traveller', { position })}</legend>
      <div className="guest-registration-grid">
        <div className="field">
          <label htmlFor={id('firstName')}>{t('fields.firstName')}</label>
          <input {...field('firstName')} type="text" defaultValue={values.firstName} autoComplete={own ? 'given-name' : 'off'} maxLength={100} />
          {errorOf('firstName')}
        </div>
        <div className="field">
          <label htmlFor={id('lastName')}>{t('fields.lastName')}</label>
          <input {...field('lastName')} type="text" defaultValue={values.lastName} autoComplete={own ? 'family-name' : 'off'} maxLength={100} />
          {errorOf('lastName')}
        </div>
        <div className="field">
          <label htmlFor={id('birthDate')}>{t('fields.birthDate')}</label>
          <input {...field('birthDate')} type="date" defaultValue={values.birthDate} autoComplete={own ? 'bday' : 'off'} />
          {errorOf('birthDate')}
        </div>
        <div className="field">
          <label htmlFor={id('nationality')}>{t('fields.nationality')}</label>
          <select {...field('nationality')} defaultValue={values.nationality} onChange={(event) => setNationality(event.currentTarget.value)}>
            <option value="">{t('chooseNationality')}</option>
            {section.nationalities.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          {errorOf('nationality')}
        </div>
      </div>
      <div className="guest-registration-grid" hidden={!needsDocument(nationality)}>
        <div className="field">
          <label htmlFor={id('documentType')}>{t('fields.documentType')}</label>
          <select {...field('documentType')} defaultValue={values.documentType}>
            <option value="">{t('chooseDocument')}</option>
            {section.documents.map((document) => (
              <option key={document} value={document}>
                {t(`documents.${document}`)}
              </option>
            ))}
          </select>
          {errorOf('documentType')}
        </div>
        <div className="field">
          <label htmlFor={id('documentNumber')}>{t('fields.documentNumber')}</label>
          <input {...field('documentNumber')} type="text" defaultValue={values.documentNumber} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={30} />
          {saved?.documentEnding ? (
            <p className="field-hint" id={`${id('documentNumber')}-hint`}>
              {t('documentSaved', { ending: saved.documentEnding })}
            </p>
          ) : null}
          {errorOf('documentNumber')}
        </div>
        <p className="field-hint guest-registration-why">{t('documentHint')}</p>
      </div>
    </fieldset>
  )
}
