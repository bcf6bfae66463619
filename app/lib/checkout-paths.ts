/** The checkout steps' app paths (SPEC §2), in their order (issue 26), shared by pages and loaders. */
export const CHECKOUT_PATHS = {
  cart: '/commande/mon-panier',
  signIn: '/commande/sign-in',
  contact: '/commande/mes-donnees',
  summary: '/commande/recapitulatif-paiement',
} as const
