import sharp from 'sharp'
import type { LocationDetail } from '../../domain/catalogue/types'
import { escapeRegExp, expect, expectNoAxeViolations, fieldByLabel, test } from './fixtures'
import { signInAsStaff } from './pages/admin-sign-in'
import { RentalPage } from './pages/rental-page'

/**
 * Rentals in the back office, in a browser and in both languages: a staff member finds the list,
 * creates a rental (its place picked on the map), adds a photo, publishes it and finds it on the
 * public list at once. The list and the form are scanned with axe.
 */
const WORDS = {
  fr: {
    section: 'Locations', new: 'Nouvelle location', map: 'Carte : cliquez pour placer la location', zoomIn: 'Zoom in',
    fields: { reference: 'Référence', place: 'Lieu', rooms: 'Pièces', persons: 'Personnes', surface: 'Surface (m²)', living: 'Surface habitable (m²)', titleFr: 'Titre (en français)', titleEn: 'Titre (en anglais)', latitude: 'Latitude' },
    create: 'Créer la location', created: 'La location est créée', addPhoto: 'Ajouter une photo', photo: 'Photo', caption: 'Légende (en français)', upload: 'Envoyer la photo', added: 'La photo est ajoutée.', publish: 'Publier', published: 'La location est publiée.',
  },
  en: {
    section: 'Rentals', new: 'New rental', map: 'Map: click to place the rental', zoomIn: 'Zoom in',
    fields: { reference: 'Reference', place: 'Place', rooms: 'Rooms', persons: 'Persons', surface: 'Surface (m²)', living: 'Living space (m²)', titleFr: 'Title (in French)', titleEn: 'Title (in English)', latitude: 'Latitude' },
    create: 'Create the rental', created: 'The rental is created', addPhoto: 'Add a photo', photo: 'Photo', caption: 'Caption (in French)', upload: 'Upload the photo', added: 'The photo is added.', publish: 'Publish', published: 'The rental is published.',
  },
} as const

for (const lang of ['fr', 'en'] as const) {
  const prefix = lang === 'en' ? '/en' : ''
  const w = WORDS[lang]

  test(`${lang}: staff create a rental with a photo, publish it and see it on the public list`, async ({ page }) => {
    const mark = `${lang}${Date.now().toString(36)}`.toUpperCase()
    const title = { fr: `Chalet Arolle ${mark}`, en: `Arolla chalet ${mark}` }
    await signInAsStaff(page, lang)
    await page.getByRole('navigation', { name: lang === 'en' ? 'Back office menu' : 'Menu du back-office' }).getByRole('link', { name: w.section }).click()
    await expect(page.getByRole('heading', { level: 1, name: w.section })).toBeVisible()
    await expect(page.getByRole('table')).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: w.new }).click()
    await expect(page.getByRole('heading', { level: 1, name: w.new })).toBeVisible()
    const map = page.getByRole('region', { name: w.map })
    await expect(map.getByRole('button', { name: w.zoomIn })).toBeVisible()
    await expectNoAxeViolations(page)
    const latitude = fieldByLabel(page, w.fields.latitude)
    const before = await latitude.inputValue()
    // The map opens on the resort's area: its middle is inside it.
    await map.click()
    await expect(latitude).not.toHaveValue(before)

    await fieldByLabel(page, w.fields.reference).fill(`E2E-${mark}`)
    await fieldByLabel(page, w.fields.place).fill('Crans')
    await fieldByLabel(page, w.fields.rooms).fill('9')
    await fieldByLabel(page, w.fields.persons).fill('12')
    await fieldByLabel(page, w.fields.surface).fill('260')
    await fieldByLabel(page, w.fields.living).fill('230')
    await fieldByLabel(page, w.fields.titleFr).fill(title.fr)
    await fieldByLabel(page, w.fields.titleEn).fill(title.en)
    await page.getByRole('button', { name: w.create }).click()
    await expect(page.getByRole('status').filter({ hasText: w.created })).toBeVisible()

    const picture = await sharp({ create: { width: 800, height: 533, channels: 3, background: '#A17465' } }).jpeg().toBuffer()
    const addForm = page.getByRole('form', { name: w.addPhoto })
    await fieldByLabel(addForm, w.photo).setInputFiles({ name: 'salon.jpg', mimeType: 'image/jpeg', buffer: picture })
    await fieldByLabel(addForm, w.caption).fill('Le salon')
    await addForm.getByRole('button', { name: w.upload }).click()
    await expect(page.getByRole('status').filter({ hasText: w.added })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Le salon' })).toBeVisible()

    await page.getByRole('button', { name: w.publish, exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: w.published })).toBeVisible()

    await page.goto(`${prefix}/location?sort=room_desc`)
    await expect(page.getByRole('link', { name: new RegExp(title[lang]) }).first()).toBeVisible()
  })
}

