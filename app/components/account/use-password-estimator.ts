import { useCallback, useState } from 'react'
import type { PasswordEstimator } from '../../../domain/validation'
import { loadPasswordEstimator } from '../../../domain/validation/password-estimator'

/**
 * The password-strength estimator for a form where a new password is typed. Its dictionaries are
 * heavy, so they are fetched only when `load` is called (the password field gets the focus), never
 * with the page. Until they arrive the form checks everything else; the server checks strength anyway.
 */
export function usePasswordEstimator(): { estimator: PasswordEstimator | null; load: () => void } {
  const [estimator, setEstimator] = useState<PasswordEstimator | null>(null)
  const load = useCallback(() => {
    loadPasswordEstimator().then(
      (loaded) => setEstimator(() => loaded),
      () => {}, // offline or blocked: the server's check remains
    )
  }, [])
  return { estimator, load }
}
