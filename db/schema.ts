import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/** A text in each language; French is always present and is the fallback. */
export type Localized = { fr: string; en?: string; de?: string; it?: string }

export type ImageFormat = { url: string; width: number; height: number; mime: string }

/** Published status of contents, rentals and sales (SPEC §9: status filter 2). */
export const PUBLISHED = 2

/**
 * An amount of money in whole centimes (DESIGN §3): 64 bits, so a chalet for sale at CHF 40 million
 * fits (a 32-bit column stops at CHF 21'474'836.47), read as a JS number (exact up to 2^53 centimes)
 * on PGlite and PostgreSQL alike (docs/decisions/037).
 */
const amount = (name: string) => bigint(name, { mode: 'number' })

const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

/** Pictures of rentals, sales and contents; each has its formats (base, large, medium, thumbnail). */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    zone: text('zone').notNull(), // 'location' | 'sale' | 'content'
    ownerId: integer('owner_id').notNull(),
    position: smallint('position').notNull().default(0),
    folder: text('folder').notNull(),
    fileName: text('file_name').notNull(),
    extension: text('extension').notNull(),
    hash: text('hash').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    formats: jsonb('formats').$type<Record<string, ImageFormat>>().notNull(),
    caption: jsonb('caption').$type<Localized>().notNull(),
    ...stamps,
  },
  (t) => [index('images_owner_idx').on(t.zone, t.ownerId, t.position)],
)

/** News, jobs, services, packages, package types, invites and generic pages. */
export const contents = pgTable(
  'contents',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    status: smallint('status').notNull().default(PUBLISHED),
    position: integer('position').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    parentId: integer('parent_id'),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    ...stamps,
  },
  (t) => [index('contents_type_idx').on(t.type, t.status, t.position)],
)

export const contentTranslations = pgTable(
  'content_translations',
  {
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.locale] })],
)

/** Temporary notices shown as a banner in the header while they are in force. */
export const alerts = pgTable('alerts', {
  id: serial('id').primaryKey(),
  level: text('level').notNull().default('info'), // 'info' | 'warning'
  status: smallint('status').notNull().default(PUBLISHED),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  message: jsonb('message').$type<Localized>().notNull(),
  ...stamps,
})

/**
 * Short texts of the site's frame the agency edits in the back office, per key and language (the
 * footer notice: office hours, a closing day). A missing row shows the built-in words.
 */
export const SITE_TEXT_KEYS = ['footer_notice'] as const
export type SiteTextKey = (typeof SITE_TEXT_KEYS)[number]
export const siteTexts = pgTable(
  'site_texts',
  {
    key: text('key').$type<SiteTextKey>().primaryKey(),
    value: jsonb('value').$type<Localized>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_texts_key_known', sql`${t.key} in ('footer_notice')`)],
)

/** What a rental includes in its price (SPEC §3 "included items"). */
export type IncludedItems = {
  finalCleaning: boolean
  bedSheets: boolean
  kitchenTowels: boolean
  bathTowels: boolean
  cancellationInsurance: boolean
  touristTax: boolean
  deposit: number | null // centimes; null when no deposit is asked
}

/** Rentals: weekly holiday rentals and annual rentals. */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(), // 'weekly' | 'annual'
    status: smallint('status').notNull().default(PUBLISHED),
    reference: text('reference').notNull(),
    type: text('type').notNull(), // chalet | apartment | studio | duplex | attic
    category: text('category').notNull().default('residential'),
    place: text('place').notNull(),
    numberOfRooms: integer('number_of_rooms').notNull(),
    bedrooms: integer('bedrooms').notNull().default(0),
    bathrooms: integer('bathrooms').notNull().default(0),
    toilets: integer('toilets').notNull().default(0),
    terraces: integer('terraces').notNull().default(0),
    persons: integer('persons').notNull(),
    surface: integer('surface').notNull(),
    livingSpace: integer('living_space').notNull(),
    balconyArea: integer('balcony_area'),
    floor: integer('floor'),
    parkingType: text('parking_type'), // public | covered | multi_storey | outdoor
    constructionYear: integer('construction_year'),
    renovationYear: integer('renovation_year'),
    comfortClass: integer('comfort_class').notNull().default(3),
    amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
    included: jsonb('included').$type<IncludedItems>(),
    monthlyRent: amount('monthly_rent'), // annual rentals, centimes
    monthlyCharges: amount('monthly_charges'),
    availableFrom: date('available_from'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    productId: integer('product_id'),
    // Weekly rentals: arrival and departure weekdays, fewest and most nights (domain/booking/rules/
    // stay-rules.ts StayRules); null keeps the defaults, Saturday to Saturday, 7 to 84 nights.
    stayRules: jsonb('stay_rules').$type<Record<string, unknown>>(),
    ...stamps,
  },
  (t) => [
    uniqueIndex('locations_reference_idx').on(t.reference),
    index('locations_kind_idx').on(t.kind, t.status),
  ],
)

