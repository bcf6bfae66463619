import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { StayPrice } from '../../domain/booking/stay-price'
import { addDays, saturdayOnOrBefore } from '../../domain/catalogue/period'
import type { LocationDetail, LocationsResponse, PriceWeekView } from '../../domain/catalogue/types'
import { formatDate } from '../../domain/format/date'
import { formatMoney } from '../../domain/format/money'
import { freeRun } from '../support/catalogue'
import { zurichDate } from '../support/shop-fixtures'
import { answerConsent, calendarDay, calendarDayName, expect, expectNoAxeViolations, escapeRegExp, holdPageModules, PHONE, showCalendar, test } from './fixtures'

/**
 * The booking box of a weekly rental on the seeded site, in French and English: the home search
 * carries a stay to the list and to the rental; the calendar offers only free Saturdays, each with
 * its week's price, and the box shows the server's quote with the tourist tax; the form without
 * JavaScript gives the same quote. (Putting the stay in the cart is another part of the work.)
 */

const T = {
  fr: {
    prefix: '',
    search: { arrival: 'Arrivée', departure: 'Départ', guests: 'Voyageurs', submit: 'Rechercher' },
    box: 'Réserver',
    quote: 'Votre séjour',
    adults: 'Adultes',
    children: 'Enfants',
    childAge: (n: number) => `Âge de l'enfant ${n}`,
    showPrice: 'Calculer le prix',
    book: 'Réserver',
    next: 'Mois suivant',
    previous: 'Mois précédent',
    arrivalDay: 'arrivée possible',
    departureDay: 'départ possible',
    chosenArrival: 'arrivée choisie',
    weekPrice: (price: number) => `${formatMoney(price)} la semaine`,
    adultTax: (n: number) => `${n} adultes et jeunes dès 16 ans, 7 nuits à CHF 3.00`,
    childTax: '1 enfant de 6 à 15 ans, 7 nuits à CHF 1.50',
    total: 'Total',
    overCapacity: (persons: number, given: number) => `Ce logement accueille au plus ${persons} personnes : vous en avez indiqué ${given}.`,
    noAvailability: (week: string) => `Pas de disponibilité : semaine du ${formatDate(week)}.`,
    bar: 'Réservation',
    agesFirst: "Choisissez l'âge de chaque enfant pour voir le prix.",
    ageRule: "L'âge de chaque enfant doit être un nombre entier de 0 à 17 ans.",
    cart: 'Panier, 0 article',
    weekdays: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
    months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  },
  en: {
    prefix: '/en',
    search: { arrival: 'Arrival', departure: 'Departure', guests: 'Guests', submit: 'Search' },
    box: 'Book',
    quote: 'Your stay',
    adults: 'Adults',
    children: 'Children',
    childAge: (n: number) => `Age of child ${n}`,
    showPrice: 'Show the price',
    book: 'Book',
    next: 'Next month',
    previous: 'Previous month',
    arrivalDay: 'arrival possible',
    departureDay: 'departure possible',
    chosenArrival: 'chosen arrival',
    weekPrice: (price: number) => `${formatMoney(price)} per week`,
    adultTax: (n: number) => `${n} adults and young people from 16, 7 nights at CHF 3.00`,
    childTax: '1 child aged 6 to 15, 7 nights at CHF 1.50',
    total: 'Total',
    overCapacity: (persons: number, given: number) => `This rental sleeps at most ${persons} persons: you have entered ${given}.`,
    noAvailability: (week: string) => `No availability: week of ${formatDate(week)}.`,
    bar: 'Booking',
    agesFirst: "Choose each child's age to see the price.",
    ageRule: "Each child's age must be a whole number from 0 to 17.",
    cart: 'Cart, 0 items',
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
}

type Texts = (typeof T)['fr']
type Rental = LocationDetail & { path: string }

const charged = (week: PriceWeekView) => week.specialPrice ?? week.price

/** A weekly rental for four (or `persons`) or more whose rent does not include the tourist tax. */
async function rental(request: APIRequestContext, locale: 'fr' | 'en', persons = 4): Promise<Rental> {
  const list = (await (await request.get(`/api/locations?persons=${persons}&locale=${locale}`)).json()) as LocationsResponse
  for (const item of list.locations) {
    const { location } = (await (await request.get(`/api/locations/${item.id}?locale=${locale}`)).json()) as { location: LocationDetail }
    if (location.included?.touristTax !== true) return { ...location, path: `${T[locale].prefix}/location/${location.slug}-${location.id}` }
  }
  throw new Error(`No rental for ${persons} without the tourist tax in its rent`)
}


/** The booking box once its calendar has loaded. */
async function calendarBox(page: Page, t: Texts): Promise<Locator> {
  return showCalendar(page.getByRole('region', { name: t.box, exact: true }))
}

for (const [lang, t] of Object.entries(T) as ['fr' | 'en', Texts][]) {
  test.describe(`booking box in ${lang}`, () => {
    test('a stay searched on the home page is kept through the list to the rental, with its quote', async ({ page, request }) => {
      const location = await rental(request, lang)
      const [week] = freeRun(location.priceWeeks.slice(2), 1)
      // The calendar's code is loaded by the rental page only.
      const pickerChunks: string[] = []
      page.on('request', (r) => {
        if (/\/assets\/StayPicker-/.test(r.url())) pickerChunks.push(new URL(r.url()).pathname)
      })
      await page.goto(t.prefix || '/')
      const search = page.getByRole('form', { name: /./ }).filter({ has: page.getByLabel(t.search.arrival) })
      await search.getByLabel(t.search.arrival).fill(week.startDate)
      await search.getByLabel(t.search.departure).fill(week.endDate)
      await search.getByLabel(t.search.guests).selectOption('2')
      await search.getByRole('button', { name: t.search.submit }).click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/location\\?from=${week.startDate}&to=${week.endDate}&persons=2$`))

      const card = page.locator(`a.listing-card__link[href^="${location.path}?"]`)
      await expect(card).toHaveAttribute('href', `${location.path}?from=${week.startDate}&to=${week.endDate}&adults=2`)
      expect(pickerChunks).toEqual([])
      await card.click()
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(location.path)}\\?from=${week.startDate}&to=${week.endDate}&adults=2$`))

      const box = await calendarBox(page, t)
      // The calendar opens on the month of the stay, its arrival chosen.
      await expect(box.getByRole('button', { name: new RegExp(`^${escapeRegExp(calendarDayName(t, week.startDate))}, ${t.chosenArrival}`) })).toBeVisible()
      await expect(box.getByLabel(t.adults)).toHaveValue('2')
      const quote = box.getByRole('region', { name: t.quote })
      await expect(quote).toContainText(t.adultTax(2))
      await expect(quote).toContainText(formatMoney(charged(week) + 2 * 7 * 300))
      expect(pickerChunks.length).toBeGreaterThan(0)
    })

    test('a free week picked in the calendar shows its price with the tourist tax', async ({ page, request }) => {
      const location = await rental(request, lang)
      const [week] = freeRun(location.priceWeeks.slice(1), 1)
      await page.goto(location.path)
      const box = await calendarBox(page, t)
      const arrival = await calendarDay(box, t, week.startDate)
      // Each arrival day says what its week costs.
      await expect(arrival).toHaveAccessibleName(`${calendarDayName(t, week.startDate)}, ${t.arrivalDay}, ${t.weekPrice(charged(week))}`)
      await arrival.click()
      const departure = await calendarDay(box, t, week.endDate)
      await expect(departure).toHaveAccessibleName(new RegExp(`^${escapeRegExp(calendarDayName(t, week.endDate))}, ${t.departureDay}`))
      await departure.click()
      await box.getByLabel(t.children, { exact: true }).selectOption('1')
      await box.getByLabel(t.childAge(1)).selectOption('9')

      const quote = box.getByRole('region', { name: t.quote })
      await expect(quote).toContainText(t.childTax)
      await expect(quote).toContainText(t.adultTax(2))
      const total = charged(week) + 2 * 7 * 300 + 7 * 150
      await expect(quote.getByText(formatMoney(total), { exact: true })).toBeVisible()
      const api = (await (
        await request.get(`/api/locations/${location.id}/price?startPeriod=${week.startDate}&endPeriod=${week.endDate}&adults=2&children=9&locale=${lang}`)
      ).json()) as { price: StayPrice }
      expect(api.price.total).toBe(total)

      // Too many guests: the rule's message, live.
      await box.getByLabel(t.adults).selectOption(String(location.persons))
      await expect(quote).toContainText(t.overCapacity(location.persons, location.persons + 1))
      // The calendar is keyboard accessible: from the chosen arrival, the arrow down goes a week later.
      await (await calendarDay(box, t, week.startDate)).focus()
      await page.keyboard.press('ArrowDown')
      await expect(box.getByRole('button', { name: new RegExp(`^${escapeRegExp(calendarDayName(t, addDays(week.startDate, 7)))}`) })).toBeFocused()
    })

    test('a week that is not available and a day that is not a Saturday cannot be picked', async ({ page, request }) => {
      const location = await rental(request, lang)
      const [first] = location.priceWeeks
      await page.goto(location.path)
      const box = await calendarBox(page, t)
      await expect(await calendarDay(box, t, addDays(first.startDate, 1))).toBeDisabled()
      await expect(await calendarDay(box, t, addDays(first.startDate, 6))).toBeDisabled()

      // A week taken, or else the week in progress (begun: no longer bookable), unless today is a Saturday.
      const taken = location.priceWeeks.find((w) => !w.available)?.startDate ?? saturdayOnOrBefore(zurichDate())
      test.skip(taken === zurichDate(), 'On a Saturday no week of the demo data is taken')
      const button = await calendarDay(box, t, taken)
      if (await button.count()) await expect(button).toBeDisabled()
      // A week before the calendar's first month cannot even be shown.
      else await expect(box.getByRole('button', { name: t.previous })).toHaveAttribute('aria-disabled', 'true')

      // Asked in the address, the taken week gets the quote's refusal naming it.
      await page.goto(`${location.path}?from=${taken}&to=${addDays(taken, 7)}`)
      const refused = await calendarBox(page, t)
      await expect(refused.getByRole('region', { name: t.quote })).toContainText(t.noAvailability(taken))
    })

    test('the calendar waits for the visitor\'s first move, in the space kept for it', async ({ page, request }) => {
      const location = await rental(request, lang)
      const pickerChunks: string[] = []
      page.on('request', (r) => {
        if (/\/assets\/StayPicker-/.test(r.url())) pickerChunks.push(new URL(r.url()).pathname)
      })
      await page.goto(location.path, { waitUntil: 'networkidle' })
      const box = page.getByRole('region', { name: t.box, exact: true })
      // The page runs (the live price replaced the button), the box offers the date lists, and the
      // calendar's code has not been downloaded.
      await expect(box.getByRole('button', { name: t.showPrice })).toBeHidden()
      await expect(box.getByLabel(t.search.arrival, { exact: true })).toBeVisible()
      expect(pickerChunks).toEqual([])
      const adults = box.getByLabel(t.adults)
      const before = await adults.boundingBox()

      // A keyboard user's first key: the calendar comes, and what follows it in the box does not move.
      await page.keyboard.press('Tab')
      await expect(box.getByRole('grid')).toBeVisible()
      expect(pickerChunks.length).toBeGreaterThan(0)
      expect((await adults.boundingBox())?.y).toBe(before?.y)
    })

    test('without JavaScript the form gives the same quote', async ({ browser, request }) => {
      const location = await rental(request, lang)
      const [week] = freeRun(location.priceWeeks.slice(3), 1)
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      try {
        await page.goto(location.path)
        const box = page.getByRole('region', { name: t.box, exact: true })
        await box.getByLabel(t.search.arrival, { exact: true }).selectOption(week.startDate)
        await box.getByLabel(t.search.departure, { exact: true }).selectOption(week.endDate)
        await box.getByLabel(t.adults).selectOption('2')
        await box.getByLabel(t.children, { exact: true }).selectOption('1')
        await box.getByRole('button', { name: t.showPrice }).click()
        // The age of the new child can now be given.
        await expect(page).toHaveURL(/#reservation$/)
        await box.getByLabel(t.childAge(1)).selectOption('9')
        await box.getByRole('button', { name: t.showPrice }).click()
        const total = charged(week) + 2 * 7 * 300 + 7 * 150
        const quote = box.getByRole('region', { name: t.quote })
        await expect(quote.getByText(formatMoney(total), { exact: true })).toBeVisible()
        await expect(quote).toContainText(t.childTax)
        await expect(box.getByRole('button', { name: t.book })).toBeVisible()
      } finally {
        await context.close()
      }
    })

    test('the box is accessible, and the booking bar keeps the price in reach on a phone', async ({ page, request }) => {
      const location = await rental(request, lang)
      const [week] = freeRun(location.priceWeeks.slice(1), 1)
      await page.goto(`${location.path}?from=${week.startDate}&to=${week.endDate}&adults=2&children=4,9`)
      const box = await calendarBox(page, t)
      await expect(box.getByRole('region', { name: t.quote })).toContainText(t.total)
      await expectNoAxeViolations(page, { include: '#reservation' })

      await page.setViewportSize({ width: 390, height: 800 })
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
      const bar = page.getByRole('region', { name: t.bar })
      await expect(bar).toBeVisible()
      await expect(bar).toContainText(formatMoney(charged(week) + 2 * 7 * 300 + 7 * 150))
      await expect(bar.getByRole('link', { name: t.book })).toBeVisible()
      await expectNoAxeViolations(page, { include: '.booking-bar' })
      // Back at the box, the bar steps aside.
      await box.scrollIntoViewIfNeeded()
      await expect(bar).toBeHidden()
    })

    test('four children: no error before their ages could be chosen, then the price', async ({ page, request }) => {
      const location = await rental(request, lang, 6)
      const [week] = freeRun(location.priceWeeks.slice(4), 1)
      // Four children chosen before the page is alive are kept, their ages to choose.
      const release = await holdPageModules(page)
      await page.goto(`${location.path}?from=${week.startDate}&to=${week.endDate}&adults=2`)
      const box = page.getByRole('region', { name: t.box, exact: true })
      await box.getByLabel(t.children, { exact: true }).selectOption('4')
      await release()
      await expect(box.locator('form[data-enhanced="true"]')).toBeAttached()
      await expect(box.getByLabel(t.children, { exact: true })).toHaveValue('4')
      const quote = box.getByRole('region', { name: t.quote })
      await expect(quote).toContainText(t.agesFirst)
      for (const [index, age] of ['3', '9', '12'].entries()) await box.getByLabel(t.childAge(index + 1)).selectOption(age)
      await expect(quote).toContainText(t.agesFirst)
      await expect(box.getByText(t.ageRule)).toHaveCount(0)
      // An age list left without a choice is a mistake.
      await box.getByLabel(t.childAge(4)).focus()
      await box.getByLabel(t.childAge(4)).blur()
      await expect(quote).toContainText(t.ageRule)
      await box.getByLabel(t.childAge(4)).selectOption('15')
      await expect(quote).toContainText(formatMoney(charged(week) + 2 * 7 * 300 + 3 * 7 * 150))
    })

    test.describe('on a phone', () => {
      test.use(PHONE)

      test('the bar\'s "Book" leads to the guests and options, and books nothing', async ({ page, request }) => {
        const location = await rental(request, lang, 6)
        const [week] = freeRun(location.priceWeeks.slice(5), 1)
        // "6 guests" of the home search arrive as six adults: the visitor must see them before booking.
        await page.goto(`${location.path}?from=${week.startDate}&to=${week.endDate}&adults=6`)
        await answerConsent(page, lang)
        const box = page.getByRole('region', { name: t.box, exact: true })
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
        const bar = page.getByRole('region', { name: t.bar })
        await expect(bar).toContainText(formatMoney(charged(week) + 6 * 7 * 300))
        await bar.getByRole('link', { name: t.book }).tap()

        const adults = box.getByLabel(t.adults)
        await expect(adults).toBeFocused()
        await expect(adults).toBeInViewport()
        await expect(adults).toHaveValue('6')
        await expect(page.getByRole('dialog')).toBeHidden()
        await expect(page.getByRole('banner').getByRole('button', { name: t.cart })).toBeVisible()
      })
    })
  })
}
