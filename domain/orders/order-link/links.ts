/**
 * The addresses of an order's own pages and documents, with its signed link's token when the visitor
 * came by one (docs/decisions/039): every page the link opens passes the token on to the next, so a
 * guest on another device goes from the order to its PDF, to the balance payment and back. Paths of
 * the site; the e-mails prefix them with PUBLIC_URL. Pure and browser-safe.
 */
import { pathIn } from '../../navigation/addresses'

/** The query parameter that carries the token. */
export const ORDER_LINK_PARAM = 'acces'

export type OrderLinkTarget = { number: string; locale: string; token?: string | null }

const withToken = (path: string, token: string | null | undefined, separator: '?' | '&') =>
  token ? `${path}${separator}${ORDER_LINK_PARAM}=${encodeURIComponent(token)}` : path

/** The order's page (the confirmation page, which says where the order stands). */
export function orderPagePath({ number, locale, token }: OrderLinkTarget): string {
  return withToken(pathIn(`/commande/confirmation/${number}/succes`, locale), token, '?')
}

/** The page after a failed payment. */
export function orderErrorPath({ number, locale, token }: OrderLinkTarget): string {
  return withToken(pathIn(`/commande/confirmation/${number}/erreur`, locale), token, '?')
}

/** The booking confirmation, {number}.pdf. */
export function orderPdfPath({ number, locale, token }: OrderLinkTarget): string {
  return withToken(`/shop/api/store/cart/${number}/confirmation?locale=${locale === 'en' ? 'en' : 'fr'}`, token, '&')
}

/** The balance invoice with its QR-bill, while a balance is due. */
export function balanceInvoicePath({ number, locale, token }: OrderLinkTarget): string {
  return withToken(`/shop/api/store/cart/${number}/balance-invoice?locale=${locale === 'en' ? 'en' : 'fr'}`, token, '&')
}

/** The anchor of the order page's balance payment. */
export const PAY_BALANCE_ANCHOR = 'payer-le-solde'
