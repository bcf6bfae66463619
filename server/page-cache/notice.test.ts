import { describe, expect, it } from 'vitest'
import { readNotice } from './notice'

const drops = (payload: unknown) => readNotice(JSON.stringify(payload)).drops

describe('readNotice: what a change in the database can affect (decision 046)', () => {
  it('drops a rental’s pages and the lists for a change of its sheet, texts or list entry', () => {
    for (const t of ['locations', 'location_translations', 'location_list_entries']) {
      expect(drops({ t, ids: [4] })).toEqual(['rental:4', 'rentals'])
    }
  })

  it('drops the weeks and the calendar of the rental a price or a booking touches, not its sheet nor the lists', () => {
    expect(drops({ t: 'price_weeks', ids: [4], from: '2027-02-13', to: '2027-02-20' })).toEqual(['calendar:4', 'week:2027-02-13'])
    expect(drops({ t: 'bookings', ids: [4, 5], from: '2027-02-13', to: '2027-02-27' })).toEqual(['calendar:4', 'calendar:5', 'week:2027-02-13', 'week:2027-02-20'])
  })

  it('reads the holds a statement leaves and those it ends', () => {
    const notice = readNotice(JSON.stringify({ t: 'bookings', ids: [4], from: '2027-02-13', to: '2027-02-20', holds: [[31, 4, '2027-02-13', '2027-02-20', 1_800_000_000_000]], ended: [30] }))
    expect(notice.holds).toEqual([{ id: 31, tags: ['calendar:4', 'week:2027-02-13'], lapses: 1_800_000_000_000 }])
    expect(notice.ended).toEqual([30])
    expect(notice.holdsUnknown).toBe(false)
    // A hold marked expired after its time: nothing shown changed, the hold is over.
    expect(readNotice(JSON.stringify({ t: 'bookings', ended: [30] }))).toEqual({ drops: [], holds: [], ended: [30], holdsUnknown: false })
  })

  it('names sales, contents, pictures, products and the frame', () => {
    expect(drops({ t: 'sale_translations', ids: [2] })).toEqual(['sale:2', 'sales'])
    expect(drops({ t: 'contents', ids: [7], types: ['actualites'] })).toEqual(['content:7', 'contents:actualites'])
    expect(drops({ t: 'content_translations', ids: [7] })).toEqual(['content:7'])
    expect(drops({ t: 'images', owners: ['location:4', 'sale:2', 'content:7'] })).toEqual(['rental:4', 'sale:2', 'content:7'])
    expect(drops({ t: 'products' })).toEqual(['products'])
    expect(drops({ t: 'alerts' })).toEqual(['frame'])
    expect(drops({ t: 'site_texts' })).toEqual(['frame'])
  })

  it('drops a whole family for a statement too large to name its rows; the holds are then read again', () => {
    expect(drops({ t: 'locations', all: true })).toEqual(['rental:*', 'rentals'])
    const bookings = readNotice(JSON.stringify({ t: 'bookings', all: true }))
    expect(bookings.drops).toEqual(['calendar:*', 'week:*'])
    expect(bookings.holdsUnknown).toBe(true)
    expect(drops({ t: 'contents', all: true })).toEqual(['content:*', 'contents:*'])
  })

  it('counts anything it cannot read as a change of everything', () => {
    for (const payload of ['bookings', '{"t":"unknown"}', '{"t":"locations","ids":["x"]}', '{"t":"bookings","holds":[[1]]}', '{"t":"price_weeks","ids":[1],"from":"x","to":"y"}']) {
      expect(readNotice(payload)).toEqual({ drops: ['*'], holds: [], ended: [], holdsUnknown: true })
    }
  })
})
