import { describe, expect, it } from 'vitest'
import { FEED_HORIZON_DAYS, feedEvents, mergedPeriods, mirrorPlan, parseFeed, withoutTaken } from './feed-rules'

const ics = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Airbnb Inc//Hosting Calendar//EN', ...events, 'END:VCALENDAR', ''].join('\r\n')
const event = (uid: string, start: string, end: string, extra: string[] = []) =>
  ['BEGIN:VEVENT', `UID:${uid}`, `DTSTART;VALUE=DATE:${start}`, `DTEND;VALUE=DATE:${end}`, 'SUMMARY:Reserved', ...extra, 'END:VEVENT'].join('\r\n')

describe('an imported calendar', () => {
  it('takes http and https addresses of any public host, nothing else', () => {
    expect(parseFeed({ url: ' https://www.airbnb.ch/calendar/ical/123.ics?s=abc ', label: 'Airbnb' }, 'en')).toMatchObject({ ok: true, value: { url: 'https://www.airbnb.ch/calendar/ical/123.ics?s=abc' } })
    expect(parseFeed({ url: 'http://127.0.0.1:8080/feed.ics' }, 'en', { allowLoopback: true }).ok).toBe(true)
    expect(parseFeed({ url: 'http://8.8.8.8/feed.ics' }, 'en').ok).toBe(true)
    for (const url of ['ftp://example.com/a.ics', 'file:///etc/passwd', 'javascript:alert(1)', 'https://user:pw@example.com/a.ics', 'not a url', '']) {
      expect(parseFeed({ url }, 'en').ok).toBe(false)
    }
  })

  it('refuses an IP address inside the agency’s network up front, loopback unless the setting allows it', () => {
    for (const url of ['http://10.0.0.1/feed.ics', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/a.ics', 'http://[::ffff:192.168.1.1]/a.ics', 'http://127.0.0.1:8080/feed.ics', 'http://0x7f.1/a.ics']) {
      expect(parseFeed({ url }, 'en')).toMatchObject({ ok: false, errors: { url: { message: expect.stringMatching(/agency’s network/) } } })
    }
    expect(parseFeed({ url: 'http://169.254.169.254/' }, 'en', { allowLoopback: true }).ok).toBe(false)
  })

  it('reads all-day events as arrival and departure days, and skips cancelled, past and own-export events', async () => {
    const text = ics(
      event('a@airbnb.com', '20270102', '20270109'),
      event('b@airbnb.com', '20270116', '20270120', ['STATUS:CANCELLED']),
      event('c@airbnb.com', '20200101', '20200108'),
      event('booking-12@www.example.ch', '20270123', '20270130'),
      ['BEGIN:VEVENT', 'UID:d@booking.com', 'DTSTART:20270206T150000Z', 'DTEND:20270210T090000Z', 'END:VEVENT'].join('\r\n'),
    )
    expect(await feedEvents(text, { ownHost: 'www.example.ch', today: '2026-11-24' })).toEqual({
      events: [
        { uid: 'a@airbnb.com', arrival: '2027-01-02', departure: '2027-01-09' },
        { uid: 'd@booking.com', arrival: '2027-02-06', departure: '2027-02-11' },
      ],
      complete: true,
    })
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

describe('a recurring event of an imported calendar', () => {
  const recurring = (rule: string[]) =>
    ics(['BEGIN:VEVENT', 'UID:owner@airbnb.com', 'DTSTART;VALUE=DATE:20270102', 'DTEND;VALUE=DATE:20270109', ...rule, 'END:VEVENT'].join('\r\n'))

  it('takes each occurrence up to the horizon, not only the first, each a block of its own', async () => {
    const { events } = await feedEvents(recurring(['RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=4']), { ownHost: 'www.example.ch', today: '2026-11-24' })
    expect(events).toEqual([
      { uid: 'owner@airbnb.com#2027-01-02', arrival: '2027-01-02', departure: '2027-01-09' },
      { uid: 'owner@airbnb.com#2027-01-16', arrival: '2027-01-16', departure: '2027-01-23' },
      { uid: 'owner@airbnb.com#2027-01-30', arrival: '2027-01-30', departure: '2027-02-06' },
      { uid: 'owner@airbnb.com#2027-02-13', arrival: '2027-02-13', departure: '2027-02-20' },
    ])
  })

  it('leaves out its excluded dates (EXDATE) and its past occurrences, and stops at the horizon', async () => {
    const excluded = await feedEvents(recurring(['RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=4', 'EXDATE;VALUE=DATE:20270116']), { ownHost: 'www.example.ch', today: '2027-01-05' })
    expect(excluded.events.map((e) => e.arrival)).toEqual(['2027-01-02', '2027-01-30', '2027-02-13'])
    const endless = await feedEvents(recurring(['RRULE:FREQ=YEARLY']), { ownHost: 'www.example.ch', today: '2026-11-24' })
    expect(endless).toMatchObject({ events: [{ arrival: '2027-01-02' }, { arrival: '2028-01-02' }], complete: true })
    // A rule finer than daily is no stay: its first occurrence only, its instants never listed.
    expect((await feedEvents(recurring(['RRULE:FREQ=SECONDLY']), { ownHost: 'www.example.ch', today: '2026-11-24' })).events).toEqual([{ uid: 'owner@airbnb.com', arrival: '2027-01-02', departure: '2027-01-09' }])
    // Nor a daily rule at several hours: one date a day at most.
    expect((await feedEvents(recurring(['RRULE:FREQ=DAILY;BYHOUR=1,2,3']), { ownHost: 'www.example.ch', today: '2026-11-24' })).events).toHaveLength(1)
  })

  it('keeps the length of a stay given in moments, across the change of time', async () => {
    const text = ics(['BEGIN:VEVENT', 'UID:t@booking.com', 'DTSTART;TZID=Europe/Zurich:20270206T150000', 'DTEND;TZID=Europe/Zurich:20270210T100000', 'RRULE:FREQ=MONTHLY;COUNT=3', 'END:VEVENT'].join('\r\n'))
    expect((await feedEvents(text, { ownHost: 'www.example.ch', today: '2026-11-24' })).events.map((e) => [e.arrival, e.departure])).toEqual([
      ['2027-02-06', '2027-02-11'],
      ['2027-03-06', '2027-03-11'],
      ['2027-04-06', '2027-04-11'],
    ])
  })
})

describe('the work a feed may cost', () => {
  const daily = (n: number, start = '20260101') =>
    Array.from({ length: n }, (_, i) => ['BEGIN:VEVENT', `UID:daily-${i}@example.org`, `DTSTART;VALUE=DATE:${start}`, `DTEND;VALUE=DATE:${String(Number(start) + 1)}`, 'RRULE:FREQ=DAILY', 'END:VEVENT'].join('\r\n'))

  it('reads repetitions within the weeks the site sells only (78), merged into the periods they take', async () => {
    const reading = await feedEvents(ics(...daily(2)), { ownHost: 'www.example.ch', today: '2026-11-24' })
    // Two events every day: the nights from today's to the horizon's, one period.
    expect(reading.complete).toBe(true)
    expect(reading.events).toEqual([{ uid: 'daily-0@example.org#2026-11-24', arrival: '2026-11-24', departure: expect.any(String) }])
    const days = (Date.parse(reading.events[0]!.departure) - Date.parse('2026-11-24')) / 86_400_000
    expect(days).toBeGreaterThanOrEqual(FEED_HORIZON_DAYS)
    expect(days).toBeLessThanOrEqual(FEED_HORIZON_DAYS + 3)
  })

  it('stops after the most dates a feed may give, and says it did not read to the end', async () => {
    const started = performance.now()
    // 60 events repeated daily: 33,000 dates within the horizon.
    const reading = await feedEvents(ics(event('stay@airbnb.com', '20270102', '20270109'), ...daily(60)), { ownHost: 'www.example.ch', today: '2026-11-24', mostDates: 1_000 })
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(reading.complete).toBe(false)
    // The nights are blocked from today on, the platform's booking (read first) among them.
    expect(reading.events).toEqual([{ uid: 'daily-0@example.org#2026-11-24', arrival: '2026-11-24', departure: expect.any(String) }])
  })

  it('stops when the reading takes too long, and gives up a rule that never finds a date', async () => {
    let clock = 0
    const slow = await feedEvents(ics(...daily(3)), { ownHost: 'www.example.ch', today: '2026-11-24', now: () => (clock += 1_000), readingMs: 2_500 })
    expect(slow.complete).toBe(false)
    const never = ['BEGIN:VEVENT', 'UID:never@example.org', 'DTSTART;VALUE=DATE:20200101', 'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30', 'END:VEVENT'].join('\r\n')
    const started = performance.now()
    const reading = await feedEvents(ics(never, never.replace('never@', 'never-2@')), { ownHost: 'www.example.ch', today: '2026-11-24' })
    // rrule-temporal alone searches 10,000 years: 1.5 s a rule.
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(reading.events).toEqual([])
  })
})

describe('periods of a feed', () => {
  it('merge overlapping and touching events (named by the earliest), give a repeated UID its day', () => {
    expect(
      mergedPeriods([
        { uid: 'b', arrival: '2027-01-05', departure: '2027-01-12' },
        { uid: 'a', arrival: '2027-01-02', departure: '2027-01-09' },
        { uid: 'c', arrival: '2027-01-12', departure: '2027-01-19' },
        { uid: 'c', arrival: '2027-02-06', departure: '2027-02-13' },
      ]),
    ).toEqual([
      { uid: 'a', arrival: '2027-01-02', departure: '2027-01-19' },
      { uid: 'c', arrival: '2027-02-06', departure: '2027-02-13' },
    ])
    expect(
      mergedPeriods([
        { uid: 'c', arrival: '2027-01-02', departure: '2027-01-09' },
        { uid: 'c', arrival: '2027-02-06', departure: '2027-02-13' },
      ]).map((p) => p.uid),
    ).toEqual(['c', 'c#2027-02-06'])
  })

  it('are cut around the nights another row of the rental takes, never dropped whole', () => {
    const periods = [
      { uid: 'a', arrival: '2027-01-02', departure: '2027-01-30' },
      { uid: 'b', arrival: '2027-02-06', departure: '2027-02-13' },
      { uid: 'c', arrival: '2027-03-06', departure: '2027-03-13' },
    ]
    const taken = [
      { arrival: '2026-12-01', departure: '2027-01-03' },
      { arrival: '2027-01-09', departure: '2027-01-16' },
      { arrival: '2027-01-16', departure: '2027-01-23' },
      { arrival: '2027-02-01', departure: '2027-02-20' },
    ]
    expect(withoutTaken(periods, taken)).toEqual({
      free: [
        { uid: 'a', arrival: '2027-01-03', departure: '2027-01-09' },
        { uid: 'a#2027-01-23', arrival: '2027-01-23', departure: '2027-01-30' },
        { uid: 'c', arrival: '2027-03-06', departure: '2027-03-13' },
      ],
      clipped: [periods[0], periods[1]],
    })
  })
})
