import { cloneElement, createContext, Fragment, type ReactElement, type ReactNode, useContext, useState, useSyncExternalStore } from 'react'
import { DEFAULT_LOCALE, type Locale } from './config'
import { getTranslator, hasWords, loadNamespaces, onWordsLoaded, wordsVersion } from './i18n'
import { namespaceOf, type TFunction, type TOptions } from './translate'

/**
 * The page's language for the components below: `useTranslation(namespace)` gives their `t`, on the
 * server and in the browser alike (the root layout provides the language of the address).
 */
const LanguageContext = createContext<{ locale: Locale; used: Set<string> | null }>({ locale: DEFAULT_LOCALE, used: null })

/** The element holding the namespaces the server rendered the page with: the browser loads those before hydrating. */
export const PAGE_WORDS_ID = 'page-words'

export function TranslationProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  // On the server, one set per rendered page, filled by the components as they render.
  const [used] = useState(() => (import.meta.env.SSR ? new Set<string>() : null))
  return <LanguageContext.Provider value={{ locale, used }}>{children}</LanguageContext.Provider>
}

/**
 * The namespaces the page used, written after its content (rendered after it, so they are all known);
 * in the browser the same text is kept, read from the page.
 */
export function PageWords() {
  const { used } = useContext(LanguageContext)
  const text = used
    ? JSON.stringify([...used]).replace(/</g, '\\u003c')
    : typeof document === 'undefined'
      ? '[]'
      : (document.getElementById(PAGE_WORDS_ID)?.textContent ?? '[]')
  return <script type="application/json" id={PAGE_WORDS_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />
}

const noSubscription = () => () => {}

/** On the server: `t` that notes each namespace whose words the page shows. */
function noting(t: TFunction, defaultNamespace: string, used: Set<string>): TFunction {
  return ((key: string, options?: TOptions) => {
    used.add(namespaceOf(key, defaultNamespace))
    return t(key, options as TOptions & { returnObjects?: false })
  }) as TFunction
}

const fetchingTranslators = new WeakMap<TFunction, TFunction>()

/**
 * In the browser: `t` for words whose namespace may still be on its way (one per `t`, kept). It asks
 * for the namespace and, until its words arrive, gives an empty text rather than the key: the
 * component renders again with the words (`onWordsLoaded`), and the visitor never reads "signIn.title".
 */
export function fetching(t: TFunction, locale: Locale, defaultNamespace: string): TFunction {
  let wrapped = fetchingTranslators.get(t)
  if (!wrapped) {
    wrapped = ((key: string, options?: TOptions) => {
      const namespace = namespaceOf(key, defaultNamespace)
      if (!hasWords(locale, namespace)) {
        void loadNamespaces(locale, [namespace])
        return ''
      }
      return t(key, options as TOptions & { returnObjects?: false })
    }) as TFunction
    fetchingTranslators.set(t, wrapped)
  }
  return wrapped
}

/**
 * `t` for a namespace, or several (the first is the default one; others are reached as `ns:key`).
 * The server notes the namespaces of the words it writes into the page (PageWords), which the browser
 * loads before hydrating; a component that renders other words later fetches them and renders again.
 */
export function useTranslation(namespaces: string | readonly string[] = 'common'): { t: TFunction; i18n: { language: Locale } } {
  const { locale, used } = useContext(LanguageContext)
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces
  const missing = !used && list.some((namespace) => !hasWords(locale, namespace))
  useSyncExternalStore(missing ? onWordsLoaded : noSubscription, wordsVersion, wordsVersion)
  const t = getTranslator(locale, list)
  const defaultNamespace = list[0] ?? 'common'
  return { t: used ? noting(t, defaultNamespace, used) : missing ? fetching(t, locale, defaultNamespace) : t, i18n: { language: locale } }
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
