import { Form } from 'react-router'
import { TextField } from '../../fields'
import { useTranslation } from '../../../i18n/react'
import type { Refused } from './rental.server'
import { formatDateTime } from '../../../../domain/format/date'

/** A feed as staff see it; `problems`: what went wrong at its last reading, in their language. */
export type FeedView = { id: number; url: string; label: string; lastFetchedAt: string | null; problems: string[]; eventCount: number }

/** One small form per action on a feed, so each works without JavaScript; `name` says which feed. */
function FeedAction({ feed, intent, label, name }: { feed: FeedView; intent: string; label: string; name: string }) {
  return (
    <Form method="post" className="admin-inline-form" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="feedId" value={feed.id} />
      <button type="submit" className="btn btn-secondary btn-small" aria-label={name}>
        {label}
      </button>
    </Form>
  )
}

/** The rental's imported calendars (Airbnb, Booking.com…): their state, "Import now", remove, add. */
export function FeedList({ feeds, refused }: { feeds: readonly FeedView[]; refused?: Refused }) {
  const { t } = useTranslation('adminCalendar')
  const mine = refused?.intent === 'feed-add' ? refused : undefined
  return (
    <section className="admin-card admin-card--wide" aria-labelledby="feeds-title">
      <h2 id="feeds-title">{t('feeds.title')}</h2>
      <p>{t('feeds.intro')}</p>
      {feeds.length === 0 ? (
        <p className="admin-empty">{t('feeds.none')}</p>
      ) : (
        <ul className="admin-calendar-entries">
          {feeds.map((feed) => (
            <li key={feed.id}>
              <strong>{feed.label || t('feeds.unnamed')}</strong> · <span className="admin-feed-url">{feed.url}</span>
              <br />
              {feed.lastFetchedAt ? t('feeds.fetched', { time: formatDateTime(feed.lastFetchedAt), count: feed.eventCount }) : t('feeds.notYet')}
              {feed.problems.map((problem) => (
                <p key={problem}>
                  <span className="admin-badge admin-badge--warning">{t('feeds.problem')}</span> {problem}
                </p>
              ))}
              <FeedAction feed={feed} intent="feed-import" label={t('feeds.import')} name={t('feeds.importOf', { feed: feed.label || feed.url })} />
              <FeedAction feed={feed} intent="feed-remove" label={t('feeds.remove')} name={t('feeds.removeOf', { feed: feed.label || feed.url })} />
            </li>
          ))}
        </ul>
      )}
      <Form method="post" noValidate className="admin-form admin-form--columns">
        <input type="hidden" name="intent" value="feed-add" />
        <TextField id="feed-url" name="url" type="text" inputMode="url" label={t('feeds.url')} hint={t('feeds.urlHint')} required maxLength={2000} defaultValue={mine?.values.url} error={mine?.errors.url} />
        <TextField id="feed-label" name="label" label={t('feeds.label')} hint={t('feeds.labelHint')} maxLength={80} defaultValue={mine?.values.label} error={mine?.errors.label} />
        <div>
          <button type="submit" className="btn btn-primary">
            {t('feeds.add')}
          </button>
        </div>
      </Form>
    </section>
  )
}
