import { useEffect } from 'react'
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from 'react-router'
import type { Route } from './+types/root'
import { SiteLayout } from './components/layout/SiteLayout'
import { readSiteFrame } from '../domain/content/frame.repository.server'
import { HTML_LANG, isLocale } from './i18n/config'
import { PageWords, TranslationProvider } from './i18n/react'
import { useLocale } from './lib/locale'
import type { RootData } from './lib/root-data'
import { reloadOnChunkError } from './lib/chunk-reload'
import { VisitorProvider } from './lib/visitor'
import { vatNoteRates } from '../domain/vat/rates'
import { todayInResort } from '../domain/booking/rules/calendar'
import { rootFlash } from './components/account/session.server'
import { isPersonalPage, readVisitor } from './lib/visitor.server'
import type { PageHandle } from '../server/page-cache/page-address'
import { CART_STATUS_PARAM } from './components/shop/cart-action-data'
import './styles/app.css'

/** The frame of every page reads the cart's status after a plain form post (`?panier=`): part of each page's key (decision 046). */
export const handle = { query: [CART_STATUS_PARAM] } satisfies PageHandle

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : 'fr'
  // The visitor's cart and account are read for the pages that are theirs anyway (checkout, account):
  // every other page stays shareable, and the browser fills its header (app/lib/visitor.tsx).
  const [{ alert, footerNotice }, visitor] = await Promise.all([
    // Remembered by the server between changes (server/page-cache/frame.ts); read here where it is not.
    (context.frame ? context.frame(locale) : readSiteFrame(context.db, locale)).catch((error: unknown) => {
      context.log.error({ err: error }, 'alert and footer notice lookup failed')
      return { alert: null, footerNotice: null }
    }),
    isPersonalPage(request) ? readVisitor(context, request, locale) : null,
  ])
  const { flash, setCookie } = rootFlash(request, context, locale)
  const { settings } = context
  const body: RootData = {
    locale,
    prefix: isLocale(params.lang) ? params.lang : null,
    // PUBLIC_URL, never the request's Host: canonical, hreflang, Open Graph and JSON-LD start with it.
    origin: settings.publicUrl,
    alert,
    footerNotice,
    contact: { phone: settings.contactPhone, email: settings.contactEmail, address: settings.agency },
    analytics: { gtmId: settings.gtmId, metaPixelId: settings.metaPixelId },
    mapTileUrl: settings.mapTileUrl,
    mediaBaseUrl: settings.mediaBaseUrl,
    vatRates: vatNoteRates(todayInResort()),
    visitor,
    flash,
  }
  const headers = new Headers()
  if (setCookie) {
    headers.set('Cache-Control', 'private, no-store')
    headers.append('Set-Cookie', setCookie)
  }
  return data(body, { headers })
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = useLocale()
  return (
    <html lang={HTML_LANG[locale]} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#A17465" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links />
      </head>
      <body>
        <TranslationProvider locale={locale}>
          {children}
          <PageWords />
        </TranslationProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  // The back office has its own frame (app/components/admin/AdminShell.tsx), without the site's.
  const backOffice = useMatches().some((match) => (match.handle as { backOffice?: boolean } | undefined)?.backOffice)
  if (backOffice) return <Outlet />
  return (
    <VisitorProvider>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    </VisitorProvider>
  )
}

/** Last resort: the error page itself failed, so show the least that can still work. */
export function ErrorBoundary() {
  const error = useRouteError()
  const locale = useLocale()
  useEffect(() => reloadOnChunkError(error), [error])
  const status = isRouteErrorResponse(error) ? error.status : 500
  const en = locale === 'en'
  return (
    <main className="page container" id="main">
      <title>{en ? 'Error' : 'Erreur'}</title>
      <h1>{en ? `Error ${status}` : `Erreur ${status}`}</h1>
      <p>{en ? 'Something went wrong while showing this page.' : "Une erreur est survenue lors de l'affichage de cette page."}</p>
      <p>
        <a href={en ? '/en' : '/'}>{en ? 'Back to the homepage' : "Retour à l'accueil"}</a>
      </p>
    </main>
  )
}
