/**
 * How far a stay's registration is (docs/decisions/055): "complete", "2 of 4" or "not started", for
 * the guest's page and the staff's Today. Pure and browser-safe.
 */
export type RegistrationProgress = { filled: number; expected: number; state: 'complete' | 'partial' | 'none' }

export function registrationProgress(filled: number, expected: number): RegistrationProgress {
  const state = filled === 0 ? 'none' : filled >= expected ? 'complete' : 'partial'
  return { filled, expected, state }
}
