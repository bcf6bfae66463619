import { texts } from './messages'

/** Text content only (never an attribute): the three characters markup gives a meaning to. */
const escape = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] as string)

/**
 * The page a browser gets when the boundary refuses a form post before the site renders: the
 * status, what went wrong in the visitor's language and a way back. Plain HTML (no script, so the
 * CSP holds), readable without the site's styles.
 */
export function refusalPage(status: number, message: string, locale: string): string {
  const t = texts(locale)
  const home = locale === 'en' ? '/en' : '/'
  return `<!DOCTYPE html>
<html lang="${locale === 'en' ? 'en' : 'fr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(t.pageTitle)} (${status})</title>
<style>body{font-family:Roboto,Arial,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#222}a{color:#A17465}</style>
</head>
<body>
<main>
<h1>${escape(t.pageTitle)} (${status})</h1>
<p role="alert">${escape(message)}</p>
<p><a href="${home}">${escape(t.home)}</a></p>
</main>
</body>
</html>
`
}
