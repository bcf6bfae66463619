import { describe, expect, it } from 'vitest'
import { DEPOSIT_ORDER, PAID_ORDER_EN } from './document.test-data'
import { reviewRequestMail } from './review-request.server'

const STAY = { title: 'Chalet Les Mélèzes', arrival: '2026-02-14', departure: '2026-02-21' }

describe('the review request e-mail', () => {
  it('asks in the order’s language, with the stay and the link to the review form', async () => {
    const fr = await reviewRequestMail(DEPOSIT_ORDER, { stay: STAY, reviewUrl: 'https://shop.example/commande/confirmation/1/succes?acces=x#votre-avis' })
    expect(fr.subject).toMatch(new RegExp(`^Votre avis sur votre séjour : Chalet Les Mélèzes — .*${DEPOSIT_ORDER.number}$`))
    expect(fr.text).toContain('du 14.02.2026 au 21.02.2026')
    expect(fr.text).toContain('Donner mon avis')
    expect(fr.html).toContain('href="https://shop.example/commande/confirmation/1/succes?acces=x#votre-avis"')
    expect(fr.text).toContain('sous votre prénom et l’initiale de votre nom')

    const en = await reviewRequestMail(PAID_ORDER_EN, { stay: STAY, reviewUrl: 'https://shop.example/en/x#votre-avis' })
    expect(en.subject).toMatch(/^Your review of your stay: Chalet Les Mélèzes — /)
    expect(en.text).toContain('from 14.02.2026 to 21.02.2026')
    expect(en.text).toContain('Write my review')
    expect(en.to).toContain(PAID_ORDER_EN.customer.email)
  })
})
