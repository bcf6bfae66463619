import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkout, comeBack, guestWithCart, orderOf, PAYMENT_KEY_HEX, payOnTestPage } from '../api/payment-support'
import { type RunningServer, startServer } from '../support/server'
import { type Shop, startShop } from '../support/shop-fixtures'

/**
 * The compiled site, as `npm start` and the systemd unit run it, on the Node.js that runs this file:
 * .ci/run runs it with Node 24 (the site's other tests run on Node 20). Its main pages in both
 * languages on the demo data, then a payment on the test payment page that ends on the order's page.
 */

const PAGES = ['/', '/en', '/location', '/en/location', '/location/annuelle', '/en/vente', '/actualite', '/en/emplois', '/nos-prestations-complementaires', '/en/produits', '/en/contact', '/en/login', '/recherche?q=chalet']

describe(`the demo site on Node.js ${process.versions.node}`, () => {
  let site: RunningServer
  beforeAll(async () => {
    site = await startServer({}, { compiled: true, captureErrors: true })
  })
  afterAll(async () => {
    await site?.stop()
  })

  it('answers its main pages, a rental and its picture, and warns of nothing', async () => {
    for (const page of PAGES) expect((await fetch(`${site.url}${page}`)).status, page).toBe(200)
    const list = await (await fetch(`${site.url}/en/location`)).text()
    const rental = /href="(\/en\/location\/[a-z0-9-]+-\d+)"/.exec(list)?.[1]
    expect(rental).toBeTruthy()
    const detail = await fetch(`${site.url}${rental}`)
    expect(detail.status).toBe(200)
    const picture = /\/media\/[^" ,?]+\.webp/.exec(await detail.text())?.[0]
    const image = await fetch(`${site.url}${picture}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/webp')
    expect(site.errorLines().filter((line) => /warning|deprecat/i.test(line))).toEqual([])
  })
})

describe(`a payment on Node.js ${process.versions.node}`, () => {
  let shop: Shop
  beforeAll(async () => {
    shop = await startShop({ TEST_PAYMENT_HMAC_KEY: PAYMENT_KEY_HEX }, undefined, { server: { compiled: true } })
  })
  afterAll(async () => {
    await shop?.stop()
  })

  it('pays on the test payment page and ends on the order page, paid', async () => {
    const guest = await guestWithCart(shop.server, shop.ids.transfer as number)
    const { reference } = await checkout(guest)
    const back = await payOnTestPage(guest, reference)
    const orderPage = await comeBack(guest, back)
    expect(orderPage).toBe(`${shop.server.publicUrl}/commande/confirmation/${guest.cart.number}/succes`)
    const page = await guest.page(new URL(orderPage).pathname)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(guest.cart.number)
    expect((await orderOf(guest)).status).toBe(2)
  })
})
