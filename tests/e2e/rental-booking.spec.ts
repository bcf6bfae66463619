import { formatDate } from '../../domain/format/date'
import { formatMoney } from '../../domain/format/money'
import { answerConsent, expect, expectNoAxeViolations, freeWeek, guestContact, newEmail, plainRental, test } from './fixtures'
import { CartPanel } from './pages/cart'
import { Checkout } from './pages/checkout'
import { RentalPage } from './pages/rental-page'

/**
 * A weekly rental booked up to the payment step, in French and English (docs/decisions/023): a free
 * week picked in the calendar with its price and tourist tax, put in the cart with the final
 * cleaning, nested under the stay in the cart slide-in, then held at the payment step with its
 * expiry and the cancellation terms; the form without JavaScript books the same.
 */

// What the pages say, in each language; the labels of the controls are the page objects' (pages/).
const T = {
  fr: {
    added: 'Ajouté au panier',
    cleaning: 'Nettoyage de fin de séjour',
    held: /Réservé pour vous jusqu'à \d{1,2}:\d{2}/,
    terms: "Conditions d'annulation",
    addedNoJs: 'Le séjour a été ajouté à votre panier.',
    adultTax: '2 adultes et jeunes dès 16 ans, 7 nuits à CHF 3.00',
  },
  en: {
    added: 'Added to cart',
    cleaning: 'Final cleaning',
    held: /Held for you until \d{1,2}:\d{2} [ap]m/,
    terms: 'Cancellation terms',
    addedNoJs: 'The stay has been added to your cart.',
    adultTax: '2 adults and young people from 16, 7 nights at CHF 3.00',
  },
}

for (const [lang, t] of Object.entries(T) as ['fr' | 'en', (typeof T)['fr']][]) {
  test.describe(`rental booking in ${lang}`, () => {
    test('a week picked in the calendar goes to the cart with the cleaning, then is held at the payment step', async ({ page, context, request, baseURL }) => {
      const rental = new RentalPage(page, lang)
      const cart = new CartPanel(page, lang)
      const checkout = new Checkout(page, lang)
      const location = await plainRental(request, lang, lang === 'fr' ? 0 : 1)
      const week = freeWeek(location, 0)
      await rental.open(location.path)
      await answerConsent(page, lang)
      await rental.showCalendar()
      await rental.chooseWeek(week)
      await expect(rental.quote).toContainText(t.adultTax)
      const total = (week.specialPrice ?? week.price) + 2 * 7 * 300
      await expect(rental.quote.getByText(formatMoney(total), { exact: true })).toBeVisible()

      await rental.addCleaning()
      await rental.book()
      await expect(cart.panel).toBeVisible()
      await expect(cart.panel.getByRole('status')).toContainText(t.added)
      await expect(cart.panel.getByText(location.title)).toBeVisible()
      await expect(cart.options.getByRole('listitem')).toHaveCount(1)
      await expect(cart.options).toContainText(t.cleaning)
      await expectNoAxeViolations(page, { include: '[role="dialog"]' })

      await guestContact(context, baseURL as string, newEmail('stay'))
      await checkout.gotoSummary()
      await expect(checkout.main.getByText(t.held)).toBeVisible()
      const terms = page.getByRole('region', { name: t.terms })
      await expect(terms).toContainText(formatDate(week.startDate))
      await expectNoAxeViolations(page)
    })

    test('without JavaScript the form books the same stay with its option', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'X-Forwarded-For': `10.250.1.${lang === 'fr' ? 1 : 2}` } })
      try {
        const page = await context.newPage()
        const rental = new RentalPage(page, lang)
        const location = await plainRental(context.request, lang, lang === 'fr' ? 2 : 3)
        const week = freeWeek(location, 1)
        await rental.open(location.path, { ...week, adults: 2 })
        await rental.addCleaning()
        await rental.book()
        await expect(rental.box.getByRole('status')).toHaveText(t.addedNoJs)
        const cart = (await (await context.request.get(`${baseURL}/shop/api/store/cart?locale=${lang}`)).json()) as {
          orderItems: Array<{ linkedToItem: number | null; id: number; product: { category: string } }>
        }
        expect(cart.orderItems.map((i) => i.product.category)).toEqual(['rental', 'option'])
        expect(cart.orderItems[1].linkedToItem).toBe(cart.orderItems[0].id)
      } finally {
        await context.close()
      }
    })
  })
}
