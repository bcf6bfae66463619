import { describe, expect, it } from 'vitest'
import { messagesOf } from '../validation'
import { readReductionForm } from './reduction-input'
import { reductionState } from './reduction-state'

const form = (changes: Record<string, string> = {}) => ({ code: ' noel-25 ', kind: 'percent', value: '12.5', validFrom: '', validTo: '', usageLimit: '', minimumTotal: '', ...changes })

describe('the reduction code form', () => {
  it('writes the code as the checkout compares it, a percentage in basis points, an amount in centimes', () => {
    expect(readReductionForm(form(), 'fr')).toEqual({
      ok: true,
      input: { code: 'NOEL-25', kind: 'percent', value: 1250, validFrom: null, validTo: null, usageLimit: null, minimumTotal: null },
    })
    const fixed = readReductionForm(form({ kind: 'fixed', value: '50', validFrom: '2026-12-01', validTo: '2026-12-31', usageLimit: '100', minimumTotal: "1'000" }), 'fr')
    expect(fixed).toMatchObject({ ok: true, input: { kind: 'fixed', value: 5000, validFrom: '2026-12-01', validTo: '2026-12-31', usageLimit: 100, minimumTotal: 100_000 } })
  })

  it('refuses each wrong field with its message', () => {
    const result = readReductionForm(form({ code: 'x', value: '120', validFrom: '2026-02-30', usageLimit: '0', minimumTotal: 'beaucoup' }), 'fr')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(messagesOf(result.errors)).toEqual({
      code: 'De 3 à 32 lettres, chiffres ou tirets.',
      value: 'Un pourcentage de 0.01 à 100.',
      validFrom: 'Une date au format AAAA-MM-JJ.',
      usageLimit: 'Un nombre entier d’au moins 1, ou vide pour illimité.',
      minimumTotal: 'Un montant en francs, par ex. 120 ou 120.50.',
    })
    expect(readReductionForm(form({ validFrom: '2026-12-31', validTo: '2026-12-01' }), 'fr')).toMatchObject({ ok: false, errors: { validTo: { code: 'dateOrder' } } })
    expect(readReductionForm(form({ kind: 'fixed', value: '0' }), 'fr')).toMatchObject({ ok: false, errors: { value: { code: 'fixedAmount' } } })
    expect(readReductionForm(form({ kind: 'gift' }), 'fr')).toMatchObject({ ok: false, errors: { kind: { code: 'reductionKind' } } })
  })

  it('keeps a limit at or above the uses a code already has', () => {
    expect(readReductionForm(form({ usageLimit: '2' }), 'fr', 3)).toMatchObject({ ok: false, errors: { usageLimit: { code: 'usageBelowUsed', message: 'Le code a déjà servi 3 fois : la limite ne peut être plus basse.' } } })
    expect(readReductionForm(form({ usageLimit: '3' }), 'fr', 3).ok).toBe(true)
  })

  it('tells where a code stands by the checkout’s rule', () => {
    const rule = { code: 'A', kind: 'percent' as const, value: 1000, validFrom: '2026-12-01', validTo: '2026-12-31', usageLimit: 2, usedCount: 0, minimumTotal: 10_000 }
    expect(reductionState(rule, '2026-11-30')).toBe('notYetValid')
    expect(reductionState(rule, '2026-12-10')).toBe('active')
    expect(reductionState(rule, '2027-01-01')).toBe('expired')
    expect(reductionState({ ...rule, usedCount: 2 }, '2026-12-10')).toBe('exhausted')
  })
})
