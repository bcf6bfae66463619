// First-load JavaScript of a page, as Chromium downloads it: every script the page loads until the
// network is quiet (the entry, its preloaded chunks and the language chunk loaded before hydration),
// counted in gzip bytes (the browser is made to ask for gzip, the budget's unit).
import { chromium } from '@playwright/test'

export async function openBrowser() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  return {
    /** Gzip bytes of the scripts the page at `url` loads, and how many. */
    async scriptBytes(url) {
      const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } })
      const page = await context.newPage()
      const scripts = []
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.sizes().then((s) => s.responseBodySize))
      })
      try {
        await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 })
        const sizes = await Promise.all(scripts)
        return { bytes: sizes.reduce((a, b) => a + b, 0), count: sizes.length }
      } finally {
        await context.close()
      }
    },
    close: () => browser.close(),
  }
}
