/** The checkout steps' app paths (SPEC §2), shared by pages and loaders. */
export const CHECKOUT_PATHS = {
  signIn: '/commande/sign-in',
  contact: '/commande/mes-donnees',
  cart: '/commande/mon-panier',
  summary: '/commande/recapitulatif-paiement',
} as const
