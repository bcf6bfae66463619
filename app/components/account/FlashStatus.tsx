import { useCallback, useState } from 'react'
import { accountMessage, isAccountMessageCode, isSuccessCode, statusTimeout } from '../../../domain/accounts/messages'
import { useLocale } from '../../lib/locale'
import { useRootData } from '../../lib/root-data'
import { StatusAlert } from '../StatusAlert'

/**
 * The status of the last action, shown once over the page (SPEC §4): "Connecté" after a login (gone
 * after 3000 ms), personal data saved or account created (3600 ms), an error that stays. The action set
 * a one-time cookie; the root loader read and cleared it.
 */
export function FlashStatus() {
  const root = useRootData()
  const locale = useLocale()
  const flash = root?.flash ?? null
  const [closed, setClosed] = useState<number | null>(null)
  const clear = useCallback(() => setClosed(flash?.at ?? null), [flash])
  if (!flash || !isAccountMessageCode(flash.code) || closed === flash.at) return null
  return (
    <div className="flash-status">
      <StatusAlert
        key={flash.at}
        status={isSuccessCode(flash.code) ? 'success' : 'error'}
        message={accountMessage(flash.code, locale)}
        timeout={statusTimeout(flash.code)}
        onClear={clear}
      />
    </div>
  )
}
