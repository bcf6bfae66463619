import { describe, expect, it } from 'vitest'
import { isPersonalPath } from './personal-pages'

describe('isPersonalPath', () => {
  it('takes the checkout, the account and the login, in French and English, with their sub-pages', () => {
    for (const path of ['/commande', '/commande/confirmation/12', '/mon-compte', '/en/mon-compte/commandes', '/login', '/en/login', '/fr/commande']) {
      expect(isPersonalPath(path), path).toBe(true)
    }
  })

  it('leaves shared pages and look-alike paths', () => {
    for (const path of ['/', '/en', '/location', '/en/location/chalet-1', '/commandes', '/login-help', '/recherche']) {
      expect(isPersonalPath(path), path).toBe(false)
    }
  })
})
