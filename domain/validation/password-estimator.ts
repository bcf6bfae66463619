import type { PasswordEstimator, PasswordLocale, PasswordVerdict } from './password-strength'

/**
 * The password estimator: zxcvbn-ts with its common, French and English dictionaries, the same in the
 * browser and on the server so that both give one verdict. It is loaded on demand, by dynamic
 * imports: the dictionaries weigh about 1 MB compressed, so the browser fetches them (a chunk of their
 * own) only where a new password is typed, and the server once, at its first check.
 */

/**
 * Only the first 64 characters are estimated and at most 4 look-alike substitutions tried: longer or
 * stranger input costs the estimator seconds (a way to tie up the server) and is strong anyway.
 */
const ESTIMATED_LENGTH = 64
const L33T_SUBSTITUTIONS = 4

let loading: Promise<PasswordEstimator> | null = null

export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  loading ??= buildEstimator().catch((error: unknown) => {
    loading = null // a failed download may be tried again
    throw error
  })
  return loading
}

async function buildEstimator(): Promise<PasswordEstimator> {
  const [{ ZxcvbnFactory }, common, fr, en] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-fr'),
    import('@zxcvbn-ts/language-en'),
  ])
  // Without translations zxcvbn answers its message keys; they are translated below, in both languages.
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...fr.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    maxLength: ESTIMATED_LENGTH,
    l33tMaxSubstitutions: L33T_SUBSTITUTIONS,
  })
  const texts = { fr: fr.translations, en: en.translations }
  const feedbackIn = (locale: PasswordLocale, warning: string | null, suggestions: readonly string[]): string[] => {
    const warnings: Record<string, string> = texts[locale].warnings
    const advice: Record<string, string> = texts[locale].suggestions
    return [...(warning ? [warnings[warning] ?? ''] : []), ...suggestions.map((key) => advice[key] ?? '')].filter(Boolean)
  }
  // The rule asks twice for one value (is it strong? why not?): the last verdict is kept.
  let last: { key: string; verdict: PasswordVerdict } | null = null
  return (password, userInputs) => {
    const key = `${password}\u0000${userInputs.join('\u0000')}`
    if (last?.key === key) return last.verdict
    const { score, feedback } = zxcvbn.check(password, [...userInputs])
    const verdict: PasswordVerdict = {
      score,
      feedback: { fr: feedbackIn('fr', feedback.warning, feedback.suggestions), en: feedbackIn('en', feedback.warning, feedback.suggestions) },
    }
    last = { key, verdict }
    return verdict
  }
}
