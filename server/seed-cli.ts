import path from 'node:path'
import { mediaStoreFromEnv } from './media/settings.server'
import { openDatabase } from '../db/client.server'
import { seedCommandSecrets, SeedCommandRefused } from './seed-command'
import { seed } from '../db/seed/index.server'
import { ensureKeyCheck } from '../domain/secrets/stored-secrets.server'

/**
 * `npm run seed`: empties and refills the demo data of the database under DATA_DIR (or DATABASE_URL).
 * Never on a production site (SITE_MODE, by default with DATABASE_URL): the demo admin's password is public.
 */
async function main(): Promise<void> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data')
  const url = process.env.DATABASE_URL || undefined
  const secrets = seedCommandSecrets(process.env, dataDir)
  const media = await mediaStoreFromEnv()
  console.log(`Seeding ${url ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(dataDir, 'db')}`}, pictures in ${media.kind === 's3' ? `the bucket ${process.env.S3_BUCKET}` : path.join(dataDir, 'media')}`)
  const database = await openDatabase({ url, dataDir })
  try {
    await ensureKeyCheck(database.db, secrets)
    const s = await seed(database.db, { media, secrets, log: (msg) => console.log(msg) })
    console.log(
      [
        'Seed done:',
        `  weekly rentals   ${s.weeklyRentals}`,
        `  annual rentals   ${s.annualRentals}`,
        `  price weeks      ${s.priceWeeks} (${s.specialOffers} special offers)`,
        `  bookings         ${s.bookings} (bookings and blocks)`,
        `  sales            ${s.sales}`,
        `  contents         ${s.contents}`,
        `  images           ${s.images} (${s.imageFilesWritten} pictures drawn)`,
        `  time             ${(s.ms / 1000).toFixed(1)} s`,
      ].join('\n'),
    )
  } finally {
    await database.close()
    await media.close()
  }
}

main().catch((error: unknown) => {
  // A refusal (paid orders in the database, a production site) is a message for a person, not a stack trace.
  const refused = error instanceof SeedCommandRefused || (error instanceof Error && error.name === 'SeedRefusedError')
  console.error(refused ? 'Seed refused:' : 'Seed failed:', refused ? (error as Error).message : error)
  process.exitCode = 1
})
