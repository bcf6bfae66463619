import { useTranslation } from '../../i18n/react'
import type { ContactTexts } from '../shop/ContactFields'

/** The contact's words on the account pages (sign-up, profile). */
export function useAccountContactTexts(): ContactTexts {
  const { t } = useTranslation('account')
  return {
    title: t('fields.title.legend'),
    titles: { mr: t('fields.title.mr'), mrs: t('fields.title.mrs'), ms: t('fields.title.ms') },
    firstName: t('fields.firstName'),
    lastName: t('fields.lastName'),
    street: t('fields.street'),
    streetNumber: t('fields.streetNumber'),
    complement: t('fields.complement'),
    zip: t('fields.zip'),
    city: t('fields.city'),
    country: t('fields.country'),
    state: (swiss) => (swiss ? t('fields.canton') : t('fields.region')),
    phone: t('fields.phone'),
    birthdate: t('fields.birthdate'),
    email: t('fields.contactEmail'),
    choose: t('fields.choose'),
    chooseCountry: t('fields.chooseCountry'),
    hints: {
      complement: t('fields.optional'),
      phone: t('fields.phoneHint'),
      birthdate: t('fields.birthdateHint'),
      email: t('fields.contactEmailHint'),
    },
  }
}