export const locationTranslations = pgTable(
  'location_translations',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.locale] })],
)

/** One price per week (Saturday to Saturday) and location; special offers carry a reduced price. */
export const priceWeeks = pgTable(
  'price_weeks',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    season: text('season').notNull(), // low | mid | high | peak
    price: amount('price').notNull(), // centimes
    specialPrice: amount('special_price'), // centimes, set on special-offer weeks
  },
  (t) => [
    // A week runs Saturday to Saturday: the period search reads a period's weeks as one range.
    check('price_weeks_one_week', sql`${t.endDate} = ${t.startDate} + 7`),
    uniqueIndex('price_weeks_location_start_idx').on(t.locationId, t.startDate),
    index('price_weeks_start_idx').on(t.startDate, t.locationId),
  ],
)

/**
 * Each rental as the lists filter, sort and page it (docs/decisions/028): a narrow row, so that a list
 * of 10,000 rentals reads one small table instead of the rentals, their texts and 780,000 price
 * weeks. `listed` says whether the lists show it (published, with its French text); `min_price` and
 * `min_special` are the lowest price and special price of the weeks starting on `computed_for` or
 * later; `list_price` is what a price filter and the price order compare (the monthly rent of an
 * annual rental); the titles give the price grid its order in each language. Triggers of migrations
 * 0013 and 0015 write a rental's row when it, its texts or its price weeks change, for the resort's
 * today; a reader whose today differs first computes the prices again
 * (domain/catalogue/list-entries.repository.server.ts). Indexes: migration 0015.
 */
export const locationListEntries = pgTable('location_list_entries', {
  locationId: integer('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  computedFor: date('computed_for').notNull(),
  kind: text('kind').notNull(),
  listed: boolean('listed').notNull(),
  type: text('type').notNull(),
  numberOfRooms: integer('number_of_rooms').notNull(),
  persons: integer('persons').notNull(),
  comfortClass: integer('comfort_class').notNull(),
  minPrice: amount('min_price'),
  minSpecial: amount('min_special'),
  listPrice: amount('list_price'),
  titleFr: text('title_fr').notNull(),
  titleEn: text('title_en').notNull(),
})

/** Properties for sale. */
export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    status: smallint('status').notNull().default(PUBLISHED),
    reference: text('reference').notNull(),
    type: text('type').notNull(), // apartment | chalet | studio | plot | commercial
    category: text('category').notNull().default('residential'),
    place: text('place').notNull(),
    numberOfRooms: integer('number_of_rooms').notNull(),
    bedrooms: integer('bedrooms').notNull().default(0),
    bathrooms: integer('bathrooms').notNull().default(0),
    toilets: integer('toilets').notNull().default(0),
    terraces: integer('terraces').notNull().default(0),
    surface: integer('surface').notNull(),
    livingSpace: integer('living_space').notNull(),
    balconyArea: integer('balcony_area'),
    floor: integer('floor'),
    parkingType: text('parking_type'),
    constructionYear: integer('construction_year'),
    renovationYear: integer('renovation_year'),
    amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
    price: amount('price').notNull(), // centimes
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    ...stamps,
  },
  (t) => [uniqueIndex('sales_reference_idx').on(t.reference)],
)

