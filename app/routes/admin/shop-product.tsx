import { data, Form, useSearchParams } from 'react-router'
import type { Route } from './+types/shop-product'
import { AdminPage } from '../../components/admin/AdminShell'
import { ProductForm, type ProductFormValues } from '../../components/admin/shop/ProductForm'
import { ShopTabs } from '../../components/admin/shop/ShopTabs'
import { StatusBadge } from '../../components/admin/shop/StatusBadge'
import { requestLocale } from '../../lib/request-locale.server'
import { formRefused, notFound, postedValues, recordOf, refusedChange, seeOther, shopAccess } from '../../components/admin/shop/route.server'
import { StatusAlert } from '../../components/StatusAlert'
import { useTranslation } from '../../i18n/react'
import { LocalizedLink } from '../../lib/locale'
import { BACK_OFFICE_HEADERS } from '../../lib/admin.server'
import { listCategories } from '../../../domain/shop/categories.server'
import { francsText } from '../../../domain/shop/form-values'
import { readProductForm } from '../../../domain/shop/product-input'
import { findProduct, PUBLISHED, type ProductRecord, saveProduct, setProductPublished } from '../../../domain/shop/products.server'

/** /admin/boutique/produits/nouveau creates a product; /admin/boutique/produits/:id edits one. */
const NEW = 'nouveau'

const NEW_PRODUCT: ProductFormValues = {
  vatKind: 'standard',
  basePrice: '0.00',
  contextModel: JSON.stringify({ code: '', title: { fr: '', en: '' }, bulk: false, carried: [], fields: [] }, null, 2),
  pricing: JSON.stringify({ kind: 'fixed' }, null, 2),
}

function formValues(p: ProductRecord): ProductFormValues {
  return {
    reference: p.reference,
    category: p.category,
    type: p.type,
    titleFr: p.title.fr,
    titleEn: p.title.en ?? '',
    descriptionFr: p.description.fr,
    descriptionEn: p.description.en ?? '',
    basePrice: francsText(p.basePrice),
    vatKind: p.vatKind,
    bulk: String(p.bulk),
    contentId: p.contentId === null ? '' : String(p.contentId),
    contextModel: JSON.stringify(p.contextModel, null, 2),
    pricing: JSON.stringify(p.pricing, null, 2),
  }
}

function productOf(context: Route.LoaderArgs['context'], param: string): Promise<ProductRecord> | null {
  return param === NEW ? null : recordOf(param, (id) => findProduct(shopAccess(context).deps, id))
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { deps } = shopAccess(context)
  const product = await productOf(context, params.id)
  const categories = await listCategories(deps)
  return data(
    {
      product: product ? { id: product.id, status: product.status, published: product.status === PUBLISHED, readOnly: product.readOnly, title: product.title } : null,
      values: product ? formValues(product) : NEW_PRODUCT,
      categories: categories.map(({ code, label }) => ({ code, label })),
    },
    { headers: BACK_OFFICE_HEADERS },
  )
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { deps, staff } = shopAccess(context)
  const product = await productOf(context, params.id)
  const values = await postedValues(request)
  const locale = requestLocale(request)
  try {
    if (values.intent === 'publish' || values.intent === 'unpublish') {
      if (!product) throw notFound()
      await setProductPublished(deps, staff, product.id, values.intent === 'publish')
      return seeOther(request, `/admin/boutique/produits/${product.id}?etat=${values.intent}`)
    }
    const form = readProductForm(values, locale)
    if (!form.ok) return formRefused(form.errors, values)
    const saved = await saveProduct(deps, staff, product?.id ?? null, form.input, locale)
    if (!saved.ok) return formRefused(saved.errors, values)
    return seeOther(request, `/admin/boutique/produits/${saved.id}?etat=saved`)
  } catch (error) {
    return refusedChange(request, error, values)
  }
}

type Answer = { errors?: Record<string, string>; values?: ProductFormValues; formError?: string }

export default function ShopProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('adminShop')
  const [params] = useSearchParams()
  const answer = actionData as Answer | undefined
  const { product, categories } = loaderData
  const state = params.get('etat')
  const title = product ? (i18n.language === 'en' && product.title.en ? product.title.en : product.title.fr) : t('product.new')
  const published = product?.published === true
  return (
    <AdminPage
      title={title}
      actions={
        product && !product.readOnly ? (
          <Form method="post">
            <input type="hidden" name="intent" value={published ? 'unpublish' : 'publish'} />
            <button type="submit" className="btn btn-secondary btn-small">
              {published ? t('product.unpublish') : t('product.publish')}
            </button>
          </Form>
        ) : null
      }
    >
      <ShopTabs />
      <p>
        <LocalizedLink to="/admin/boutique">{t('product.backToList')}</LocalizedLink>
        {product ? (
          <>
            {' · '}
            <StatusBadge status={product.status} />
          </>
        ) : null}
      </p>
      {state === 'saved' || state === 'publish' || state === 'unpublish' ? <StatusAlert status="success" message={t(`notice.${state}`)} /> : null}
      {answer?.formError ? <StatusAlert status="error" message={answer.formError} /> : null}
      {product?.readOnly ? <p className="admin-empty">{t('product.readOnly')}</p> : null}
      <ProductForm key={product?.id ?? NEW} values={answer?.values ?? loaderData.values} errors={answer?.errors ?? {}} categories={categories} readOnly={product?.readOnly ?? false} />
    </AdminPage>
  )
}
