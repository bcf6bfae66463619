import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AuthServer, call, type CookieJar, startAuthServer } from './auth-support'
import { signInDemoAdmin } from './admin-support'

/**
 * New contents, the alert banner and the footer notice, edited in the back office as a browser
 * without JavaScript sends its forms: each change shows at once on public pages the page cache
 * already keeps, each is in the audit log, and bad input saves nothing (400 with field errors).
 */

let server: AuthServer
let staff: CookieJar

beforeAll(async () => {
  server = await startAuthServer({ SEED_ON_START: 'true' })
  staff = await signInDemoAdmin(server)
}, 120_000)
afterAll(async () => {
  await server?.stop()
})

/** A public page, once it comes from the page cache (so an edit must drop it to show). */
async function keptPage(path: string): Promise<string> {
  for (let i = 0; i < 10; i++) {
    const response = await fetch(server.url + path)
    if (response.headers.get('x-page-cache') === 'hit') return response.text()
  }
  throw new Error(`${path} never came from the page cache`)
}

const page = async (path: string) => (await fetch(server.url + path)).text()

/**
 * A public page once it shows a change: PGlite drops kept pages at commit, PostgreSQL's NOTIFY
 * reaches the page cache a moment after it (docs/decisions/025), so this asks again for a second at most.
 */
async function pageOnce(path: string, changed: (html: string) => boolean): Promise<string> {
  let html = await page(path)
  for (let tries = 0; tries < 20 && !changed(html); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    html = await page(path)
  }
  return html
}
const showing = (text: string) => (html: string) => html.includes(text)
const without = (text: string) => (html: string) => !html.includes(text)
const auditOf = async (entity: string, id: string | number) => (await (await call(server, `/admin/journal?entity=${entity}&id=${id}`, { jar: staff })).text()).replace(/<!-- -->/g, '')
const today = new Date().toISOString().slice(0, 10)

function newsForm(title: string, extra: Record<string, string> = {}): Record<string, string> {
  return { type: 'actualites', status: 'published', publishedAt: today, title_fr: title, slug_fr: '', summary_fr: 'Résumé.', body_fr: 'Un **texte**.', title_en: `${title} EN`, slug_en: '', summary_en: 'Summary.', body_en: 'A **text**.', ...extra }
}

