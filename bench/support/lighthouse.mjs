// Lighthouse 12 with its default mobile emulation, in Debian's Chromium: the four category scores
// and the layout shift of each page, one Chromium for every page (pages run one after another).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export async function openLighthouse() {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  return {
    /** Scores 0–100 of performance, accessibility, best practices and SEO, and the CLS. */
    async audit(url, extraHeaders) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        ...(extraHeaders ? { extraHeaders } : {}),
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
      }
    },
    close: () => chrome.kill(),
  }
}
