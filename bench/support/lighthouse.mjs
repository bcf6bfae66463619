// Lighthouse 12 with its default mobile emulation, in Debian's Chromium: the four category scores
// and the layout shift of each page, one Chromium for every page (pages run one after another).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
// Lighthouse's own way to drive a page (its Node API takes a puppeteer page); used here for cookies.
import puppeteer from 'puppeteer-core'

/** "a=1; b=2" → the cookies of that header for the page's host, path / (as the site sets them). */
function cookiesOf(header, url) {
  const domain = new URL(url).hostname
  return header
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=')
      return { name: part.slice(0, at), value: part.slice(at + 1), domain, path: '/' }
    })
}

export async function openLighthouse() {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  return {
    /**
     * Scores 0–100 of performance, accessibility, best practices and SEO, and the CLS. A Cookie in
     * `extraHeaders` is put in the browser's cookie jar for the audit: given as an extra header,
     * Chromium replaces it with the jar's cookies once the site has set one (locale=…), and the cart
     * and payment steps were measured on an empty cart.
     */
    async audit(url, extraHeaders) {
      const { Cookie: cookieHeader, ...headers } = extraHeaders ?? {}
      const cookies = cookieHeader ? cookiesOf(cookieHeader, url) : []
      if (cookies.length) await browser.setCookie(...cookies)
      try {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          ...(Object.keys(headers).length ? { extraHeaders: headers } : {}),
        })
        const { categories, audits } = result.lhr
        const score = (name) => Math.round((categories[name]?.score ?? 0) * 100)
        return {
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
          finalUrl: result.lhr.finalDisplayedUrl,
        }
      } finally {
        if (cookies.length) await browser.deleteCookie(...cookies)
      }
    },
    close: async () => {
      await browser.disconnect()
      chrome.kill()
    },
  }
}