test('fr: staff create a property for sale, the list and the form pass axe', async ({ page }) => {
  const mark = Date.now().toString(36).toUpperCase()
  await signInAsStaff(page, 'fr')
  await page.getByRole('navigation', { name: 'Menu du back-office' }).getByRole('link', { name: 'Ventes' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ventes' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Nouveau bien à vendre' }).click()
  await expect(page.getByRole('region', { name: 'Carte : cliquez pour placer le bien' }).getByRole('button', { name: 'Zoom in' })).toBeVisible()
  await expectNoAxeViolations(page)
  await fieldByLabel(page, 'Référence').fill(`E2E-V-${mark}`)
  await fieldByLabel(page, 'Lieu').fill('Lens')
  await fieldByLabel(page, 'Prix (CHF)').fill('1250000')
  await fieldByLabel(page, 'Pièces').fill('4')
  await fieldByLabel(page, 'Surface (m²)').fill('150')
  await fieldByLabel(page, 'Surface habitable (m²)').fill('120')
  await fieldByLabel(page, 'Titre (en français)').fill(`Appartement à vendre ${mark}`)
  await page.getByRole('button', { name: 'Créer le bien' }).click()
  // The English title is missing: the form says so and keeps what was typed.
  await expect(fieldByLabel(page, 'Titre (en anglais)')).toHaveAccessibleDescription(/Ce champ est obligatoire/)
  await expect(fieldByLabel(page, 'Titre (en français)')).toHaveValue(`Appartement à vendre ${mark}`)
  await fieldByLabel(page, 'Titre (en anglais)').fill(`Apartment for sale ${mark}`)
  await page.getByRole('button', { name: 'Créer le bien' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Le bien est créé' })).toBeVisible()
  await page.getByRole('button', { name: 'Publier', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Le bien est publié.' })).toBeVisible()
})

const RULES = {
  fr: { arrivals: 'Jours d’arrivée', departures: 'Jours de départ', sunday: 'Dimanche', save: 'Enregistrer', saved: 'Les modifications sont enregistrées.' },
  en: { arrivals: 'Arrival days', departures: 'Departure days', sunday: 'Sunday', save: 'Save', saved: 'The changes are saved.' },
} as const

const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

for (const [lang, index] of [['fr', 3], ['en', 5]] as const) {
  const prefix = lang === 'en' ? '/en' : ''
  const w = RULES[lang]

  test(`${lang}: staff allow Sunday arrivals for a rental; its public page's calendar offers a Sunday`, async ({ page }) => {
    const list = (await (await page.request.get('/api/locations')).json()) as { locations: Array<{ id: number; kind: string }> }
    const { id } = list.locations.filter((l) => l.kind === 'weekly')[index]!
    const { location } = (await (await page.request.get(`/api/locations/${id}?locale=${lang}`)).json()) as { location: LocationDetail }
    const free = new Set(location.priceWeeks.filter((week) => week.available).map((week) => week.startDate))
    // A Sunday whose seven nights are free: the last nights of one free week and the first of the next.
    const saturday = [...free].reverse().find((start) => free.has(plusDays(start, 7)))!
    const sunday = plusDays(saturday, 1)

    await signInAsStaff(page, lang)
    await page.goto(`${prefix}/admin/locations/${id}`)
    for (const legend of [w.arrivals, w.departures]) {
      await page.getByRole('group', { name: legend }).getByRole('checkbox', { name: w.sunday }).check()
    }
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: w.save, exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: w.saved })).toBeVisible()
    await expect(page.getByRole('group', { name: w.arrivals }).getByRole('checkbox', { name: w.sunday })).toBeChecked()

    const rental = new RentalPage(page, lang)
    await rental.open(`${prefix}/location/${location.slug}-${id}`)
    await rental.showCalendar()
    const day = await rental.day(sunday)
    await expect(day).toHaveAccessibleName(new RegExp(`^${escapeRegExp(rental.dayName(sunday))}, ${rental.words.calendar.arrivalDay}`))
    await expect(day).toBeEnabled()
    await day.click()
    await expect(rental.chosenArrival(sunday)).toBeVisible()
  })
}