export const saleTranslations = pgTable(
  'sale_translations',
  {
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.saleId, t.locale] })],
)

export const productCategories = pgTable('product_categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(), // rental | option | package | service
  label: jsonb('label').$type<Localized>().notNull(),
})

/** What a cart can hold; context model and pricing formula are data (filled by the shop). */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id),
    reference: text('reference').notNull().unique(),
    type: text('type').notNull(),
    status: smallint('status').notNull().default(PUBLISHED),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull().default({ fr: '' }),
    basePrice: amount('base_price').notNull().default(0), // centimes, VAT included
    currency: text('currency').notNull().default('CHF'),
    vatKind: text('vat_kind').notNull().default('standard'), // accommodation | standard
    bulk: boolean('bulk').notNull().default(false),
    contentId: integer('content_id').references(() => contents.id, { onDelete: 'set null' }),
    contextModel: jsonb('context_model').$type<Record<string, unknown>>().notNull().default({}),
    pricing: jsonb('pricing').$type<Record<string, unknown>>().notNull().default({}),
    ...stamps,
  },
  (t) => [index('products_category_idx').on(t.categoryId, t.status)],
)


/** Contact, information and visit requests sent from the site's forms (domain/requests). */
export const requests = pgTable(
  'requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(), // 'contact' | 'information' | 'visit'
    locale: text('locale').notNull(), // the visitor's language: the acknowledgement goes out in it
    subjectType: text('subject_type'), // 'location' | 'sale', information and visit requests
    subjectId: integer('subject_id'),
    subjectReference: text('subject_reference'),
    subjectTitle: text('subject_title'), // as the visitor saw it
    title: text('title').notNull(), // 'mr' | 'mrs' | 'ms'
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(), // E.164
    phoneCountry: text('phone_country').notNull(), // ISO 3166 alpha-2 the number was entered for
    birthdate: date('birthdate'), // contact form only (SPEC §5: the contact form requires adults)
    visitDates: text('visit_dates'), // visit requests: preferred dates, free text
    message: text('message').notNull().default(''),
    pageUrl: text('page_url'), // the page the form was sent from
    ipHash: text('ip_hash').notNull(), // pseudonymised address, never the address itself
    // The agency's inbox (back office): new until answered or closed.
    status: text('status').$type<RequestStatus>().notNull().default('new'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('requests_created_idx').on(t.createdAt),
    index('requests_subject_idx').on(t.subjectType, t.subjectId),
    index('requests_status_idx').on(t.status, t.createdAt),
    check('requests_status_known', sql`${t.status} in ('new', 'answered', 'closed')`),
  ],
)

export const REQUEST_STATUSES = ['new', 'answered', 'closed'] as const
export type RequestStatus = (typeof REQUEST_STATUSES)[number]

/** The agency's answers to a request, sent by e-mail from the back office. */
export const requestReplies = pgTable(
  'request_replies',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_replies_request_idx').on(t.requestId)],
)

/**
 * Background work (domain/jobs): worked by every server process, claimed with
 * FOR UPDATE SKIP LOCKED, retried with exponential backoff, kept once done or failed.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(), // e.g. 'mail.send'
    payload: jsonb('payload').$type<unknown>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lastError: text('last_error'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }), // lease of the process running it
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }), // gave up after max_attempts
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`done_at is null and failed_at is null`)],
)

/** Fixed-window counters per key (e.g. a form and a hashed address), updated with one upsert. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
)

/**
 * A contact as the shipping-contact form gives it (SPEC §3): an account's profile points to one, and
 * so does an order (a copy, so that a later profile change never rewrites a paid order).
 */
