import { describe, expect, it } from 'vitest'
import { normalizeCode, type ReductionCodeRule, reductionMessage, reductionProblem } from './reduction'

const rule: ReductionCodeRule = {
  code: 'HIVER10',
  kind: 'percent',
  value: 1000,
  validFrom: '2026-12-01',
  validTo: '2027-03-31',
  usageLimit: 100,
  usedCount: 10,
  minimumTotal: 20_000,
}
const cart = { subTotal: 50_000, itemCount: 2 }

describe('normalizeCode', () => {
  it('trims and upper-cases', () => {
    expect(normalizeCode('  hiver10 ')).toBe('HIVER10')
    expect(normalizeCode(42)).toBe('')
  })
})

describe('reductionProblem', () => {
  it('accepts a code within its dates, its limit and above its minimum', () => {
    expect(reductionProblem(rule, cart, '2026-12-01')).toBeNull()
    expect(reductionProblem(rule, cart, '2027-03-31')).toBeNull()
  })
  it('refuses a code before its first day and after its last day', () => {
    expect(reductionProblem(rule, cart, '2026-11-30')).toBe('notYetValid')
    expect(reductionProblem(rule, cart, '2027-04-01')).toBe('expired')
  })
  it('refuses an exhausted code, unless the order already took one of its uses', () => {
    const used = { ...rule, usedCount: 100 }
    expect(reductionProblem(used, cart, '2027-01-10')).toBe('exhausted')
    expect(reductionProblem(used, cart, '2027-01-10', { countUse: false })).toBeNull()
    expect(reductionProblem({ ...rule, usageLimit: null, usedCount: 5000 }, cart, '2027-01-10')).toBeNull()
  })
  it('refuses below the minimum total and on an empty cart', () => {
    expect(reductionProblem(rule, { subTotal: 19_999, itemCount: 1 }, '2027-01-10')).toBe('minimum')
    expect(reductionProblem(rule, { subTotal: 20_000, itemCount: 1 }, '2027-01-10')).toBeNull()
    expect(reductionProblem({ ...rule, minimumTotal: null }, { subTotal: 0, itemCount: 0 }, '2027-01-10')).toBe('emptyCart')
  })
  it('has no date bound when the dates are missing', () => {
    expect(reductionProblem({ ...rule, validFrom: null, validTo: null }, cart, '2000-01-01')).toBeNull()
  })
})

describe('reductionMessage', () => {
  it('says what is wrong in French and English', () => {
    expect(reductionMessage('unknown', 'fr', 'XYZ')).toBe("Le code de réduction XYZ n'existe pas")
    expect(reductionMessage('unknown', 'en', 'XYZ')).toBe('The reduction code XYZ does not exist')
    expect(reductionMessage('expired', 'fr', 'HIVER10', rule)).toBe('Le code de réduction HIVER10 a expiré le 31.03.2027')
    expect(reductionMessage('expired', 'en', 'HIVER10', rule)).toBe('The reduction code HIVER10 expired on 31.03.2027')
    expect(reductionMessage('notYetValid', 'fr', 'HIVER10', rule)).toBe('Le code de réduction HIVER10 est valable à partir du 01.12.2026')
    expect(reductionMessage('notYetValid', 'en', 'HIVER10', rule)).toBe('The reduction code HIVER10 is valid from 01.12.2026')
    expect(reductionMessage('exhausted', 'fr', 'HIVER10')).toBe('Le code de réduction HIVER10 a déjà été utilisé le nombre maximal de fois')
    expect(reductionMessage('exhausted', 'en', 'HIVER10')).toBe('The reduction code HIVER10 has reached its usage limit')
    expect(reductionMessage('minimum', 'fr', 'HIVER10', rule)).toBe("Le code de réduction HIVER10 s'applique dès CHF 200.00 d'achat")
    expect(reductionMessage('minimum', 'en', 'HIVER10', { ...rule, minimumTotal: 125_000 })).toBe(
      "The reduction code HIVER10 applies to orders of CHF 1'250.00 or more",
    )
    expect(reductionMessage('required', 'en', '')).toBe('Please enter a reduction code')
    expect(reductionMessage('emptyCart', 'de', 'X')).toBe('Votre panier est vide : ajoutez une prestation avant de saisir un code de réduction')
  })
})
