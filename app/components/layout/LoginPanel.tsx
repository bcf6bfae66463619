import { lazy, Suspense } from 'react'
import { useTranslation } from '../../i18n/react'
import { FlashStatus } from '../account/FlashStatus'
import { useVisitor } from '../../lib/visitor'
import { useOpenedOnce } from './PanelProvider'
import { SlidePanel } from './SlidePanel'

/** The login form or the account links load on the panel's first opening: no page needs them before. */
const LoginPanelBody = lazy(() => import('./LoginPanelBody'))

/**
 * The account slide-in (its body: LoginPanelBody), and the status a login, a logout or a saved
 * change left for the page (FlashStatus), which every page shows at once.
 */
export function LoginPanel() {
  const { t } = useTranslation('layout')
  const { user } = useVisitor()
  const opened = useOpenedOnce('login')
  return (
    <>
      <FlashStatus />
      <SlidePanel name="login" title={user ? t('account.title') : t('account.loginTitle')} closeLabel={t('account.close')}>
        {opened ? (
          <Suspense fallback={null}>
            <LoginPanelBody user={user} />
          </Suspense>
        ) : null}
      </SlidePanel>
    </>
  )
}
