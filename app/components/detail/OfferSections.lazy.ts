// The rental page's lazy entry to the description, attributes and included items (deferred-parts.ts):
// the sale and annual pages import OfferSections as usual, the rental page only through this module.
export { OfferSections as default } from './OfferSections'
