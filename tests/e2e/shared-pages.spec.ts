import { expect, freeWeek, newEmail, plainRental, signUpByApi, test } from './fixtures'

/**
 * A visitor with a cart and an account gets the page every visitor gets (decision 025): the server
 * answers it from the shared cache, and the browser fills the header with their account and cart.
 * Their own pages (the cart step) come with the header already filled, also without JavaScript.
 */
const texts = {
  fr: { prefix: '', account: 'Mon compte', cart: 'Panier, 1 article' },
  en: { prefix: '/en', account: 'My account', cart: 'Cart, 1 item' },
} as const

for (const lang of ['fr', 'en'] as const) {
  const t = texts[lang]
  test.describe(`shared pages (${lang})`, () => {
    test('a signed-in visitor with a cart gets the shared page, and their header fills in', async ({ page, context, request, baseURL }) => {
      const base = baseURL as string
      await signUpByApi(context.request, base, newEmail('shared'), lang)
      const location = await plainRental(request, lang, lang === 'fr' ? 4 : 5)
      const week = freeWeek(location, 6)
      const added = await context.request.put(`${base}/shop/api/store/cart/add/${location.productId}?locale=${lang}`, {
        data: { data: [{ startPeriod: week.startDate, endPeriod: week.endDate, adults: 2, children: [] }] },
        headers: { origin: base },
      })
      expect(added.status()).toBe(200)

      const shared = await page.goto(`${t.prefix}/vente`)
      // The answer every visitor gets: public, with no nonce of its own.
      expect(shared?.headers()['cache-control']).toBe('public, no-cache')
      expect(shared?.headers()['content-security-policy']).not.toContain("'nonce-")
      const header = page.getByRole('banner')
      await expect(header.getByRole('button', { name: t.account })).toBeVisible()
      await expect(header.getByRole('button', { name: t.cart })).toBeVisible()
    })

    test('their own page comes with the header filled, without JavaScript too', async ({ browser, request, baseURL }) => {
      const base = baseURL as string
      const context = await browser.newContext({ javaScriptEnabled: false })
      try {
        await signUpByApi(context.request, base, newEmail('own'), lang)
        const location = await plainRental(request, lang, lang === 'fr' ? 4 : 5)
        const week = freeWeek(location, 7)
        await context.request.put(`${base}/shop/api/store/cart/add/${location.productId}?locale=${lang}`, {
          data: { data: [{ startPeriod: week.startDate, endPeriod: week.endDate, adults: 2, children: [] }] },
          headers: { origin: base },
        })
        const page = await context.newPage()
        const own = await page.goto(`${t.prefix}/commande/mon-panier`)
        expect(own?.headers()['cache-control']).toBe('private, no-store')
        const header = page.getByRole('banner')
        // Without JavaScript the header's account and cart are links to their pages.
        await expect(header.getByRole('link', { name: t.account })).toHaveAttribute('href', `${t.prefix}/mon-compte/mes-informations`)
        await expect(header.getByRole('link', { name: t.cart })).toHaveAttribute('href', `${t.prefix}/commande/mon-panier`)
      } finally {
        await context.close()
      }
    })
  })
}
