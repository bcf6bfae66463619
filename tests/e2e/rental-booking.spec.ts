import { formatDate } from '../../domain/format/date'
import { formatMoney } from '../../domain/format/money'
import { answerConsent, type CalendarTexts, calendarDay, expect, expectNoAxeViolations, freeWeek, guestContact, newEmail, plainRental, showCalendar, test } from './fixtures'

/**
 * A weekly rental booked up to the payment step, in French and English (docs/decisions/023): a free
 * week picked in the calendar with its price and tourist tax, put in the cart with the final
 * cleaning, nested under the stay in the cart slide-in, then held at the payment step with its
 * expiry and the cancellation terms; the form without JavaScript books the same.
 */

const T = {
  fr: {
    prefix: '',
    box: 'Réserver',
    quote: 'Votre séjour',
    book: 'Réserver',
    cleaning: /^Nettoyage de fin de séjour – CHF/,
    cart: 'Panier',
    added: 'Ajouté au panier',
    options: 'Options',
    held: /Réservé pour vous jusqu'à \d{1,2}:\d{2}/,
    terms: "Conditions d'annulation",
    addedNoJs: 'Le séjour a été ajouté à votre panier.',
    adultTax: '2 adultes et jeunes dès 16 ans, 7 nuits à CHF 3.00',
    calendar: {
      weekdays: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
      months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
      next: 'Mois suivant',
      previous: 'Mois précédent',
    } satisfies CalendarTexts,
  },
  en: {
    prefix: '/en',
    box: 'Book',
    quote: 'Your stay',
    book: 'Book',
    cleaning: /^Final cleaning – CHF/,
    cart: 'Cart',
    added: 'Added to bag',
    options: 'Options',
    held: /Held for you until \d{1,2}:\d{2} [ap]m/,
    terms: 'Cancellation terms',
    addedNoJs: 'The stay has been added to your bag.',
    adultTax: '2 adults and young people from 16, 7 nights at CHF 3.00',
    calendar: {
      weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
      next: 'Next month',
      previous: 'Previous month',
    } satisfies CalendarTexts,
  },
}

for (const [lang, t] of Object.entries(T) as ['fr' | 'en', (typeof T)['fr']][]) {
  test.describe(`rental booking in ${lang}`, () => {
    test('a week picked in the calendar goes to the cart with the cleaning, then is held at the payment step', async ({ page, context, request, baseURL }) => {
      const location = await plainRental(request, lang, lang === 'fr' ? 0 : 1)
      const week = freeWeek(location, 0)
      await page.goto(location.path)
      await answerConsent(page, lang)
      const box = await showCalendar(page.getByRole('region', { name: t.box, exact: true }))
      await (await calendarDay(box, t.calendar, week.startDate)).click()
      await (await calendarDay(box, t.calendar, week.endDate)).click()
      const quote = box.getByRole('region', { name: t.quote })
      await expect(quote).toContainText(t.adultTax)
      const total = (week.specialPrice ?? week.price) + 2 * 7 * 300
      await expect(quote.getByText(formatMoney(total), { exact: true })).toBeVisible()

      await box.getByRole('checkbox', { name: t.cleaning }).check()
      await box.getByRole('button', { name: t.book }).click()
      const panel = page.getByRole('dialog', { name: t.cart })
      await expect(panel).toBeVisible()
      await expect(panel.getByRole('status')).toContainText(t.added)
      await expect(panel.getByText(location.title)).toBeVisible()
      const options = panel.getByRole('list', { name: t.options })
      await expect(options.getByRole('listitem')).toHaveCount(1)
      await expect(options).toContainText(lang === 'fr' ? 'Nettoyage de fin de séjour' : 'Final cleaning')
      await expectNoAxeViolations(page, { include: '[role="dialog"]' })

      await guestContact(context, baseURL as string, newEmail('stay'))
      await page.goto(`${t.prefix}/commande/recapitulatif-paiement`)
      await expect(page.getByRole('main').getByText(t.held)).toBeVisible()
      const terms = page.getByRole('region', { name: t.terms })
      await expect(terms).toContainText(formatDate(week.startDate))
      await expectNoAxeViolations(page)
    })

    test('without JavaScript the form books the same stay with its option', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'X-Forwarded-For': `10.250.1.${lang === 'fr' ? 1 : 2}` } })
      try {
        const page = await context.newPage()
        const location = await plainRental(context.request, lang, lang === 'fr' ? 2 : 3)
        const week = freeWeek(location, 1)
        await page.goto(`${location.path}?from=${week.startDate}&to=${week.endDate}&adults=2`)
        const box = page.getByRole('region', { name: t.box, exact: true })
        await box.getByRole('checkbox', { name: t.cleaning }).check()
        await box.getByRole('button', { name: t.book }).click()
        await expect(box.getByRole('status')).toHaveText(t.addedNoJs)
        const cart = (await (await context.request.get(`${baseURL}/shop/api/store/cart?locale=${lang}`)).json()) as {
          items: Array<{ linkedToItem: number | null; id: number; product: { category: string } }>
        }
        expect(cart.items.map((i) => i.product.category)).toEqual(['rental', 'option'])
        expect(cart.items[1].linkedToItem).toBe(cart.items[0].id)
      } finally {
        await context.close()
      }
    })
  })
}