export const shippingContacts = pgTable('shipping_contacts', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().default('mr'), // 'mr' | 'mrs' | 'ms'
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  street: text('street').notNull(),
  streetNumber: text('street_number').notNull(),
  complement: text('complement').notNull().default(''),
  zip: text('zip').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull().default('CH'), // ISO 3166 alpha-2
  state: text('state').notNull().default('VS'), // canton for CH, free region elsewhere
  phone: text('phone').notNull(), // E.164
  birthdate: date('birthdate', { mode: 'string' }),
  email: text('email').notNull(),
  cg: boolean('cg').notNull().default(false), // general terms accepted
  dataUse: boolean('data_use').notNull().default(false), // marketing consent
  ...stamps,
})

/** A customer account; the username is the e-mail address, stored lower-case. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(), // Argon2id, PHC string
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  roles: jsonb('roles').$type<string[]>().notNull().default(['ROLE_USER']),
  locale: text('locale').notNull().default('fr'), // e-mails go out in it
  dataUse: boolean('data_use').notNull().default(false),
  contactId: integer('contact_id').references(() => shippingContacts.id, { onDelete: 'set null' }),
  // Set when the person asked to be forgotten: the account is anonymised, its orders kept (accounting).
  erasedAt: timestamp('erased_at', { withTimezone: true }),
  ...stamps,
})

/**
 * Refresh tokens (cookie XRT): only their SHA-256 is stored. Each use replaces the token by a new one of
 * the same family; presenting a used one again revokes the whole family (a stolen token is detected).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family: text('family').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    stayLogged: boolean('stay_logged').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family), index('refresh_tokens_user_idx').on(t.userId)],
)

/** Single-use password reset links, valid one hour; only the token's SHA-256 is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
)

/**
 * A staff member's second factor (docs/decisions/031): the TOTP secret (RFC 6238, Base32; sealed with
 * DATA_ENCRYPTION_KEY, domain/secrets), confirmed once the member has given a first code from it; the
 * time step of the last code accepted (a code is never accepted twice); the SHA-256 of the recovery
 * codes not used yet.
 */
export const staffFactors = pgTable('staff_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  totpSecret: text('totp_secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastTimeStep: integer('last_time_step').notNull().default(0),
  recoveryCodes: jsonb('recovery_codes').$type<string[]>().notNull().default([]),
  ...stamps,
})

/**
 * A known value sealed with DATA_ENCRYPTION_KEY by the first start (docs/decisions/043): a later start
 * with another key fails to open it and is refused, before any secret is sealed with the wrong key.
 */
export const dataKeyCheck = pgTable(
  'data_key_check',
  {
    id: smallint('id').primaryKey().default(1),
    sealed: text('sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('data_key_check_one_row', sql`${t.id} = 1`)],
)

/** Single-use links that let a new staff member choose a password and set up the second factor. */
export const staffSetupLinks = pgTable(
  'staff_setup_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_setup_links_user_idx').on(t.userId)],
)

/**
 * Every change a staff member makes: who (the name is kept if the account goes), when, what (an
 * action on an entity), and the values before and after. Rows are only ever added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_at_idx').on(t.at)],
)

/** Reduction codes (DESIGN §3): a percentage (basis points) or a fixed amount (centimes). */
export const reductionCodes = pgTable('reduction_codes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(), // stored upper-case
  kind: text('kind').notNull(), // 'percent' | 'fixed'
  value: amount('value').notNull(), // basis points (1000 = 10 %) or centimes
  validFrom: date('valid_from', { mode: 'string' }),
  validTo: date('valid_to', { mode: 'string' }),
  usageLimit: integer('usage_limit'), // null: unlimited
  usedCount: integer('used_count').notNull().default(0),
  minimumTotal: amount('minimum_total'), // centimes, null: none
  ...stamps,
})

