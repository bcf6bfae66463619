import { cloneElement, createContext, Fragment, type ReactElement, type ReactNode, useContext } from 'react'
import { DEFAULT_LOCALE, type Locale } from './config'
import { getTranslator } from './i18n'
import type { TFunction } from './translate'

/**
 * The page's language for the components below: `useTranslation(namespace)` gives their `t`, on the
 * server and in the browser alike (the root layout provides the language of the address).
 */
const LanguageContext = createContext<Locale>(DEFAULT_LOCALE)

export function TranslationProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LanguageContext.Provider value={locale}>{children}</LanguageContext.Provider>
}

/** `t` for a namespace, or several (the first is the default one; others are reached as `ns:key`). */
export function useTranslation(namespaces: string | readonly string[] = 'common'): { t: TFunction; i18n: { language: Locale } } {
  const language = useContext(LanguageContext)
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces
  return { t: getTranslator(language, list), i18n: { language } }
}

type TransProps = {
  t: TFunction
  i18nKey: string
  /** The elements that wrap the text's numbered tags: `<0>terms</0>` is components[0] around "terms". */
  components: readonly ReactElement[]
  values?: Record<string, string | number>
}

/** A translated sentence holding elements (a link in a label), from `<0>…</0>` tags in its text. */
export function Trans({ t, i18nKey, components, values }: TransProps) {
  const parts = t(i18nKey, values).split(/<(\d+)>(.*?)<\/\1>/)
  const nodes: ReactNode[] = []
  for (let i = 0; i < parts.length; i += 3) {
    if (parts[i]) nodes.push(<Fragment key={`text-${i}`}>{parts[i]}</Fragment>)
    if (parts[i + 1] === undefined) continue
    const element = components[Number(parts[i + 1])]
    const inner = parts[i + 2]
    nodes.push(element ? cloneElement(element as ReactElement<{ children?: ReactNode }>, { key: `tag-${i}` }, inner) : inner)
  }
  return <>{nodes}</>
}
