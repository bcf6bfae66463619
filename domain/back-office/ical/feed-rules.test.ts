import { describe, expect, it } from 'vitest'
import { feedEvents, mirrorPlan, parseFeed } from './feed-rules'

const ics = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Airbnb Inc//Hosting Calendar//EN', ...events, 'END:VCALENDAR', ''].join('\r\n')
const event = (uid: string, start: string, end: string, extra: string[] = []) =>
  ['BEGIN:VEVENT', `UID:${uid}`, `DTSTART;VALUE=DATE:${start}`, `DTEND;VALUE=DATE:${end}`, 'SUMMARY:Reserved', ...extra, 'END:VEVENT'].join('\r\n')

describe('an imported calendar', () => {
  it('takes http and https addresses of any host, nothing else', () => {
    expect(parseFeed({ url: ' https://www.airbnb.ch/calendar/ical/123.ics?s=abc ', label: 'Airbnb' })).toMatchObject({ ok: true, value: { url: 'https://www.airbnb.ch/calendar/ical/123.ics?s=abc' } })
    expect(parseFeed({ url: 'http://127.0.0.1:8080/feed.ics' }).ok).toBe(true)
    for (const url of ['ftp://example.com/a.ics', 'file:///etc/passwd', 'javascript:alert(1)', 'https://user:pw@example.com/a.ics', 'not a url', '']) {
      expect(parseFeed({ url }).ok).toBe(false)
    }
  })

  it('reads all-day events as arrival and departure days, and skips cancelled, past and own-export events', () => {
    const text = ics(
      event('a@airbnb.com', '20270102', '20270109'),
      event('b@airbnb.com', '20270116', '20270120', ['STATUS:CANCELLED']),
      event('c@airbnb.com', '20200101', '20200108'),
      event('booking-12@www.example.ch', '20270123', '20270130'),
      ['BEGIN:VEVENT', 'UID:d@booking.com', 'DTSTART:20270206T150000Z', 'DTEND:20270210T090000Z', 'END:VEVENT'].join('\r\n'),
    )
    expect(feedEvents(text, { ownHost: 'www.example.ch', today: '2026-11-24' })).toEqual([
      { uid: 'a@airbnb.com', arrival: '2027-01-02', departure: '2027-01-09' },
      { uid: 'd@booking.com', arrival: '2027-02-06', departure: '2027-02-11' },
    ])
  })

  it('plans new events added, changed ones moved, removed ones deleted, unchanged ones left', () => {
    const blocks = [
      { id: 1, uid: 'same', arrival: '2027-01-02', departure: '2027-01-09' },
      { id: 2, uid: 'moved', arrival: '2027-01-09', departure: '2027-01-16' },
      { id: 3, uid: 'gone', arrival: '2027-01-16', departure: '2027-01-23' },
    ]
    const events = [
      { uid: 'same', arrival: '2027-01-02', departure: '2027-01-09' },
      { uid: 'moved', arrival: '2027-02-06', departure: '2027-02-13' },
      { uid: 'new', arrival: '2027-03-06', departure: '2027-03-13' },
    ]
    expect(mirrorPlan(blocks, events)).toEqual({ add: [events[2]], move: [{ id: 2, event: events[1] }], remove: [3] })
  })
})