/**
 * Orders; a cart is an order with status 1 (DESIGN §3: 1 cart, 2 paid, 3 deposit paid, 4 cancelled).
 * A guest's cart is found by the SHA-256 of its httpOnly cart cookie (session).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(), // all digits, random: not guessable in sequence
    status: smallint('status').notNull().default(1),
    currency: text('currency').notNull().default('CHF'),
    locale: text('locale').notNull().default('fr'),
    session: text('session').unique(), // SHA-256 of the cart cookie; null once the cart is paid
    // The cart cookie's hash kept once paid: the guest comes back to the confirmation from the same browser.
    ownerSession: text('owner_session'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    shippingContactId: integer('shipping_contact_id').references(() => shippingContacts.id, { onDelete: 'set null' }),
    reductionCodeId: integer('reduction_code_id').references(() => reductionCodes.id),
    reduction: amount('reduction').notNull().default(0), // centimes taken off the subtotal
    subTotal: amount('sub_total').notNull().default(0), // centimes, VAT included
    total: amount('total').notNull().default(0),
    reportedTotal: amount('reported_total').notNull().default(0), // still due after a deposit
    gradedPayment: boolean('graded_payment').notNull().default(false),
    gradedToPayAt: date('graded_to_pay_at', { mode: 'string' }),
    remarks: text('remarks').notNull().default(''),
    payedAt: timestamp('payed_at', { withTimezone: true }),
    // Made by the demo seed (db/seed/orders.server.ts): a new seed replaces it; real orders stop a seed.
    demo: boolean('demo').notNull().default(false),
    // Group bookings (rentals of several locations on overlapping dates, domain/orders/group-agreement):
    // paid only once the agency agrees. null: not asked; 'requested' | 'agreed' | 'refused'.
    agreement: text('agreement').$type<'requested' | 'agreed' | 'refused'>(),
    agreementAt: timestamp('agreement_at', { withTimezone: true }),
    // SHA-256 of the link that takes the agreed cart to the customer's browser, once.
    resumeTokenHash: text('resume_token_hash').unique(),
    ...stamps,
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.status),
    index('orders_agreement_idx').on(t.agreement).where(sql`${t.agreement} = 'requested'`),
    check('orders_agreement_known', sql`${t.agreement} is null or ${t.agreement} in ('requested', 'agreed', 'refused')`),
  ],
)

/** One line of an order: a product with its context (the configuration the visitor entered). */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    linkedToItemId: integer('linked_to_item_id'), // an option nested under its rental
    quantity: integer('quantity').notNull().default(1),
    reference: text('reference').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    subTitle: jsonb('sub_title').$type<Localized>().notNull().default({ fr: '' }),
    context: jsonb('context').$type<Record<string, unknown>[]>().notNull().default([]), // data entries
    startPeriod: date('start_period', { mode: 'string' }), // service or rental date: it sets the VAT rate
    endPeriod: date('end_period', { mode: 'string' }),
    total: amount('total').notNull(), // centimes, VAT included
    totalExcludingTax: amount('total_excluding_tax').notNull(),
    vatRate: integer('vat_rate').notNull(), // basis points, e.g. 810 = 8.1 %
    // Rentals: the tourist tax inside `total` (centimes, no VAT) and the stay's last quote (docs/decisions/023).
    touristTax: amount('tourist_tax').notNull().default(0),
    stay: jsonb('stay').$type<Record<string, unknown>>(),
    // Rentals after payment (domain/stays): when the arrival information and the review request went out.
    arrivalSentAt: timestamp('arrival_sent_at', { withTimezone: true }),
    reviewAskedAt: timestamp('review_asked_at', { withTimezone: true }),
    ...stamps,
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
)

/** A stay or a block as calendar dates: arrival included, departure excluded (`[arrival, departure)`). */
export type BookedPeriod = { arrival: string; departure: string }

/** PostgreSQL's `daterange`, always written and read in its canonical form `[arrival,departure)`. */
const dateRange = customType<{ data: BookedPeriod; driverData: string }>({
  dataType: () => 'daterange',
  toDriver: (period) => `[${period.arrival},${period.departure})`,
  fromDriver: (text) => {
    const [arrival = '', departure = ''] = text.slice(1, -1).split(',')
    return { arrival, departure }
  },
})

