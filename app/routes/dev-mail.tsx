import { useTranslation } from '../i18n/react'
import type { Route } from './+types/dev-mail'
import { PageShell } from '../components/PageShell'
import { LocalizedLink } from '../lib/locale'
import { listOutbox, readOutboxMail } from '../../domain/mail/file-transport.server'

function notFound(): never {
  throw new Response('Not Found', { status: 404 })
}

const when = (date: Date | null) => (date ? date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC' : '')

/**
 * /dev/mail[/{file}]: the e-mails the embedded transport wrote under DATA_DIR/mail, newest first,
 * and one of them. Development only (NODE_ENV=development): a 404 page anywhere else.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (context.environment !== 'development') notFound()
  const dir = context.mail.outboxDir
  if (!dir) return { dir: null, entries: [], selected: null }
  const entries = (await listOutbox(dir)).map((entry) => ({ ...entry, date: when(entry.date) }))
  let selected = null
  if (params.name) {
    const mail = (await readOutboxMail(dir, params.name)) ?? notFound()
    selected = {
      name: mail.name,
      subject: mail.subject,
      from: mail.from,
      to: mail.to,
      replyTo: mail.replyTo,
      date: when(mail.date),
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, size: file.content.length })),
      raw: mail.raw,
    }
  }
  return { dir, entries, selected }
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}

export default function DevMail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('forms')
  const { dir, entries, selected } = loaderData
  return (
    <PageShell title={selected ? selected.subject || selected.name : t('devMail.title')}>
      <meta name="robots" content="noindex" />
      {selected ? (
        <article className="dev-mail">
          <p>
            <LocalizedLink to="/dev/mail">{t('devMail.back')}</LocalizedLink>
          </p>
          <dl>
            <dt>{t('devMail.date')}</dt>
            <dd>{selected.date}</dd>
            <dt>{t('devMail.from')}</dt>
            <dd>{selected.from}</dd>
            <dt>{t('devMail.to')}</dt>
            <dd>{selected.to}</dd>
            {selected.replyTo ? (
              <>
                <dt>{t('devMail.replyTo')}</dt>
                <dd>{selected.replyTo}</dd>
              </>
            ) : null}
          </dl>
          {selected.attachments.length ? (
            <>
              <h2>{t('devMail.attachments')}</h2>
              <ul>
                {selected.attachments.map((file, i) => (
                  <li key={i}>
                    {file.filename} ({file.contentType}, {t('devMail.bytes', { count: file.size })})
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {selected.html ? (
            <>
              <h2>{t('devMail.html')}</h2>
              {/* The message's own HTML, isolated: no script, no access to this page. */}
              <iframe
                title={t('devMail.html')}
                sandbox=""
                srcDoc={selected.html}
                style={{ width: '100%', height: '70vh', border: '1px solid var(--border)', background: '#fff' }}
              />
              <h2>{t('devMail.text')}</h2>
            </>
          ) : null}
          <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{selected.text}</pre>
          <details>
            <summary>{t('devMail.raw')}</summary>
            <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{selected.raw}</pre>
          </details>
        </article>
      ) : (
        <>
          <p>{dir ? t('devMail.transport', { dir }) : t('devMail.smtp')}</p>
          {entries.length === 0 ? (
            <p>{t('devMail.empty')}</p>
          ) : (
            <div className="table-responsive">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t('devMail.date')}</th>
                    <th scope="col">{t('devMail.to')}</th>
                    <th scope="col">{t('devMail.subject')}</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.name}>
                      <td>{entry.date}</td>
                      <td>{entry.to}</td>
                      <td>
                        <LocalizedLink to={`/dev/mail/${entry.name}`}>{entry.subject || entry.name}</LocalizedLink>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </PageShell>
  )
}
