import { describe, expect, it } from 'vitest'
import { maySeeArrival, type StayOfOrder } from './may-see'

const paid: StayOfOrder = { orderStatus: 2, rental: true, bookingStatus: 'confirmed', departure: '2027-02-20', today: '2027-02-01' }

describe('who may be given a stay’s arrival information', () => {
  it('a rental of an order paid in full, still booked, until its departure day', () => {
    expect(maySeeArrival(paid)).toBe(true)
    expect(maySeeArrival({ ...paid, today: '2027-02-20' })).toBe(true)
  })
  it('nobody before the stay is paid in full: a cart, a deposit, a cancelled order', () => {
    for (const orderStatus of [1, 3, 4]) expect(maySeeArrival({ ...paid, orderStatus })).toBe(false)
  })
  it('no cancelled or lost stay, no line that is not a rental, no stay that is over', () => {
    for (const bookingStatus of ['cancelled', 'hold', 'expired', 'released', null]) expect(maySeeArrival({ ...paid, bookingStatus })).toBe(false)
    expect(maySeeArrival({ ...paid, rental: false })).toBe(false)
    expect(maySeeArrival({ ...paid, today: '2027-02-21' })).toBe(false)
    expect(maySeeArrival({ ...paid, departure: null })).toBe(false)
  })
})