/** Statuses that occupy the calendar: the exclusion constraint of migration 0007 guards exactly these. */
export const LIVE_BOOKING_STATUSES = ['hold', 'confirmed', 'blocked'] as const
/** `expired`: a hold whose time ran out; `released`: a hold given up (item removed, cart abandoned). */
export const BOOKING_STATUSES = [...LIVE_BOOKING_STATUSES, 'cancelled', 'expired', 'released'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]
/** Who created the row: the site (a visitor's cart), the agency, the owner, or an iCal import. */
export const BOOKING_SOURCES = ['site', 'agency', 'owner', 'ical'] as const
export type BookingSource = (typeof BOOKING_SOURCES)[number]

const quotedList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/**
 * Rental stays, holds and blocks of weekly rentals (DESIGN §3, docs/decisions/017): one table, so one
 * exclusion constraint (migration 0007) refuses any two live rows of a location whose periods overlap.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    period: dateRange('period').notNull(),
    status: text('status').$type<BookingStatus>().notNull(),
    // Kept when the item is deleted: the row stays as the agency's history, without its cart line.
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }), // holds only
    source: text('source').$type<BookingSource>().notNull(),
    externalUid: text('external_uid'), // the UID of an imported iCal event
    // The feed an imported block came from: removed with it (the calendar it mirrored is gone).
    feedId: integer('feed_id').references((): AnyPgColumn => icalFeeds.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    ...stamps,
  },
  (t) => [
    check('bookings_status_known', sql`${t.status} in (${quotedList(BOOKING_STATUSES)})`),
    check('bookings_source_known', sql`${t.source} in (${quotedList(BOOKING_SOURCES)})`),
    check(
      'bookings_period_bounded',
      sql`not isempty(${t.period}) and not lower_inf(${t.period}) and not upper_inf(${t.period})`,
    ),
    check('bookings_hold_expires', sql`${t.status} <> 'hold' or ${t.expiresAt} is not null`),
    check('bookings_block_without_item', sql`${t.status} <> 'blocked' or ${t.orderItemId} is null`),
    // One order item occupies one period at most: it is never booked twice.
    uniqueIndex('bookings_live_item_idx')
      .on(t.orderItemId)
      .where(sql`${t.orderItemId} is not null and ${t.status} in ('hold', 'confirmed')`),
    index('bookings_item_idx').on(t.orderItemId),
    index('bookings_hold_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'hold'`),
  ],
)

/**
 * A price of an order already placed changed by the agency (SPEC §9, docs/decisions/033): a concierge
 * service raised up to 20 days before departure, or a mistaken price corrected within 48 business
 * hours. The customer is told; when the rules allow it (a correction, or a concierge rise of the
 * order's total by more than 10%) they may withdraw at no cost until `withdrawable_until`, through a
 * link whose SHA-256 is kept here. Demo orders replaced by a new seed take their changes with them.
 */
export const PRICE_CHANGE_KINDS = ['concierge_rise', 'correction'] as const
export type PriceChangeKind = (typeof PRICE_CHANGE_KINDS)[number]
export const orderPriceChanges = pgTable(
  'order_price_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PriceChangeKind>().notNull(),
    itemTotalBefore: amount('item_total_before').notNull(), // centimes, VAT included
    itemTotalAfter: amount('item_total_after').notNull(),
    orderTotalBefore: amount('order_total_before').notNull(),
    orderTotalAfter: amount('order_total_after').notNull(),
    reason: text('reason').notNull(),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    withdrawableUntil: timestamp('withdrawable_until', { withTimezone: true }), // null: no withdrawal
    withdrawTokenHash: text('withdraw_token_hash').unique(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_price_changes_kind_known', sql`${t.kind} in (${quotedList(PRICE_CHANGE_KINDS)})`),
    check('order_price_changes_totals_positive', sql`${t.itemTotalAfter} >= 0 and ${t.orderTotalAfter} >= 0`),
    check('order_price_changes_withdrawal_needs_link', sql`(${t.withdrawableUntil} is null) = (${t.withdrawTokenHash} is null)`),
    index('order_price_changes_order_idx').on(t.orderId),
  ],
)

