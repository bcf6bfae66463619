import { describe, expect, it } from 'vitest'
import { affects, itemTags, MOST_NAMED, notePageReads, newPageReads, rentalListTags, weekTags } from './tags'

describe('page tags', () => {
  it('names the weeks (Saturday to Saturday) that dates overlap, and every week past 80', () => {
    expect(weekTags('2027-02-13', '2027-02-27')).toEqual(['week:2027-02-13', 'week:2027-02-20'])
    // A stay from Wednesday to Wednesday touches two weeks.
    expect(weekTags('2027-02-17', '2027-02-24')).toEqual(['week:2027-02-13', 'week:2027-02-20'])
    expect(weekTags('2027-01-02', '2029-01-06')).toEqual(['week:*'])
  })

  it('lists a period search by its rentals and its weeks, and a list of many rentals as any rental', () => {
    expect(rentalListTags([4, 9], { from: '2027-02-13', to: '2027-02-20' })).toEqual(['rentals', 'rental:4', 'rental:9', 'week:2027-02-13'])
    expect(itemTags('rental', Array.from({ length: MOST_NAMED + 1 }, (_, i) => i))).toEqual(['rental:*'])
  })

  it('matches a change to an answer by tag, family wildcard on either side, or everything', () => {
    const tags = new Set(['rentals', 'rental:4', 'calendar:4'])
    expect(affects('calendar:4', tags)).toBe(true)
    expect(affects('calendar:5', tags)).toBe(false)
    expect(affects('calendar:*', tags)).toBe(true)
    expect(affects('week:*', tags)).toBe(false)
    expect(affects('sales', tags)).toBe(false)
    expect(affects('*', tags)).toBe(true)
    expect(affects('rental:99', new Set(['rental:*']))).toBe(true)
    expect(affects('content:1', new Set(['*']))).toBe(true)
  })

  it('records what a render declares, and nothing where no request collects it', () => {
    const context = { pageReads: newPageReads() }
    notePageReads(context)
    expect(context.pageReads).toEqual({ declared: true, tags: new Set() })
    notePageReads(context, ['rental:1'])
    expect([...context.pageReads.tags]).toEqual(['rental:1'])
    expect(() => notePageReads({}, ['rental:1'])).not.toThrow()
  })
})
