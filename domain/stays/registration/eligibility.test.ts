import { describe, expect, it } from 'vitest'
import { registrationOpen } from './eligibility'

const stay = { orderStatus: 2, bookingStatus: 'confirmed', departure: '2027-02-20' }

describe('who may fill in the guest registration', () => {
  it('is open for a paid or deposit-paid stay until the departure day', () => {
    expect(registrationOpen(stay, '2027-01-01')).toEqual({ open: true })
    expect(registrationOpen({ ...stay, orderStatus: 3 }, '2027-02-19')).toEqual({ open: true })
  })
  it('is closed before payment, once cancelled and from the departure day', () => {
    expect(registrationOpen({ ...stay, orderStatus: 1 }, '2027-01-01')).toEqual({ open: false, reason: 'not_paid' })
    expect(registrationOpen({ ...stay, orderStatus: 4 }, '2027-01-01')).toEqual({ open: false, reason: 'cancelled' })
    expect(registrationOpen({ ...stay, bookingStatus: 'cancelled' }, '2027-01-01')).toEqual({ open: false, reason: 'cancelled' })
    expect(registrationOpen(stay, '2027-02-20')).toEqual({ open: false, reason: 'departed' })
  })
})
