import { describe, expect, it } from 'vitest'
import { isChecked, markSent, markUsed, NOTHING_USED, usedFields } from './field-use'

describe('when a field shows its error', () => {
  it('not before the visitor has used it: four new age lists are not four mistakes', () => {
    const ages = ['children.0', 'children.1', 'children.2', 'children.3']
    expect(ages.filter((name) => isChecked(NOTHING_USED, name))).toEqual([])
  })

  it('once it was left, and only that field', () => {
    const use = markUsed(NOTHING_USED, 'children.1')
    expect(isChecked(use, 'children.1')).toBe(true)
    expect(isChecked(use, 'children.2')).toBe(false)
  })

  it('every field once the form was sent, those used before included', () => {
    const use = markSent(markUsed(NOTHING_USED, 'email'))
    expect(isChecked(use, 'email')).toBe(true)
    expect(isChecked(use, 'children.3')).toBe(true)
  })

  it('the fields of a server answer count as used', () => {
    const use = usedFields(['lastName'])
    expect(isChecked(use, 'lastName')).toBe(true)
    expect(isChecked(use, 'firstName')).toBe(false)
  })

  it('leaving a used field again or sending twice changes nothing (no new state to render)', () => {
    const used = markUsed(NOTHING_USED, 'email')
    expect(markUsed(used, 'email')).toBe(used)
    const sent = markSent(used)
    expect(markSent(sent)).toBe(sent)
    expect(NOTHING_USED.used.size).toBe(0)
  })
})
