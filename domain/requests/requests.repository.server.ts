import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { locations, locationTranslations, requests, saleTranslations, sales } from '../../db/schema'
import type { Tx } from '../../db/types'
import type { RequestSubjectInfo } from './request-mails'
import type { SubjectType } from './request-rules'

/** The rental or sale a request is about, with its title in the visitor's language and in French. */
export async function findRequestSubject(
  db: Db,
  type: SubjectType,
  id: number,
  locale: 'fr' | 'en',
): Promise<RequestSubjectInfo | null> {
  const found =
    type === 'location'
      ? await db
          .select({ reference: locations.reference, locale: locationTranslations.locale, title: locationTranslations.title })
          .from(locations)
          .leftJoin(locationTranslations, eq(locationTranslations.locationId, locations.id))
          .where(eq(locations.id, id))
      : await db
          .select({ reference: sales.reference, locale: saleTranslations.locale, title: saleTranslations.title })
          .from(sales)
          .leftJoin(saleTranslations, eq(saleTranslations.saleId, sales.id))
          .where(eq(sales.id, id))
  if (found.length === 0) return null
  const titleIn = (l: string) => found.find((row) => row.locale === l)?.title ?? null
  const titleFr = titleIn('fr')
  return { type, id, reference: found[0].reference, title: titleIn(locale) ?? titleFr, titleFr }
}

export type NewRequest = typeof requests.$inferInsert

export async function insertRequest(tx: Tx, row: NewRequest): Promise<{ id: number; createdAt: Date }> {
  const [stored] = await tx.insert(requests).values(row).returning({ id: requests.id, createdAt: requests.createdAt })
  return stored
}
