/** The anchor of the order page's review part, where the request e-mail's link lands. Browser-safe. */
export const REVIEW_ANCHOR = 'votre-avis'
