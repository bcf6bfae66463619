import { desc } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { images } from '../../db/schema'
import { mediaKeyOfPath } from './keys'
import type { MediaStore } from './store'

/** The store key of the newest picture the database names (its base format), or null when it names none. */
export async function newestPictureKey(db: Db): Promise<string | null> {
  const [row] = await db.select({ formats: images.formats }).from(images).orderBy(desc(images.id)).limit(1)
  const format = row?.formats.base ?? Object.values(row?.formats ?? {})[0]
  return format ? mediaKeyOfPath(format.url) : null
}

/**
 * Whether the store holds the pictures the database names, judged by the newest one (files are
 * stored before the row that names them, and never removed with it). It fails on an instance whose
 * store is not the one the pictures went to: its own disk while another instance wrote them.
 */
export async function checkMediaStore(db: Db, store: MediaStore): Promise<void> {
  await store.ping()
  const key = await newestPictureKey(db)
  if (key && !(await store.exists(key))) {
    throw new Error(
      `does not hold ${key}, the newest picture of the database: its pictures were stored elsewhere` +
        (store.kind === 'local' ? ' (instances sharing a database must share a bucket: S3_BUCKET)' : ''),
    )
  }
}