describe('a new content', () => {
  it('is created published, shows on the news list and its own page at once in both languages, and is audited', async () => {
    const title = `Ouverture des pistes ${process.pid}`
    await keptPage('/actualite')
    await keptPage('/en/actualite')
    const created = await call(server, '/admin/contenus/nouveau?type=actualites', { jar: staff, form: newsForm(title) })
    expect(created.status).toBe(303)
    const location = created.headers.get('location') ?? ''
    expect(location).toMatch(/^\/admin\/contenus\/\d+\?ok=created$/)
    const id = Number(/contenus\/(\d+)/.exec(location)?.[1])

    const fr = await pageOnce('/actualite', showing(title))
    expect(fr).toContain(title)
    expect(fr).toContain(`/actualite/ouverture-des-pistes-${process.pid}-${id}`)
    expect(await pageOnce('/en/actualite', showing(`${title} EN`))).toContain(`${title} EN`)
    const item = await fetch(`${server.url}/actualite/ouverture-des-pistes-${process.pid}-${id}`)
    expect(item.status).toBe(200)
    expect(await item.text()).toContain('<strong>texte</strong>')

    const edit = await (await call(server, location, { jar: staff })).text()
    expect(edit).toContain('Le contenu a été créé.')
    expect(edit).toContain(`value="ouverture-des-pistes-${process.pid}"`)
    expect(await auditOf('content', id)).toContain(`create · content #${id}`)
  })

  it('is a draft nobody sees unless it is published', async () => {
    const title = `Brouillon caché ${process.pid}`
    const created = await call(server, '/admin/contenus/nouveau', { jar: staff, form: newsForm(title, { status: 'draft' }) })
    expect(created.status).toBe(303)
    expect(await page('/actualite')).not.toContain(title)
  })

  it('refuses an address already taken by a content of the same type (400, field error) and saves nothing', async () => {
    const first = newsForm(`Premier ${process.pid}`, { slug_fr: `adresse-prise-${process.pid}` })
    expect((await call(server, '/admin/contenus/nouveau', { jar: staff, form: first })).status).toBe(303)
    const title = `Doublon ${process.pid}`
    const twice = await call(server, '/admin/contenus/nouveau?type=actualites', { jar: staff, form: newsForm(title, { slug_fr: `adresse-prise-${process.pid}` }) })
    expect(twice.status).toBe(400)
    const html = await twice.text()
    expect(html).toContain('Cette adresse est déjà prise par un autre contenu de ce type')
    expect(html).toMatch(/id="content-slug_fr"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="content-slug_fr"/)
    expect(html).toContain(title) // what was typed is shown again
    const list = await (await call(server, `/admin/contenus?q=${encodeURIComponent(title)}`, { jar: staff })).text()
    expect(list).toContain('Aucun contenu ne correspond.')
  })

  it('takes the same address for another type, and refuses an edit onto a taken address', async () => {
    const slug = `meme-adresse-${process.pid}`
    const news = await call(server, '/admin/contenus/nouveau', { jar: staff, form: newsForm(`Nouvelle ${process.pid}`, { slug_fr: slug }) })
    expect(news.status).toBe(303)
    const job = await call(server, '/admin/contenus/nouveau', { jar: staff, form: newsForm(`Emploi ${process.pid}`, { type: 'emploi', slug_fr: slug }) })
    expect(job.status).toBe(303)
    const other = await call(server, '/admin/contenus/nouveau', { jar: staff, form: newsForm(`Autre ${process.pid}`) })
    const otherId = Number(/contenus\/(\d+)/.exec(other.headers.get('location') ?? '')?.[1])
    const moved = await call(server, `/admin/contenus/${otherId}`, { jar: staff, form: newsForm(`Autre ${process.pid}`, { slug_fr: slug }) })
    expect(moved.status).toBe(400)
    expect(await moved.text()).toContain('Cette adresse est déjà prise')
  })

  it('gives an address to one of two contents created at once with it; the other gets the field error', async () => {
    const slug = `course-${process.pid}`
    const both = await Promise.all(
      ['A', 'B'].map((letter) => call(server, '/admin/contenus/nouveau', { jar: staff, form: newsForm(`Course ${letter} ${process.pid}`, { slug_fr: slug }) })),
    )
    expect(both.map((r) => r.status).sort()).toEqual([303, 400])
  })

  it('answers bad input with field errors, never a 5xx', async () => {
    const unknownType = await call(server, '/admin/contenus/nouveau', { jar: staff, form: { ...newsForm('Type inconnu'), type: 'inconnu' } })
    expect(unknownType.status).toBe(400)
    expect(await unknownType.text()).toContain('Choisissez le type du nouveau contenu.')
    const bad = await call(server, '/admin/contenus/nouveau', { jar: staff, form: { ...newsForm(''), title_en: '', publishedAt: '2026-02-30', status: 'x', slug_en: 'Pas Bon' } })
    expect(bad.status).toBe(400)
    const html = await bad.text()
    expect(html).toMatch(/id="content-slug_en"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="content-slug_en"/)
    expect(html).toMatch(/id="content-publishedAt"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="content-publishedAt"/)
    expect(html).toContain('Ce champ est invalide')
    const empty = await call(server, '/en/admin/contenus/nouveau', { jar: staff, form: { type: 'emploi' } })
    expect(empty.status).toBe(400)
    const shown = await empty.text()
    expect(shown).toContain('This field is mandatory')
    expect(shown).toMatch(/id="content-title_fr"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="content-title_fr"/)
    const form = await call(server, '/admin/contenus/nouveau?type=emploi', { jar: staff })
    expect(form.status).toBe(200)
    expect(await form.text()).toContain('Nouveau contenu : Offre d’emploi')
  })
})

const alertForm = (message: string, extra: Record<string, string> = {}) => ({ intent: 'save-alert', level: 'warning', status: 'draft', startsAt: '', endsAt: '', message_fr: message, message_en: `${message} (en)`, ...extra })

async function alertIdOf(message: string): Promise<number> {
  const html = await (await call(server, '/admin/alertes', { jar: staff })).text()
  const row = html.split('<tr').find((part) => part.includes(message)) ?? ''
  const id = Number(/name="id" value="(\d+)"/.exec(row)?.[1])
  expect(id).toBeGreaterThan(0)
  return id
}