/** Why a payment was asked (domain/payments/provider.ts), and a refund of one. */
export const PAYMENT_KINDS = ['full', 'deposit', 'balance', 'refund'] as const
export type PaymentKind = (typeof PAYMENT_KINDS)[number]

/**
 * Where a payment stands: `pending` until the provider's final answer; `paid`; `failed` (declined,
 * error, amount that does not match); `cancelled` (the payer gave up); `refunded` (a paid payment
 * given back whole, e.g. its week was lost). A refund row is `pending`, `paid` or `failed`.
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/**
 * Every attempt to pay an order, and every refund (DESIGN §3 "Orders and payment"). Amounts are
 * positive centimes. The partial unique index makes "paid exactly once" the database's rule for a
 * full payment and a deposit (a refunded one no longer counts).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(), // 'test' | 'datatrans' | 'transfer'
    reference: text('reference'), // the provider's transaction id, once created
    kind: text('kind').$type<PaymentKind>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    amount: amount('amount').notNull(),
    currency: text('currency').notNull().default('CHF'),
    refundOf: integer('refund_of'), // a refund: the payment it gives back (part of)
    // Where the visitor goes after the provider's page: the addresses the checkout call gave.
    returnUrls: jsonb('return_urls').$type<{ success: string; cancel: string; fail: string }>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...stamps,
  },
  (t) => [
    check('payments_kind_known', sql`${t.kind} in (${quotedList(PAYMENT_KINDS)})`),
    check('payments_status_known', sql`${t.status} in (${quotedList(PAYMENT_STATUSES)})`),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_refund_names_its_payment', sql`(${t.kind} = 'refund') = (${t.refundOf} is not null)`),
    // A full payment and a deposit are paid once. A balance may be paid again: a price the agency
    // raised on an order already paid (order_price_changes) is a further balance. What owes it is the
    // order's conditional move 3 → 2 on `reported_total` (order-transition.server.ts), never a count.
    uniqueIndex('payments_paid_once_idx')
      .on(t.orderId, t.kind)
      .where(sql`${t.status} = 'paid' and ${t.kind} in ('full', 'deposit')`),
    uniqueIndex('payments_reference_idx').on(t.provider, t.reference),
    index('payments_order_idx').on(t.orderId),
    index('payments_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
)

/** What happened to a payment, as it came (notification, browser return, re-check, refund answer). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    source: text('source').notNull(), // 'create' | 'notification' | 'return' | 'recheck' | 'refund' | 'agency'
    status: text('status').notNull(), // the provider's status as read
    amount: amount('amount'),
    currency: text('currency'),
    // Refused events too (bad amount, bad currency): why, for the agency and the logs.
    note: text('note').notNull().default(''),
    raw: jsonb('raw').$type<unknown>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId)],
)

/**
 * The built-in test provider's own transactions (embedded mode, docs/decisions): what a real
 * provider keeps on its side, so that its status and refund calls have something to answer from.
 */
