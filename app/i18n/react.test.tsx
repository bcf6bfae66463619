import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { getTranslator } from './i18n'
import { fetching, PageWords, Trans, TranslationProvider, useTranslation } from './react'
import './words.server'

function SearchTitle() {
  const { t } = useTranslation(['content', 'pages'])
  return <h1>{t('pages:search.title')}</h1>
}

function TermsLabel() {
  const { t } = useTranslation('cart')
  return <Trans t={t} i18nKey="contact.cg" components={[<a key="terms" href="/cguone" />]} />
}

describe('translations in components', () => {
  it('follow the language of the page', () => {
    expect(renderToStaticMarkup(<TranslationProvider locale="en"><SearchTitle /></TranslationProvider>)).toBe('<h1>Search</h1>')
    expect(renderToStaticMarkup(<TranslationProvider locale="fr"><SearchTitle /></TranslationProvider>)).toBe('<h1>Recherche</h1>')
  })

  it('put the numbered elements of a sentence around their words', () => {
    expect(renderToStaticMarkup(<TranslationProvider locale="en"><TermsLabel /></TranslationProvider>)).toBe(
      'I accept the <a href="/cguone">general terms</a>',
    )
    expect(renderToStaticMarkup(<TranslationProvider locale="fr"><TermsLabel /></TranslationProvider>)).toBe(
      'J&#x27;accepte les <a href="/cguone">conditions générales</a>',
    )
  })

  it('note the namespaces of the words the page shows, for the browser to load before hydrating', () => {
    function Silent() {
      useTranslation('cart')
      return null
    }
    const html = renderToStaticMarkup(
      <TranslationProvider locale="en">
        <SearchTitle />
        <Silent />
        <PageWords />
      </TranslationProvider>,
    )
    expect(html).toBe('<h1>Search</h1><script type="application/json" id="page-words">["pages"]</script>')
  })

  it('in the browser, show nothing rather than a key while the words of its namespace are on their way', () => {
    const t = fetching(getTranslator('en', ['absent']), 'en', 'absent')
    expect(t('signIn.title')).toBe('')
    const present = fetching(getTranslator('en', ['pages']), 'en', 'pages')
    expect(present('search.title')).toBe('Search')
  })
})
