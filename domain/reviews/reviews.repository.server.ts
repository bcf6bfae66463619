/**
 * The reviews' queries (docs/decisions/056): the rental items of an order with what a review needs,
 * a review written (the unique order item refuses a second one), the reviews waiting for staff, a
 * review moderated, and a rental's published reviews with their average and count in one query.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { bookings, locations, locationTranslations, orderItems, orders, productCategories, products, reviews, shippingContacts, type ReviewStatus } from '../../db/schema'
import type { DbOrTx } from '../../db/types'

export type ReviewRow = typeof reviews.$inferSelect

/** A rental item of an order, with its rental, its guest's name and its review if any. */
export type StayOfOrder = {
  itemId: number
  orderId: number
  orderStatus: number
  orderLocale: string
  title: Record<string, string>
  arrival: string | null
  departure: string | null
  locationId: number | null
  isRental: boolean
  cancelled: boolean
  firstName: string
  lastName: string
  reviewAskedAt: Date | null
  review: { status: ReviewStatus; rating: number } | null
}

const stayColumns = {
  itemId: orderItems.id,
  orderId: orders.id,
  orderStatus: orders.status,
  orderLocale: orders.locale,
  title: orderItems.title,
  arrival: orderItems.startPeriod,
  departure: orderItems.endPeriod,
  locationId: locations.id,
  category: productCategories.code,
  // A stay that did not take place: its booking was cancelled (never one confirmed since).
  cancelled: sql<boolean>`exists (select 1 from ${bookings} b where b.order_item_id = ${orderItems.id} and b.status = 'cancelled')
    and not exists (select 1 from ${bookings} b where b.order_item_id = ${orderItems.id} and b.status = 'confirmed')`,
  firstName: sql<string>`coalesce(${shippingContacts.firstName}, '')`,
  lastName: sql<string>`coalesce(${shippingContacts.lastName}, '')`,
  reviewAskedAt: orderItems.reviewAskedAt,
  reviewStatus: reviews.status,
  reviewRating: reviews.rating,
}

type StayRecord = { [K in keyof typeof stayColumns]: unknown }

function stayOf(row: StayRecord): StayOfOrder {
  return {
    itemId: row.itemId as number,
    orderId: row.orderId as number,
    orderStatus: row.orderStatus as number,
    orderLocale: row.orderLocale as string,
    title: row.title as Record<string, string>,
    arrival: row.arrival as string | null,
    departure: row.departure as string | null,
    locationId: row.locationId as number | null,
    isRental: row.category === 'rental',
    cancelled: Boolean(row.cancelled),
    firstName: row.firstName as string,
    lastName: row.lastName as string,
    reviewAskedAt: row.reviewAskedAt as Date | null,
    review: row.reviewStatus ? { status: row.reviewStatus as ReviewStatus, rating: row.reviewRating as number } : null,
  }
}

function staysQuery(db: DbOrTx) {
  return db
    .select(stayColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .leftJoin(locations, eq(locations.productId, orderItems.productId))
    .leftJoin(shippingContacts, eq(shippingContacts.id, orders.shippingContactId))
    .leftJoin(reviews, eq(reviews.orderItemId, orderItems.id))
}

/** The rental items of an order (its stays), by arrival. */
export async function staysOfOrder(db: DbOrTx, orderId: number): Promise<StayOfOrder[]> {
  const rows = await staysQuery(db)
    .where(and(eq(orderItems.orderId, orderId), eq(productCategories.code, 'rental')))
    .orderBy(asc(orderItems.startPeriod), asc(orderItems.id))
  return rows.map(stayOf)
}

/** One item of an order, whatever its kind (null when the order has no such item). */
export async function stayOfItem(db: DbOrTx, orderId: number, itemId: number): Promise<StayOfOrder | null> {
  const [row] = await staysQuery(db).where(and(eq(orderItems.orderId, orderId), eq(orderItems.id, itemId)))
  return row ? stayOf(row) : null
}

/** The same by the item alone (the request job). */
export async function stayById(db: DbOrTx, itemId: number): Promise<StayOfOrder | null> {
  const [row] = await staysQuery(db).where(eq(orderItems.id, itemId))
  return row ? stayOf(row) : null
}

export type NewReview = Pick<ReviewRow, 'orderItemId' | 'locationId' | 'locale' | 'rating' | 'body' | 'authorName' | 'stayedOn'> & { status?: ReviewStatus }

/** Writes a review; null when the stay has one already (the unique order item, even in a race). */
export async function insertReview(db: DbOrTx, review: NewReview): Promise<ReviewRow | null> {
  const [row] = await db.insert(reviews).values(review).onConflictDoNothing({ target: reviews.orderItemId }).returning()
  return row ?? null
}

/** A pending review for staff: its rental and stay. */
export type PendingReview = {
  id: number
  rating: number
  body: string
  locale: string
  authorName: string
  locationId: number
  reference: string
  title: string
  arrival: string | null
  departure: string | null
  createdAt: Date
}

/** The reviews waiting for staff, oldest first, with their rental's title in `locale`. */
export async function pendingReviews(db: DbOrTx, locale: string): Promise<PendingReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      body: reviews.body,
      locale: reviews.locale,
      authorName: reviews.authorName,
      locationId: reviews.locationId,
      reference: locations.reference,
      title: sql<string>`coalesce((select t.title from ${locationTranslations} t where t.location_id = ${locations.id} and t.locale = ${locale}),
        (select t.title from ${locationTranslations} t where t.location_id = ${locations.id} and t.locale = 'fr'), ${locations.reference})`,
      arrival: orderItems.startPeriod,
      departure: orderItems.endPeriod,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(locations, eq(locations.id, reviews.locationId))
    .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
    .where(eq(reviews.status, 'pending'))
    .orderBy(asc(reviews.createdAt), asc(reviews.id))
  return rows
}

