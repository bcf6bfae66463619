import { describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/context'
import { runCartIntent } from './cart-actions.server'

describe('runCartIntent', () => {
  it('refuses an intent the cart forms do not have with a 400 and a message in the page language', async () => {
    const form = new FormData()
    form.set('intent', 'empty-everything')
    const request = new Request('http://localhost/en/panier', { method: 'POST' })
    const en = await runCartIntent({} as AppContext, request, 'en', form)
    expect(en.status).toBe(400)
    expect(en.body).toMatchObject({ ok: false, code: 'BAD_INTENT', message: 'This cart action does not exist: remove an item or enter a reduction code.' })
    const fr = await runCartIntent({} as AppContext, request, 'fr', new FormData())
    expect(fr.body.message).toBe("Cette action du panier n'existe pas : retirer un article ou saisir un code de réduction.")
  })
})
