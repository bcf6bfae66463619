import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

/**
 * Every page answers unprefixed (French), under /fr and under /en: one optional
 * `lang` segment whose layout 404s any other value (Hydrogen's locale guard).
 */
export default [
  route('sw.js', 'routes/service-worker.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('visiteur', 'routes/visitor.ts'),
  route(':lang?', 'routes/lang.tsx', [
    index('routes/home.tsx'),
    route('actualite', 'routes/news.tsx'),
    route('actualite/:detail/:slug?', 'routes/news-item.tsx'),
    route('appartements', 'routes/apartments.tsx'),
    route('cguone', 'routes/terms.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('covid19', 'routes/covid.tsx'),
    route('emplois', 'routes/jobs.tsx'),
    route('emplois/:detail/:slug?', 'routes/job.tsx'),
    route('location', 'routes/location-tabs.tsx', [
      index('routes/location-weekly.tsx'),
      route('annuelle', 'routes/location-annual.tsx'),
      route('map', 'routes/location-map.tsx'),
      route('prix-semaine', 'routes/location-prices.tsx'),
      route('special', 'routes/location-special.tsx'),
    ]),
    route('location/annuelle/:detail/:slug?', 'routes/location-annual-detail.tsx'),
    route('location/:detail/:slug?', 'routes/location-detail.tsx'),
    route('login', 'routes/login.tsx'),
    route('maintenance-entreprise-generale', 'routes/maintenance.tsx'),
    route('nos-prestations-complementaires', 'routes/complementary-services.tsx'),
    route('presentation', 'routes/presentation.tsx'),
    route('recherche', 'routes/search.tsx'),
    route('saphirlaundry', 'routes/laundry.tsx'),
    route('vente', 'routes/sales.tsx'),
    route('vente/:detail/:slug?', 'routes/sale.tsx'),
    route('page/:detail?/:slug?', 'routes/page.tsx'),
    route('service/:detail?/:slug?', 'routes/service.tsx'),
    route('produits', 'routes/products.tsx'),
    route('produit/:detail/:slug?', 'routes/product.tsx'),
    layout('routes/checkout.tsx', [
      route('commande/sign-in', 'routes/checkout-sign-in.tsx'),
      route('commande/mes-donnees', 'routes/checkout-contact.tsx'),
      route('commande/mon-panier', 'routes/checkout-cart.tsx'),
      route('commande/recapitulatif-paiement', 'routes/checkout-summary.tsx'),
    ]),
    route('commande/confirmation/:number?/succes', 'routes/confirmation-success.tsx'),
    route('commande/confirmation/:number?/erreur', 'routes/confirmation-error.tsx'),
    route('mon-compte/inscription', 'routes/account-sign-up.tsx'),
    route('mon-compte/mes-informations', 'routes/account-profile.tsx'),
    route('mon-compte/dernieres-reservations', 'routes/account-orders.tsx'),
    route('mon-compte/mot-de-passe-oublie', 'routes/account-forgot-password.tsx'),
    route('mon-compte/nouveau-mot-de-passe/:token', 'routes/account-reset-password.tsx'),
    route('demande', 'routes/request.tsx'),
    route('panier', 'routes/cart-action.tsx'),
    route('dev/mail/:name?', 'routes/dev-mail.tsx'),
    // The back office (docs/decisions/031): every address under admin/ but these two is for staff only.
    route('admin/connexion', 'routes/admin/sign-in.tsx'),
    route('admin/mise-en-place/:token', 'routes/admin/set-up.tsx'),
    route('admin', 'routes/admin/layout.tsx', [
      index('routes/admin/today.tsx'),
      route('deconnexion', 'routes/admin/sign-out.tsx'),
      route('journal', 'routes/admin/audit.tsx'),
      // Sections: one block per section, each in its own files.
      route('commandes', 'routes/admin/orders.tsx'),
      route('commandes/export', 'routes/admin/orders-export.ts'),
      route('commandes/:number', 'routes/admin/order.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig
