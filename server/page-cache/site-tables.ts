/**
 * Every table of the database, by whether the public pages read it. A public table announces its
 * changes (triggers `<table>_site_change_<event>`, migration 0026: what each statement changed) so
 * that the kept pages showing it are dropped (notice.ts maps each table to what it can affect); a
 * private one (carts, orders, accounts, queues) never shows on a page kept for everyone. The test
 * beside the page cache fails when a table is added without being placed here.
 */
export const PUBLIC_TABLES = [
  'alerts',
  'bookings',
  'content_translations',
  'contents',
  'images',
  'location_translations',
  'locations',
  'price_weeks',
  'product_categories',
  'products',
  'sale_translations',
  'sales',
  'site_texts',
] as const

export const PRIVATE_TABLES = [
  'audit_log',
  'data_key_check',
  'ical_feeds',
  'jobs',
  'location_arrivals', // behind the order's link only (docs/decisions/057)
  'order_items',
  'order_price_changes',
  'orders',
  'password_resets',
  'payment_events',
  'payments',
  'rate_limits',
  'reduction_codes',
  'refresh_tokens',
  'request_replies',
  'requests',
  // Shown on the rental's page once published: publishing touches the rental, whose change notice
  // drops its kept pages (domain/reviews/moderate-review.server.ts, docs/decisions/056).
  'reviews',
  'shipping_contacts',
  'staff_factors',
  'staff_setup_links',
  'test_payment_transactions',
  'travellers',
  'users',
] as const

/**
 * Tables computed from public ones and rewritten by readers (the rentals' list entries, from
 * `locations`, their texts and `price_weeks`): they announce a row only when its values changed (a
 * rental's list price moved), not at each rewrite.
 */
export const DERIVED_TABLES = ['location_list_entries'] as const
