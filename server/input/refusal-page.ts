import { pathIn } from '../../domain/navigation/addresses'
import { texts } from './messages'

/** Text content only (never an attribute): the three characters markup gives a meaning to. */
const escape = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] as string)

/**
 * The page a browser gets when the boundary refuses a form post before the site renders, or when
 * the site is too busy to render (decision 047): the status, what went wrong in the visitor's
 * language (and, with `also`, in the other one) and a way back. Plain HTML (no script, so the CSP
 * holds), readable without the site's styles.
 */
export function refusalPage(status: number, message: string, locale: string, options: { title?: string; also?: { locale: string; title: string; message: string } } = {}): string {
  const t = texts(locale)
  const home = pathIn('/', locale)
  const title = options.title ?? t.pageTitle
  const also = options.also
  const other = also
    ? `<section lang="${also.locale === 'en' ? 'en' : 'fr'}">
<h2>${escape(also.title)}</h2>
<p>${escape(also.message)}</p>
<p><a href="${pathIn('/', also.locale)}">${escape(texts(also.locale).home)}</a></p>
</section>
`
    : ''
  return `<!DOCTYPE html>
<html lang="${locale === 'en' ? 'en' : 'fr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} (${status})</title>
<style>body{font-family:Roboto,Arial,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#222}a{color:#A17465}</style>
</head>
<body>
<main>
<h1>${escape(title)} (${status})</h1>
<p role="alert">${escape(message)}</p>
<p><a href="${home}">${escape(t.home)}</a></p>
${other}</main>
</body>
</html>
`
}
