import { useCallback, useState } from 'react'
import { useRootData } from '../../lib/root-data'
import { StatusAlert } from '../StatusAlert'

/**
 * The status of the last action, shown once over the page (SPEC §4): "Connecté" after a login (gone
 * after 3000 ms), personal data saved or account created (3600 ms), an error that stays. The action set
 * a one-time cookie; the root loader read and cleared it, and wrote the status in the page's language.
 */
export function FlashStatus() {
  const root = useRootData()
  const flash = root?.flash ?? null
  const [closed, setClosed] = useState<number | null>(null)
  const clear = useCallback(() => setClosed(flash?.at ?? null), [flash])
  if (!flash || closed === flash.at) return null
  return (
    <div className="flash-status">
      <StatusAlert
        key={flash.at}
        status={flash.status}
        message={flash.message}
        timeout={flash.timeout}
        onClear={clear}
      />
    </div>
  )
}
