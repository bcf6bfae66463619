import { type Locator, type Page } from '@playwright/test'
import { escapeRegExp, expect } from '../fixtures'
import { type Lang } from './person-fields'

/**
 * A weekly rental's page and its booking box ("Réserver" / "Book"): the calendar of arrivals and
 * departures, the guests, the options, the quote ("Votre séjour") and the book button; on a phone,
 * the booking bar that keeps the price in reach.
 */

/** The booking calendar's words (app/i18n/locales/<lang>/booking.json, picker): its captions, day names and buttons. */
export type CalendarTexts = { weekdays: readonly string[]; months: readonly string[]; next: string; previous: string }

const WORDS = {
  fr: {
    box: 'Réserver',
    quote: 'Votre séjour',
    book: 'Réserver',
    cleaning: /^Nettoyage de fin de séjour – CHF/,
    arrival: 'Arrivée',
    departure: 'Départ',
    adults: 'Adultes',
    children: 'Enfants',
    childAge: (n: number) => `Âge de l'enfant ${n}`,
    showPrice: 'Calculer le prix',
    bar: 'Réservation',
    calendar: {
      weekdays: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
      months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
      next: 'Mois suivant',
      previous: 'Mois précédent',
      arrivalDay: 'arrivée possible',
      departureDay: 'départ possible',
      chosenArrival: 'arrivée choisie',
    },
  },
  en: {
    box: 'Book',
    quote: 'Your stay',
    book: 'Book',
    cleaning: /^Final cleaning – CHF/,
    arrival: 'Arrival',
    departure: 'Departure',
    adults: 'Adults',
    children: 'Children',
    childAge: (n: number) => `Age of child ${n}`,
    showPrice: 'Show the price',
    bar: 'Booking',
    calendar: {
      weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
      next: 'Next month',
      previous: 'Previous month',
      arrivalDay: 'arrival possible',
      departureDay: 'departure possible',
      chosenArrival: 'chosen arrival',
    },
  },
}

/** "samedi 19 décembre 2026": how a day button of the booking calendar begins its name. */
export function calendarDayName(t: CalendarTexts, iso: string): string {
  const [year, month, day] = iso.split('-').map(Number)
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  return `${t.weekdays[weekday]} ${day} ${t.months[month - 1]} ${year}`
}

/** A stay as the rental page takes it in its address (the home search and the list pass it on so). */
export type Stay = { startDate: string; endDate: string; adults?: number; children?: string }

export class RentalPage {
  readonly words: (typeof WORDS)[Lang]
  /** The booking box, a region named by its heading. */
  readonly box: Locator
  /** The server's quote inside the box. */
  readonly quote: Locator
  /** The month shown by the calendar (a grid named by its caption). */
  readonly calendar: Locator
  readonly previousMonth: Locator
  readonly adults: Locator
  readonly children: Locator
  /** The lists of arrival and departure dates, which the box offers until the calendar comes (and without JavaScript). */
  readonly arrival: Locator
  readonly departure: Locator
  readonly cleaning: Locator
  readonly bookButton: Locator
  readonly showPriceButton: Locator
  /** The booking bar of a phone, once the box is scrolled away, and its link back to the box. */
  readonly bar: Locator
  readonly barBookLink: Locator

  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {
    const w = (this.words = WORDS[lang])
    this.box = page.getByRole('region', { name: w.box, exact: true })
    this.quote = this.box.getByRole('region', { name: w.quote })
    // Two months side by side where the box is wide (issue 26): the first is the month shown.
    this.calendar = this.box.getByRole('grid').first()
    this.previousMonth = this.box.getByRole('button', { name: w.calendar.previous })
    this.adults = this.box.getByLabel(w.adults)
    this.children = this.box.getByLabel(w.children, { exact: true })
    this.arrival = this.box.getByLabel(w.arrival, { exact: true })
    this.departure = this.box.getByLabel(w.departure, { exact: true })
    this.cleaning = this.box.getByRole('checkbox', { name: w.cleaning })
    this.bookButton = this.box.getByRole('button', { name: w.book })
    this.showPriceButton = this.box.getByRole('button', { name: w.showPrice })
    this.bar = page.getByRole('region', { name: w.bar })
    this.barBookLink = this.bar.getByRole('link', { name: w.book })
  }

