import { useTranslation } from '../i18n/react'
import { data, redirect } from 'react-router'
import type { Route } from './+types/product'
import { PageShell } from '../components/PageShell'
import { pathsByLanguage } from '../../domain/navigation/addresses'
import { contentPath } from '../../domain/navigation/content-addresses'
import { productPath } from '../../domain/navigation/product-addresses'
import { ProductForm } from '../components/shop/ProductForm'
import { CART_STATUS_PARAM, CART_STATUS_VALUES } from '../components/shop/cart-action-data'
import { JS_FIELD, type ProductActionData } from '../components/shop/product-form-state'
import { addToCart } from '../lib/cart.server'
import { localeFromParams, notFound } from '../lib/page-data.server'
import { LocalizedLink, useLocale } from '../lib/locale'
import { idFromParam } from '../../domain/content/route-id'
import { formatMoney } from '../../domain/format/money'
import { CartError } from '../../domain/shop/cart/outcome'
import { checkProductContext } from '../../domain/shop/context/check.server'
import { applyLineAction, readContextForm, readLineAction } from '../../domain/shop/context/form'
import { shopMessage } from '../../domain/shop/messages'
import { findProduct, productTitles } from '../../domain/shop/products.repository.server'
import { productPictures } from '../../domain/shop/product-pictures.repository.server'
import { Picture } from '../components/Picture'
import { itemTags, notePageReads, PRODUCTS } from '../../server/page-cache/tags'
import type { PageHandle } from '../../server/page-cache/page-address'
import { countryChoices } from '../../domain/i18n/country-names.server'

export const handle = { query: [] } satisfies PageHandle

async function requireProduct({ params, context }: Pick<Route.LoaderArgs, 'params' | 'context'>) {
  const id = idFromParam(params.detail)
  if (id === null) notFound()
  const product = await findProduct(context.db, id, localeFromParams(params))
  return product ?? notFound()
}

/** /produit/{slug}-{id}: one product with its configuration form (the id is the last dash segment). */
export async function loader(args: Route.LoaderArgs) {
  const product = await requireProduct(args)
  const [titles, pictures] = await Promise.all([
    productTitles(args.context.db, product.id),
    productPictures(args.context.db, [product], localeFromParams(args.params)),
  ])
  notePageReads(args.context, [PRODUCTS, ...itemTags('content', product.article ? [product.article.id] : [])])
  const alternates = titles
    ? pathsByLanguage({ fr: titles.fr, en: titles.en || titles.fr }, (title) => productPath({ id: product.id, title }))
    : undefined
  // Every country named by the server, for a form that asks one (the ski pass's country of residence).
  const asksCountry = product.context.model.fields.some((field) => field.type === 'country')
  return { product, alternates, picture: pictures[product.id] ?? null, ...(asksCountry ? { countryChoices: countryChoices(localeFromParams(args.params)) } : {}) }
}

/**
 * POST: the configuration form, with or without JavaScript. A line button adds or removes a bulk
 * line (or refreshes the form); otherwise the context is checked by the server (the verdict that
 * counts) and, when valid, added to the visitor's cart. Added without JavaScript, the answer is a
 * 303 back to the page with `?panier=ajoute`: the page then shows the cart (and its count in the
 * header) with the new cart cookie, and a reload does not add the product again.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const product = await requireProduct({ params, context })
  const locale = localeFromParams(params)
  const model = product.context.model
  const form = await request.formData()
  const entries = readContextForm(form, model)
  const lineAction = readLineAction(form)
  if (lineAction) {
    return data<ProductActionData>({ status: 'edit', entries: applyLineAction(model, entries, lineAction), errors: [], message: null })
  }
  const checked = await checkProductContext(context, { contextModel: model }, entries, locale)
  if (checked.problem === 'too_many_lines') {
    const message = shopMessage('tooManyLines', locale)
    return data<ProductActionData>({ status: 'error', entries: checked.entries, errors: [], message }, { status: 400 })
  }
  if (!checked.valid) {
    return data<ProductActionData>({ status: 'invalid', entries: checked.entries, errors: checked.errors, message: null }, { status: 400 })
  }
  try {
    const { cartCount, setCookie } = await addToCart(context, request, { productId: product.id, entries: checked.entries, locale })
    const headers = setCookie ? { 'Set-Cookie': setCookie } : undefined
    if (form.get(JS_FIELD) !== '1') {
      const url = new URL(request.url)
      url.searchParams.set(CART_STATUS_PARAM, CART_STATUS_VALUES.added)
      return redirect(`${url.pathname}${url.search}`, { status: 303, headers })
    }
    return data<ProductActionData>({ status: 'added', cartCount, entries: product.context.data }, { headers })
  } catch (error) {
    if (error instanceof CartError) {
      // The cart's own verdict (a context it refuses, a price it cannot compute): shown in the form.
      const invalid = error.code === 'form_errors'
      return data<ProductActionData>(
        { status: invalid ? 'invalid' : 'error', entries: checked.entries, errors: error.entries, message: error.message },
        { status: error.status },
      )
    }
    context.log.error({ err: error, productId: product.id }, 'the product could not be added to the cart')
    return data<ProductActionData>({ status: 'error', entries: checked.entries, errors: [], message: null }, { status: 503 })
  }
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('shop')
  const locale = useLocale()
  const { product, alternates, picture } = loaderData
  return (
    <PageShell
      title={product.title}
      description={product.description}
      alternates={alternates}
      trail={[{ label: t('products.title'), to: '/produits' }]}
    >
      <div className="product-layout">
        <div className="product-about">
          {picture ? (
            // Above the fold: the page's largest picture, loaded at once.
            <Picture image={picture} sizes="(min-width: 1200px) 460px, (min-width: 992px) 40vw, 100vw" className="product-picture" priority />
          ) : null}
          <p className="product-card__category">{t(`products.categories.${product.category}`)}</p>
          <p className="lead">{product.description}</p>
          <p>
            <strong>{t('product.from', { price: formatMoney(product.basePrice, product.currency) })}</strong>
          </p>
          <p className="text-muted">{t('products.vat', { rate: product.vta })}</p>
          {product.article ? (
            <p>
              <LocalizedLink to={contentPath(product.article)}>{t('product.article', { title: product.article.title })}</LocalizedLink>
            </p>
          ) : null}
          <p>
            <LocalizedLink to="/produits">{t('product.back')}</LocalizedLink>
          </p>
        </div>
        <ProductForm
          key={product.id}
          productId={product.id}
          model={product.context.model}
          basePrice={product.basePrice}
          currency={product.currency}
          entries={product.context.data}
          result={actionData}
          locale={locale}
        />
      </div>
    </PageShell>
  )
}