describe('the alert banner', () => {
  it('shows a published alert on the kept home page at once, in both languages, and hides it when unpublished; all audited', async () => {
    const message = `Routes fermées ${process.pid}`
    await keptPage('/')
    await keptPage('/en')
    expect((await call(server, '/admin/alertes', { jar: staff, form: alertForm(message) })).status).toBe(303)
    const id = await alertIdOf(message)
    expect(await page('/')).not.toContain(message) // a draft shows nowhere

    const published = await call(server, '/admin/alertes', { jar: staff, form: { intent: 'publish', id: String(id) } })
    expect(published.status).toBe(303)
    expect(published.headers.get('location')).toBe('/admin/alertes?ok=published')
    expect(await pageOnce('/', showing(message))).toContain(message)
    expect(await pageOnce('/en', showing(`${message} (en)`))).toContain(`${message} (en)`)

    await keptPage('/')
    expect((await call(server, '/admin/alertes', { jar: staff, form: { intent: 'unpublish', id: String(id) } })).status).toBe(303)
    expect(await pageOnce('/', without(message))).not.toContain(message)

    const audit = await auditOf('alert', id)
    for (const action of ['create', 'publish', 'unpublish']) expect(audit).toContain(`${action} · alert #${id}`)
  })

  it('edits and deletes an alert; an English message left empty shows the French one', async () => {
    const message = `Bureau fermé ${process.pid}`
    expect((await call(server, '/admin/alertes', { jar: staff, form: alertForm(message, { status: 'published', message_en: '' }) })).status).toBe(303)
    const id = await alertIdOf(message)
    expect(await pageOnce('/en', showing(message))).toContain(message)
    const edited = await call(server, '/admin/alertes', { jar: staff, form: alertForm(`${message} demain`, { id: String(id), status: 'published' }) })
    expect(edited.status).toBe(303)
    expect(await pageOnce('/', showing(`${message} demain`))).toContain(`${message} demain`)
    expect((await call(server, '/admin/alertes', { jar: staff, form: { intent: 'delete', id: String(id) } })).status).toBe(303)
    expect(await pageOnce('/', without(message))).not.toContain(message)
    const audit = await auditOf('alert', id)
    expect(audit).toContain(`update · alert #${id}`)
    expect(audit).toContain(`delete · alert #${id}`)
  })

  it('refuses an end before the start and a missing French message (400, field errors), never a 5xx', async () => {
    const message = `Jamais enregistrée ${process.pid}`
    const bad = await call(server, '/admin/alertes', { jar: staff, form: alertForm(message, { startsAt: '2026-08-02T08:00', endsAt: '2026-08-01T08:00' }) })
    expect(bad.status).toBe(400)
    const html = await bad.text()
    expect(html).toContain('La fin doit venir après le début')
    expect(html).toContain(message)
    const noFrench = await call(server, '/en/admin/alertes', { jar: staff, form: alertForm('', { level: 'danger', startsAt: 'demain' }) })
    expect(noFrench.status).toBe(400)
    expect(await noFrench.text()).toContain('This field is mandatory')
    expect(await (await call(server, '/admin/alertes', { jar: staff })).text()).not.toContain(message)
    for (const id of ['', '0', 'abc', '99999999999', '999999']) {
      const unknown = await call(server, '/admin/alertes', { jar: staff, form: { intent: 'publish', id } })
      expect(unknown.status).toBe(404)
      expect((await call(server, '/admin/alertes', { jar: staff, form: alertForm('x', { id }) })).status).toBeLessThan(500)
    }
    expect((await call(server, '/admin/alertes', { jar: staff, form: { intent: 'nothing' } })).status).toBe(400)
  })
})

describe('the footer notice', () => {
  it('shows the agency’s words on kept pages at once, in each language, and the built-in words when emptied; audited', async () => {
    const builtIn = 'jusqu&#x27;à nouvel avis'
    expect(await keptPage('/contact')).toContain(builtIn)
    await keptPage('/en/contact')
    const saved = await call(server, '/admin/alertes', { jar: staff, form: { intent: 'footer', fr: `Bureau ouvert de 9h à 18h ${process.pid}.`, en: `Office open 9 am to 6 pm ${process.pid}.` } })
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/admin/alertes?ok=footerSaved')
    const fr = await pageOnce('/contact', showing(`Bureau ouvert de 9h à 18h ${process.pid}.`))
    expect(fr).toContain(`Bureau ouvert de 9h à 18h ${process.pid}.`)
    expect(fr).not.toContain(builtIn)
    expect(await pageOnce('/en/contact', showing(`Office open 9 am to 6 pm ${process.pid}.`))).toContain(`Office open 9 am to 6 pm ${process.pid}.`)

    await keptPage('/contact')
    const reset = await call(server, '/admin/alertes', { jar: staff, form: { intent: 'footer', fr: '  ', en: '' } })
    expect(reset.headers.get('location')).toBe('/admin/alertes?ok=footerReset')
    expect(await pageOnce('/contact', showing(builtIn))).toContain(builtIn)
    expect(await pageOnce('/en/contact', showing('until further notice'))).toContain('until further notice')

    const audit = await auditOf('site_text', 'footer_notice')
    expect(audit).toContain('update · site_text #footer_notice')
    expect(audit).toContain('reset · site_text #footer_notice')
  })

  it('refuses a notice in one language only (400, field error) and keeps the built-in words', async () => {
    const bad = await call(server, '/admin/alertes', { jar: staff, form: { intent: 'footer', fr: `Seulement en français ${process.pid}`, en: '' } })
    expect(bad.status).toBe(400)
    const html = await bad.text()
    expect(html).toContain('Ce champ est requis')
    expect(html).toMatch(/id="footer-en"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="footer-en"/)
    expect(await page('/contact')).not.toContain(`Seulement en français ${process.pid}`)
  })
})
