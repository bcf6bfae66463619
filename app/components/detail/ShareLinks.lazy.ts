// The rental page's lazy entry to the share links (deferred-parts.ts): the sale and annual pages
// import ShareLinks as usual, the rental page only through this module.
export { ShareLinks as default } from './ShareLinks'
