import { Form, useNavigation, useSearchParams } from 'react-router'
import { useTranslation } from '../../i18n/react'

/** Why a request for the agency's agreement was refused (cart.json: group.failed). */
export type AgreementFailure = 'no_availability' | 'not_group' | 'no_contact' | 'not_found'

/**
 * In place of the pay button for a group booking the agency has not agreed to: why, and the button
 * that asks (a plain form post); then where the request stands.
 */
export function GroupAgreement({ state, failure }: { state: 'requested' | 'refused' | null; failure: AgreementFailure | null }) {
  const { t } = useTranslation('cart')
  const navigation = useNavigation()
  const [search] = useSearchParams()
  const asking = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'agreement'
  const justAsked = search.get('agreement') === 'requested'
  return (
    <section className="checkout-card" aria-labelledby="summary-group">
      <h2 id="summary-group">{t('group.heading')}</h2>
      {failure ? (
        <p className="alert alert-danger" role="alert">
          {t(`group.failed.${failure}`)}
        </p>
      ) : null}
      {state === 'requested' ? (
        <p className="alert alert-info" role={justAsked ? 'status' : undefined}>
          {t('group.requested')}
        </p>
      ) : state === 'refused' ? (
        <p className="alert alert-danger">{t('group.refused')}</p>
      ) : (
        <>
          <p>{t('group.explain')}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="agreement" />
            <button type="submit" className="btn btn-theme" aria-disabled={asking || undefined}>
              {asking ? t('group.asking') : t('group.ask')}
            </button>
          </Form>
        </>
      )}
    </section>
  )
}
