import { describe, expect, it } from 'vitest'
import { createEmbeddedProvider } from '../../address'
import type { AddressProvider } from '../../address/types'
import { checkProductContext, type ContextCheckDeps } from './check.server'
import { transferModel } from './fixtures.test-data'

function contextWith(address: AddressProvider): ContextCheckDeps {
  return { address }
}

const valid = { trip: 'oneWay', dateFrom: '12.01.2099', addressFrom: 'Route de la Moubra 6, 3963 Crans-Montana', people: '2' }

describe('checkProductContext', () => {
  const context = contextWith(createEmbeddedProvider())

  it('normalizes the entries and accepts an address the provider suggests, ignoring spaces and case', async () => {
    const result = await checkProductContext(context, { contextModel: transferModel }, [{ ...valid, addressFrom: 'route de la moubra 6,3963 crans-montana', total: 1 }], 'fr')
    expect(result.valid).toBe(true)
    expect(result.errors).toEqual([{}])
    expect(result.entries[0]).toMatchObject({ people: 2, quantity: 1 })
    expect(result.entries[0]).not.toHaveProperty('total')
  })
  it('refuses an address the provider does not know, and a missing return for a round trip', async () => {
    const result = await checkProductContext(context, { contextModel: transferModel }, { ...valid, trip: 'roundTrip', addressFrom: 'Route de la Moubra 999, 3963 Crans-Montana' }, 'en')
    expect(result.valid).toBe(false)
    expect(result.errors).toEqual([
      { addressFrom: 'Please enter a valid address', returnDateFrom: 'This field is mandatory', returnAddressFrom: 'This field is mandatory' },
    ])
  })
  it('asks the provider once per distinct address, and survives a failing provider', async () => {
    const asked: string[] = []
    const counting: AddressProvider = {
      suggest: async (query) => {
        asked.push(query)
        return ['Rue Centrale 2, 3963 Crans-Montana']
      },
    }
    const same = { ...valid, trip: 'roundTrip', returnDateFrom: '19.01.2099', addressFrom: 'Rue Centrale 2, 3963 Crans-Montana', returnAddressFrom: 'Rue Centrale 2, 3963 Crans-Montana' }
    expect((await checkProductContext(contextWith(counting), { contextModel: transferModel }, same, 'fr')).valid).toBe(true)
    expect(asked).toEqual(['Rue Centrale 2, 3963 Crans-Montana'])
    const failing: AddressProvider = { suggest: async () => Promise.reject(new Error('down')) }
    const result = await checkProductContext(contextWith(failing), { contextModel: transferModel }, valid, 'fr')
    expect(result.errors).toEqual([{ addressFrom: 'Veuillez saisir une adresse valide' }])
  })
  it('reads a broken stored model as an empty one, never throws', async () => {
    const result = await checkProductContext(context, { contextModel: 'broken' }, 'garbage', 'fr')
    expect(result).toEqual({ entries: [{ quantity: 1 }], errors: [{}], valid: true, problem: null })
  })
  it('refuses a quantity above 99 with a message, where it used to be cut to 99', async () => {
    const result = await checkProductContext(context, { contextModel: transferModel }, [{ ...valid, quantity: 1_000_000 }], 'en')
    expect(result.valid).toBe(false)
    expect(result.errors).toEqual([{ quantity: 'The quantity must be between 1 and 99' }])
    const fr = await checkProductContext(context, { contextModel: transferModel }, [{ ...valid, quantity: '100' }], 'fr')
    expect(fr.errors).toEqual([{ quantity: 'La quantité doit être comprise entre 1 et 99' }])
    expect((await checkProductContext(context, { contextModel: transferModel }, [{ ...valid, quantity: 99 }], 'fr')).valid).toBe(true)
  })
  it('refuses a bulk context of more than 20 lines as a whole, before any rule runs', async () => {
    const bulk = { ...transferModel, bulk: true }
    const asked: string[] = []
    const counting: AddressProvider = { suggest: async (query) => (asked.push(query), []) }
    const lines = Array.from({ length: 10_000 }, () => valid)
    const result = await checkProductContext(contextWith(counting), { contextModel: bulk }, lines, 'fr')
    expect(result).toMatchObject({ valid: false, problem: 'too_many_lines', errors: [] })
    expect(result.entries).toHaveLength(20)
    expect(asked).toEqual([])
    expect((await checkProductContext(context, { contextModel: bulk }, lines.slice(0, 20), 'fr')).problem).toBeNull()
  })
})
