import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AuthServer, call, type CookieJar, startAuthServer, waitForMailTo } from './auth-support'
import { signInDemoAdmin } from './admin-support'

/**
 * The requests inbox and the contents of the back office over HTTP, as a browser without JavaScript
 * sends its forms: a reply is e-mailed to the visitor, kept, marks the request answered and is in the
 * audit log; bad input saves nothing and comes back as field errors.
 */

let server: AuthServer
let staff: CookieJar
let visitors = 0

beforeAll(async () => {
  server = await startAuthServer({ SEED_ON_START: 'true' })
  staff = await signInDemoAdmin(server)
}, 120_000)
afterAll(async () => {
  await server?.stop()
})

/** A contact request sent from the public form by a visitor of its own; returns its e-mail and id. */
async function visitorRequest(lang: '' | '/en' = ''): Promise<{ email: string; id: number }> {
  visitors += 1
  const email = `visitor.${process.pid}.${visitors}@example.ch`
  const sent = await call(server, `${lang}/demande`, {
    address: `198.51.100.${visitors}`,
    form: {
      kind: 'contact',
      returnTo: `${lang}/contact`,
      title: 'mrs',
      firstName: 'Anne',
      lastName: 'Martin',
      email,
      phoneCountry: 'CH',
      phone: '079 123 45 67',
      birthdate: '01.02.1980',
      message: 'Bonjour, je cherche un chalet pour l’hiver.',
      website: '',
    },
  })
  expect(sent.status).toBe(303)
  const list = await call(server, `/admin/demandes?q=${encodeURIComponent(email)}`, { jar: staff })
  expect(list.status).toBe(200)
  const id = Number(/\/admin\/demandes\/(\d+)/.exec(await list.text())?.[1])
  expect(id).toBeGreaterThan(0)
  return { email, id }
}

describe('the requests inbox', () => {
  it('lists a new request, newest first, and filters it by status', async () => {
    const { id } = await visitorRequest()
    const list = await (await call(server, '/admin/demandes?status=new', { jar: staff })).text()
    expect(list).toContain(`/admin/demandes/${id}`)
    expect(list).toContain('Nouvelle')
    const closed = await (await call(server, '/admin/demandes?status=closed', { jar: staff })).text()
    expect(closed).not.toContain(`/admin/demandes/${id}"`)
  })

  it('e-mails the reply to the visitor in their language, escaped, marks the request answered and audits it', async () => {
    const { email, id } = await visitorRequest('/en')
    const body = 'Hello, the chalet is free in February.\n<b>Not bold</b> & <script>alert(1)</script>'
    const reply = await call(server, `/admin/demandes/${id}`, { jar: staff, form: { intent: 'reply', body } })
    expect(reply.status).toBe(303)
    expect(reply.headers.get('location')).toBe(`/admin/demandes/${id}?ok=sent`)

    const mail = await waitForMailTo(server.dataDir, email, (m) => m.subject === 'Your request')
    expect(mail.text).toContain('Dear Mrs Martin,')
    expect(mail.text).toContain('Hello, the chalet is free in February.')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<b>Not bold</b>')

    const page = await (await call(server, `/admin/demandes/${id}`, { jar: staff })).text()
    expect(page).toContain('Répondue')
    expect(page).toContain('Hello, the chalet is free in February.')

    const audit = await (await call(server, `/admin/journal?entity=request&id=${id}`, { jar: staff })).text()
    expect(audit.replace(/<!-- -->/g, '')).toContain(`reply · request #${id}`)
  })

  it('refuses an empty reply with a field error, sends nothing and keeps the request new', async () => {
    const { id } = await visitorRequest()
    const reply = await call(server, `/admin/demandes/${id}`, { jar: staff, form: { intent: 'reply', body: '   ' } })
    expect(reply.status).toBe(400)
    const html = await reply.text()
    expect(html).toContain('Ce champ est requis')
    expect(html).toMatch(/id="reply-body"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="reply-body"/)
    const page = await (await call(server, `/admin/demandes/${id}`, { jar: staff })).text()
    expect(page).toContain('Nouvelle')
    expect(page).toContain('Aucune réponse pour l’instant.')
  })

  it('closes a request, refuses a reply to it (409) and reopens it', async () => {
    const { id } = await visitorRequest()
    expect((await call(server, `/admin/demandes/${id}`, { jar: staff, form: { intent: 'close' } })).status).toBe(303)
    const refused = await call(server, `/admin/demandes/${id}`, { jar: staff, form: { intent: 'reply', body: 'Trop tard' } })
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain('Cette demande est close')
    expect((await call(server, `/admin/demandes/${id}`, { jar: staff, form: { intent: 'reopen' } })).status).toBe(303)
    const page = await (await call(server, `/admin/demandes/${id}`, { jar: staff })).text()
    expect(page).toContain('Nouvelle')
  })

  it('answers 404 for a request that does not exist', async () => {
    expect((await call(server, '/admin/demandes/999999', { jar: staff })).status).toBe(404)
    expect((await call(server, '/admin/demandes/999999', { jar: staff, form: { intent: 'close' } })).status).toBe(404)
  })
})

describe('contents', () => {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  const form = (title: string): Record<string, string> => ({
    status: 'published',
    publishedAt: yesterday,
    title_fr: title,
    slug_fr: 'nouvelle-du-back-office',
    summary_fr: 'Résumé modifié.',
    body_fr: 'Premier paragraphe.\n\n## Un sous-titre\n\n- un\n- deux',
    title_en: `${title} (en)`,
    slug_en: 'news-from-the-back-office',
    summary_en: 'Edited summary.',
    body_en: 'First paragraph.',
  })

  async function firstNewsId(): Promise<number> {
    const list = await call(server, '/admin/contenus?type=actualites', { jar: staff })
    expect(list.status).toBe(200)
    const id = Number(/\/admin\/contenus\/(\d+)/.exec(await list.text())?.[1])
    expect(id).toBeGreaterThan(0)
    return id
  }

  it('an edited, published news item shows on /actualite at once, and the edit is audited', async () => {
    const id = await firstNewsId()
    expect((await call(server, '/actualite')).status).toBe(200) // the page cache now keeps the list
    const title = `Nouvelle du back-office ${process.pid}`
    const saved = await call(server, `/admin/contenus/${id}`, { jar: staff, form: form(title) })
    expect(saved.status).toBe(303)
    expect(await (await call(server, '/actualite')).text()).toContain(title)
    const audit = await (await call(server, `/admin/journal?entity=content&id=${id}`, { jar: staff })).text()
    expect(audit.replace(/<!-- -->/g, '')).toContain(`update · content #${id}`)
  })

  it('refuses bad input with field errors (400) and saves nothing', async () => {
    const id = await firstNewsId()
    const before = await (await call(server, `/admin/contenus/${id}`, { jar: staff })).text()
    const bad = await call(server, `/admin/contenus/${id}`, { jar: staff, form: { ...form('Jamais enregistré'), title_en: '', slug_fr: 'Pas Un Slug!', publishedAt: '2026-13-45' } })
    expect(bad.status).toBe(400)
    const html = await bad.text()
    expect(html).toContain('Ce champ est requis')
    expect(html).toContain('Ce champ est invalide')
    expect(html).toContain('Jamais enregistré') // what was typed is shown again
    const after = await (await call(server, `/admin/contenus/${id}`, { jar: staff })).text()
    expect(after).not.toContain('Jamais enregistré')
    expect(before).not.toContain('Jamais enregistré')
    expect(await (await call(server, '/actualite')).text()).not.toContain('Jamais enregistré')
  })
})
