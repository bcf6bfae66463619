import { Form } from 'react-router'
import { useTranslation } from '../../../i18n/react'
import { useLocalePath } from '../../../lib/locale'
import { EDITABLE_CONTENT_TYPES } from '../../../../domain/content/content-rules'

/** "New content": the type to create, then its creation page (a plain GET form, works without JavaScript). */
export function NewContentChoice({ selected }: { selected?: string }) {
  const { t } = useTranslation('adminContent')
  const path = useLocalePath()
  return (
    <Form method="get" action={path('/admin/contenus/nouveau')} className="admin-filters" aria-label={t('contents.new')}>
      <label>
        {t('contents.newType')}{' '}
        <select name="type" defaultValue={selected ?? 'actualites'}>
          {EDITABLE_CONTENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`contents.types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn-primary btn-small">
        {t('contents.new')}
      </button>
    </Form>
  )
}
