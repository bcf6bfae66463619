/**
 * The site's translation rules, without a library: the words are the JSON files of
 * app/i18n/locales/{language}/{namespace}.json, read the way i18next read them before, so the files
 * and every `t('…')` call stay as they are:
 * - a key is a dotted path inside a namespace (`filters.title`), or `namespace:path` for another one;
 * - `{{name}}` takes the option of that name (nothing when it is missing);
 * - with a numeric `count`, `key_zero` (for 0, when the file has it), then `key_<plural category>` of
 *   `Intl.PluralRules` (`_one`, `_many`, `_other`…), then the bare key;
 * - a key missing in the language is looked up in French, then gives `defaultValue`, or the key itself.
 */

/** A language's words: namespace → nested keys. */
export type Words = Record<string, Record<string, unknown>>

/** Every loaded language's words. */
export type Catalog = Record<string, Words>

export type TOptions = {
  count?: number
  defaultValue?: string
  returnObjects?: boolean
  [value: string]: unknown
}

/** Translates a key: a string, or the raw value (arrays of month names…) with `returnObjects`. */
export type TFunction = {
  (key: string, options?: TOptions & { returnObjects?: false }): string
  (key: string, options: TOptions & { returnObjects: true }): unknown
}

export const FALLBACK_LANGUAGE = 'fr'

const pluralRules = new Map<string, Intl.PluralRules>()

function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(language)
    pluralRules.set(language, rules)
  }
  return rules.select(count)
}

function valueAt(tree: unknown, path: string): unknown {
  let node = tree
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

/** The keys to try, most specific first (the order i18next used). */
function candidates(key: string, language: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key]
  const keys = [`${key}_${pluralCategory(language, count)}`, key]
  return count === 0 ? [`${key}_zero`, ...keys] : keys
}

function lookup(catalog: Catalog, language: string, namespace: string, key: string, options: TOptions): unknown {
  const words = catalog[language]?.[namespace]
  if (!words) return undefined
  for (const candidate of candidates(key, language, options.count)) {
    const value = valueAt(words, candidate)
    if (typeof value === 'string' || (options.returnObjects && value !== undefined && value !== null)) return value
  }
  return undefined
}

export function interpolate(text: string, values: TOptions): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = values[name]
    return value === undefined || value === null ? '' : String(value)
  })
}

/** The namespace a key is read in: its `namespace:` prefix, or the default one. */
export function namespaceOf(key: string, defaultNamespace: string): string {
  const separator = key.indexOf(':')
  return separator > 0 ? key.slice(0, separator) : defaultNamespace
}

/** A translation function for a language and its namespaces (the first one is the default). */
export function translator(catalog: Catalog, language: string, namespaces: readonly string[]): TFunction {
  const defaultNamespace = namespaces[0] ?? 'common'
  function t(fullKey: string, options: TOptions = {}): unknown {
    const namespace = namespaceOf(fullKey, defaultNamespace)
    const key = fullKey.slice(fullKey.indexOf(':') > 0 ? fullKey.indexOf(':') + 1 : 0)
    const languages = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE]
    for (const lang of languages) {
      const found = lookup(catalog, lang, namespace, key, options)
      if (found !== undefined) return typeof found === 'string' ? interpolate(found, options) : found
    }
    return options.defaultValue !== undefined ? interpolate(options.defaultValue, options) : key
  }
  return t as TFunction
}
