import { data, Form, useSearchParams } from 'react-router'
import type { Route } from './+types/shop-categories'
import { AdminPage } from '../../components/admin/AdminShell'
import { AdminTable } from '../../components/admin/AdminTable'
import { ShopTabs } from '../../components/admin/shop/ShopTabs'
import { requestLocale } from '../../lib/request-locale.server'
import { formRefused, idParam, notFound, postedValues, refusedChange, seeOther, shopAccess } from '../../components/admin/shop/route.server'
import { ErrorSummary, TextField } from '../../components/fields'
import { StatusAlert } from '../../components/StatusAlert'
import { useTranslation } from '../../i18n/react'
import { BACK_OFFICE_HEADERS } from '../../lib/admin.server'
import { readCategoryForm } from '../../../domain/shop/category-input'
import { createCategory, listCategories, renameCategory } from '../../../domain/shop/categories.server'

/** Product categories: the list, a new one, and each one renamed in French and English. */
export async function loader({ context }: Route.LoaderArgs) {
  const { deps } = shopAccess(context)
  return data({ categories: await listCategories(deps) }, { headers: BACK_OFFICE_HEADERS })
}

export async function action({ request, context }: Route.ActionArgs) {
  const { deps, staff } = shopAccess(context)
  const values = await postedValues(request)
  const locale = requestLocale(request)
  const rename = values.intent === 'rename'
  if (!rename && values.intent !== 'create') throw notFound()
  const id = rename ? idParam(values.id) : null
  if (rename && id === null) throw notFound()
  const form = readCategoryForm(values, !rename, locale)
  if (!form.ok) return formRefused(form.errors, values, { target: id ?? 'new' })
  try {
    if (rename && id !== null) await renameCategory(deps, staff, id, form.input.label)
    else {
      const created = await createCategory(deps, staff, form.input, locale)
      if (!created.ok) return formRefused(created.errors, values, { target: 'new' })
    }
  } catch (error) {
    return refusedChange(request, error, values)
  }
  return seeOther(request, `/admin/boutique/categories?etat=${rename ? 'renamed' : 'created'}`)
}

type Answer = { errors?: Record<string, string>; values?: Record<string, string>; target?: number | 'new'; formError?: string }

export default function ShopCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('adminShop')
  const [params] = useSearchParams()
  const answer = actionData as Answer | undefined
  const state = params.get('etat')
  const refused = (target: number | 'new') => (answer?.target === target ? answer : undefined)
  const fresh = refused('new')
  return (
    <AdminPage title={t('categories.title')}>
      <ShopTabs />
      {state === 'created' || state === 'renamed' ? <StatusAlert status="success" message={t(`notice.${state}`)} /> : null}
      {answer?.formError ? <StatusAlert status="error" message={answer.formError} /> : null}
      <AdminTable caption={t('categories.title')} columns={[t('category.code'), t('category.products'), t('category.labels')]} rows={loaderData.categories}>
        {(category) => {
          const mine = refused(category.id)
          return (
            <tr key={category.id}>
              <th scope="row">{category.code}</th>
              <td>{category.products}</td>
              <td>
                <Form method="post" noValidate className="admin-filters" aria-label={t('category.renameOf', { code: category.code })}>
                  <input type="hidden" name="intent" value="rename" />
                  <input type="hidden" name="id" value={category.id} />
                  <TextField id={`category-${category.id}-labelFr`} name="labelFr" label={t('category.label')} lang="fr" required maxLength={100} defaultValue={mine?.values?.labelFr ?? category.label.fr} error={mine?.errors?.labelFr} />
                  <TextField id={`category-${category.id}-labelEn`} name="labelEn" label={t('category.label')} lang="en" maxLength={100} defaultValue={mine?.values?.labelEn ?? category.label.en ?? ''} error={mine?.errors?.labelEn} />
                  <button type="submit" className="btn btn-secondary btn-small">
                    {t('category.rename')}
                  </button>
                </Form>
              </td>
            </tr>
          )
        }}
      </AdminTable>
      <h2>{t('categories.new')}</h2>
      <Form method="post" noValidate className="admin-form admin-form--narrow">
        <ErrorSummary
          title={t('form.errors')}
          items={['code', 'labelFr', 'labelEn'].filter((name) => fresh?.errors?.[name]).map((name) => ({ target: `category-new-${name}`, message: fresh?.errors?.[name] ?? '' }))}
        />
        <input type="hidden" name="intent" value="create" />
        <TextField id="category-new-code" name="code" label={t('category.code')} required maxLength={32} hint={t('category.codeHint')} defaultValue={fresh?.values?.code} error={fresh?.errors?.code} />
        <TextField id="category-new-labelFr" name="labelFr" label={t('category.label')} lang="fr" required maxLength={100} defaultValue={fresh?.values?.labelFr} error={fresh?.errors?.labelFr} />
        <TextField id="category-new-labelEn" name="labelEn" label={t('category.label')} lang="en" maxLength={100} defaultValue={fresh?.values?.labelEn} error={fresh?.errors?.labelEn} />
        <button type="submit" className="btn btn-primary">
          {t('categories.create')}
        </button>
      </Form>
    </AdminPage>
  )
}