/**
 * Moves a pending review to published or rejected; the row as it was and as it is, or null when it
 * is not pending (moderated meanwhile, or none).
 */
export async function moderateReview(db: DbOrTx, id: number, status: 'published' | 'rejected', staffId: number): Promise<{ before: ReviewRow; after: ReviewRow } | null> {
  const [before] = await db.select().from(reviews).where(and(eq(reviews.id, id), eq(reviews.status, 'pending'))).for('update')
  if (!before) return null
  const [after] = await db
    .update(reviews)
    .set({ status, moderatedAt: sql`now()`, moderatedBy: staffId, updatedAt: sql`now()` })
    .where(and(eq(reviews.id, id), eq(reviews.status, 'pending')))
    .returning()
  return after ? { before, after } : null
}

/**
 * A rental's page shows its reviews: telling the page cache means touching the rental, whose
 * notice (migration 0026) drops its kept pages (decision 046); `reviews` announces nothing itself.
 */
export async function touchRental(db: DbOrTx, locationId: number): Promise<void> {
  await db.update(locations).set({ updatedAt: sql`now()` }).where(eq(locations.id, locationId))
}

export type PublishedReview = { id: number; rating: number; body: string; locale: string; authorName: string; stayedOn: string; publishedAt: string }
export type RentalReviews = { average: number; count: number; reviews: PublishedReview[] }

/**
 * A rental's published reviews, newest first (the `limit` latest), with the average and count of
 * all its published ones — one query (a window over the published rows). Pending and rejected
 * reviews never count.
 */
export async function publishedReviews(db: DbOrTx, locationId: number, limit = 20): Promise<RentalReviews> {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      body: reviews.body,
      locale: reviews.locale,
      authorName: reviews.authorName,
      stayedOn: reviews.stayedOn,
      moderatedAt: reviews.moderatedAt,
      average: sql<string>`avg(${reviews.rating}) over ()`,
      count: sql<number>`count(*) over ()`,
    })
    .from(reviews)
    .where(and(eq(reviews.locationId, locationId), eq(reviews.status, 'published')))
    .orderBy(desc(reviews.stayedOn), desc(reviews.id))
    .limit(limit)
  const first = rows[0]
  return {
    average: first ? Math.round(Number(first.average) * 10) / 10 : 0,
    count: first ? Number(first.count) : 0,
    reviews: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      body: r.body,
      locale: r.locale,
      authorName: r.authorName,
      stayedOn: r.stayedOn,
      publishedAt: (r.moderatedAt ?? new Date(0)).toISOString(),
    })),
  }
}

/** Marks the review request of an item as sent, once: false when it was already (another run). */
export async function markReviewAsked(db: DbOrTx, itemId: number): Promise<boolean> {
  const rows = await db
    .update(orderItems)
    .set({ reviewAskedAt: sql`now()` })
    .where(and(eq(orderItems.id, itemId), sql`${orderItems.reviewAskedAt} is null`))
    .returning({ id: orderItems.id })
  return rows.length > 0
}
