import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import type { Route } from './+types/search'
import { PageShell } from '../components/PageShell'
import { useLocalePath } from '../lib/locale'

export function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q')?.trim().slice(0, 200) ?? ''
  return { q }
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const localize = useLocalePath()
  const { q } = loaderData
  return (
    <PageShell title={t('search.title')} description={t('search.description')}>
      <Form method="get" action={localize('/recherche')} role="search" className="search-form">
        <label htmlFor="search-q">{t('search.label')}</label>
        <input id="search-q" name="q" type="search" defaultValue={q} key={q} />
        <button type="submit" className="btn btn-primary">
          {t('search.submit')}
        </button>
      </Form>
      <p role="status">{q === '' ? t('search.emptyQuery') : t('search.queryFor', { q })}</p>
    </PageShell>
  )
}