export const testPaymentTransactions = pgTable('test_payment_transactions', {
  id: serial('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  paymentId: integer('payment_id').notNull(),
  orderNumber: text('order_number').notNull(),
  kind: text('kind').notNull(),
  amount: amount('amount').notNull(),
  currency: text('currency').notNull(),
  locale: text('locale').notNull(),
  status: text('status').notNull().default('pending'), // pending | paid | failed | cancelled
  refunded: amount('refunded').notNull().default(0),
  returnUrls: jsonb('return_urls').$type<{ success: string; cancel: string; error: string }>().notNull(),
  notifyUrl: text('notify_url').notNull(),
  ...stamps,
})

/**
 * What went wrong at a feed's last reading, shown to staff in their language
 * (domain/booking/ical/feed-problems.ts): the fetch or the file failed (`detail`: the network's
 * or the parser's words), the reading stopped at `limit` dates, events over a booking were left out
 * (`events`: the first of them, `count`: all), or the import could not be saved.
 */
export type IcalFeedProblem =
  | { code: 'fetch_failed'; detail: string }
  | { code: 'unreadable'; detail: string }
  | { code: 'cut_short'; limit: number }
  | { code: 'overlaps'; events: string[]; count: number }
  | { code: 'not_saved' }

/**
 * Calendars of other platforms (Airbnb, Booking.com…) imported per rental by a job: their events
 * become blocks (`bookings` with source 'ical' and the event's UID). Their addresses carry the
 * platform's private token: `url` is sealed with DATA_ENCRYPTION_KEY (stable, so the unique index
 * still finds a feed added twice; domain/secrets).
 */
export const icalFeeds = pgTable(
  'ical_feeds',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    label: text('label').notNull().default(''),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    problems: jsonb('problems').$type<IcalFeedProblem[]>().notNull().default([]),
    eventCount: integer('event_count').notNull().default(0),
    ...stamps,
  },
  (t) => [uniqueIndex('ical_feeds_location_url_idx').on(t.locationId, t.url)],
)

/**
 * How guests get into a rental (domain/stays/arrival): edited by staff in each language, sent a few
 * days before arrival and shown behind the order's signed link once the stay is paid, never on a
 * public page. The access code and the Wi-Fi password are sealed with DATA_ENCRYPTION_KEY (domain/secrets).
 */
export type ArrivalTexts = { address: string; keyPickup: string; parking: string; notes: string }
export const locationArrivals = pgTable('location_arrivals', {
  locationId: integer('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  checkInFrom: text('check_in_from').notNull().default('16:00'), // HH:MM, local time
  checkOutBy: text('check_out_by').notNull().default('10:00'),
  accessCode: text('access_code').notNull().default(''),
  wifiNetwork: text('wifi_network').notNull().default(''),
  wifiPassword: text('wifi_password').notNull().default(''),
  texts: jsonb('texts').$type<{ fr: ArrivalTexts; en?: ArrivalTexts }>().notNull(),
  ...stamps,
})

/**
 * Travellers of a paid stay, reported to the canton (LEI art. 16, OASA art. 18; docs/decisions/055):
 * filled in by the guest behind the order's link, erased by a job once the retention period is over.
 * Foreign travellers give an identity document (sealed like the access code).
 */
export const TRAVELLER_DOCUMENTS = ['passport', 'id_card', 'residence_permit', 'other'] as const
export type TravellerDocument = (typeof TRAVELLER_DOCUMENTS)[number]
export const travellers = pgTable(
  'travellers',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(), // 1 = the guest who books
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    nationality: text('nationality').notNull(), // ISO 3166-1 alpha-2
    documentType: text('document_type').$type<TravellerDocument>(),
    documentNumber: text('document_number'),
    ...stamps,
  },
  (t) => [
    uniqueIndex('travellers_item_position_idx').on(t.orderItemId, t.position),
    check('travellers_position_positive', sql`${t.position} >= 1`),
    check('travellers_nationality_code', sql`${t.nationality} ~ '^[A-Z]{2}$'`),
    check('travellers_document_known', sql`${t.documentType} is null or ${t.documentType} in (${quotedList(TRAVELLER_DOCUMENTS)})`),
    // A foreign traveller always comes with an identity document (OASA art. 18).
    check('travellers_foreigner_document', sql`${t.nationality} = 'CH' or (${t.documentType} is not null and coalesce(${t.documentNumber}, '') <> '')`),
  ],
)

/**
 * Verified reviews (docs/decisions/056): one per paid, finished stay, written behind the link of the
 * e-mail sent after departure, published once staff approve it.
 */
export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    authorName: text('author_name').notNull(), // as published: first name and initial
    stayedOn: date('stayed_on', { mode: 'string' }).notNull(), // the arrival, shown as a month
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    ...stamps,
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_status_known', sql`${t.status} in (${quotedList(REVIEW_STATUSES)})`),
    index('reviews_location_idx').on(t.locationId, t.status),
  ],
)
