import { describe, expect, it } from 'vitest'
import { laneOf } from './lanes'

describe('laneOf', () => {
  it('puts what a visitor sends, their own pages, the shop API and the back office first', () => {
    expect(laneOf('POST', '/location/chalet-12')).toBe('personal')
    expect(laneOf('PUT', '/shop/api/store/cart/add/3')).toBe('personal')
    expect(laneOf('GET', '/shop/api/store/cart')).toBe('personal')
    expect(laneOf('GET', '/commande/mon-panier')).toBe('personal')
    expect(laneOf('GET', '/en/commande/recapitulatif-paiement')).toBe('personal')
    expect(laneOf('GET', '/mon-compte/commandes.data')).toBe('personal')
    expect(laneOf('GET', '/login')).toBe('personal')
    expect(laneOf('GET', '/visiteur')).toBe('personal')
    expect(laneOf('GET', '/admin')).toBe('personal')
    expect(laneOf('GET', '/en/admin/commandes')).toBe('personal')
  })

  it('leaves the shared pages and the catalogue and content calls anonymous', () => {
    expect(laneOf('GET', '/')).toBe('anonymous')
    expect(laneOf('HEAD', '/location')).toBe('anonymous')
    expect(laneOf('GET', '/recherche')).toBe('anonymous')
    expect(laneOf('GET', '/en/location.data')).toBe('anonymous')
    expect(laneOf('GET', '/api/locations')).toBe('anonymous')
    expect(laneOf('GET', '/aio/contents')).toBe('anonymous')
    expect(laneOf('GET', '/administration')).toBe('anonymous')
    expect(laneOf('GET', '/commandes-groupees')).toBe('anonymous')
  })
})