  /** Opens the rental's page (`path` as fixtures' plainRental gives it), with a stay in its address if given. */
  async open(path: string, stay?: Stay, options?: { waitUntil?: 'load' | 'networkidle' }): Promise<void> {
    await this.page.goto(stay ? `${path}?${stayQuery(stay)}` : path, options)
  }

  childAge(n: number): Locator {
    return this.box.getByLabel(this.words.childAge(n))
  }

  /**
   * The calendar loads on the visitor's first move on the page (a scroll, a key, the pointer or the
   * focus on the box): the focus comes onto the box, then the calendar is there.
   */
  async showCalendar(): Promise<void> {
    await this.box.focus()
    await expect(this.calendar).toBeVisible()
    // The server's calendar is there from the first paint; its code comes with the first move.
    await expect(this.box.locator('.stay-picker[data-alive]')).toBeAttached()
  }

  /** "samedi 19 décembre 2026": how the day's button begins its name. */
  dayName(iso: string): string {
    return calendarDayName(this.words.calendar, iso)
  }

  /** A day's button in the month shown, whatever it says after the date (its price, its state). */
  dayButton(iso: string): Locator {
    return this.box.getByRole('button', { name: new RegExp(`^${escapeRegExp(this.dayName(iso))}(,|$)`) })
  }

  /** The day's button once it says it is the chosen arrival. */
  chosenArrival(iso: string): Locator {
    return this.box.getByRole('button', { name: new RegExp(`^${escapeRegExp(this.dayName(iso))}, ${this.words.calendar.chosenArrival}`) })
  }

  /** The day's button, after moving the calendar to its month (24 steps at most, fewer if the calendar ends). */
  async day(iso: string): Promise<Locator> {
    const t = this.words.calendar
    const caption = `${t.months[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`
    for (let step = 0; step < 24 && !(await this.box.getByRole('grid', { name: caption }).isVisible()); step++) {
      const shown = (await this.calendar.getAttribute('aria-label')) ?? ''
      const [name, year] = shown.split(' ')
      const shownKey = Number(year) * 12 + t.months.indexOf(name)
      const wantedKey = Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1
      const move = this.box.getByRole('button', { name: wantedKey > shownKey ? t.next : t.previous })
      if ((await move.getAttribute('aria-disabled')) === 'true') break
      await move.click()
      // The next step reads the caption: wait until the month has changed.
      await expect(this.calendar).not.toHaveAttribute('aria-label', shown)
    }
    return this.dayButton(iso)
  }

  /** Picks a stay in the calendar: its arrival day, then its departure day. */
  async chooseWeek(week: { startDate: string; endDate: string }): Promise<void> {
    await (await this.day(week.startDate)).click()
    await (await this.day(week.endDate)).click()
  }

  async addCleaning(): Promise<void> {
    await this.cleaning.check()
  }

  /** "Calculer le prix": the quote of the form as it is (the page without JavaScript; then the children's ages). */
  async showPrice(): Promise<void> {
    await this.showPriceButton.click()
  }

  /** Puts the stay in the cart (the cart slide-in opens on it, or without JavaScript the page says so). */
  async book(): Promise<void> {
    await this.bookButton.click()
  }
}

/** from=…&to=…&adults=…&children=…, in the order the site writes it (the children's ages stay as given, commas and all). */
function stayQuery(stay: Stay): string {
  let query = `from=${stay.startDate}&to=${stay.endDate}`
  if (stay.adults !== undefined) query += `&adults=${stay.adults}`
  if (stay.children !== undefined) query += `&children=${stay.children}`
  return query
}
