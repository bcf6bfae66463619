import { useTranslation } from '../../i18n/react'
import { Form } from 'react-router'
import { profileRules } from '../../../domain/accounts/account-rules'
import { SHIPPING_CONTACT_FIELDS } from '../../../domain/shop/shipping-contact'
import { useLocalePath } from '../../lib/locale'
import { bindCheckbox, CheckboxField, ErrorSummary, summaryItems, type Values } from '../fields'
import { useFieldForm } from '../fields/use-field-form'
import { ContactFields, settleContact } from '../shop/ContactFields'
import { useAccountContactTexts } from './contact-texts'
import { SubmitRow, useSubmitting } from '../fields'

export type ProfileActionData = { values: Values; errors: Record<string, string> }

const ORDER = SHIPPING_CONTACT_FIELDS.filter((f) => f !== 'cg')
const DEPENDENTS = { country: ['phone', 'state'] } as const

/** The profile's contact (PUT /my-account/contact's rules): saved with a 303 and a status, or shown with its errors. */
export function ProfileForm({ initial, answer }: { initial: Values; answer?: ProfileActionData }) {
  const { t } = useTranslation('account')
  const localize = useLocalePath()
  const texts = useAccountContactTexts()
  const form = useFieldForm({
    rulesOf: profileRules,
    initial: answer ? answer.values : initial,
    initialErrors: answer?.errors,
    order: ORDER,
    dependents: DEPENDENTS,
    settle: settleContact,
  })
  // Only a server's answer (a form sent without JavaScript) lists its errors above the form.
  const summary = answer ? summaryItems(form, 'profile', ORDER) : []
  const action = localize('/mon-compte/mes-informations')
  const pending = useSubmitting(action)
  return (
    <section className="account-form" aria-labelledby="profile-contact">
      <h2 id="profile-contact">{t('profile.contact')}</h2>
      <ErrorSummary title={t('errorSummary', { count: summary.length })} items={summary} />
      <p className="field-hint">{t('requiredNote')}</p>
      <Form ref={form.formRef} method="post" action={action} noValidate onSubmit={form.onSubmit} data-enhanced={form.enhanced ? 'true' : undefined}>
        <ContactFields form="profile" state={form} texts={texts} withEmail />
        <CheckboxField {...bindCheckbox(form, 'profile', 'dataUse')} label={t('fields.dataUse')} />
        <SubmitRow pending={pending} label={t('profile.submit')} sending={t('profile.sending')} />
      </Form>
    </section>
  )
}
