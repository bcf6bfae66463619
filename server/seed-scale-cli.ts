import path from 'node:path'
import { mediaStoreFromEnv } from './media/settings.server'
import { openDatabase } from '../db/client.server'
import { seedCommandSecrets } from './seed-command'
import { seedIfEmpty } from '../db/seed/index.server'
import { ensureKeyCheck } from '../domain/secrets/stored-secrets.server'
import { addScaleData } from '../db/seed/scale.server'

/**
 * Scale data for the benchmark: `SCALE_RENTALS=10000 SCALE_CONTENTS=5000 DATA_DIR=… tsx server/seed-scale-cli.ts`
 * seeds the demo data into an empty database, then copies it up to that many weekly rentals and contents.
 */
async function main(): Promise<void> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data')
  const url = process.env.DATABASE_URL || undefined
  const weeklyRentals = Number(process.env.SCALE_RENTALS ?? 1000)
  const contents = Number(process.env.SCALE_CONTENTS ?? 5000)
  const secrets = seedCommandSecrets(process.env, dataDir)
  const database = await openDatabase({ url, dataDir })
  try {
    const started = Date.now()
    await ensureKeyCheck(database.db, secrets)
    await seedIfEmpty(database.db, { media: await mediaStoreFromEnv(), secrets, mediaCacheDir: process.env.SEED_MEDIA_CACHE || undefined })
    const demoMs = Date.now() - started
    const s = await addScaleData(database.db, { weeklyRentals, contents })
    console.log(
      `scale data: ${s.weeklyRentals} weekly rentals, ${s.priceWeeks} price weeks, ${s.bookings} bookings and blocks, ` +
        `${s.holds} holds, ${s.contents} contents; demo seed ${(demoMs / 1000).toFixed(1)} s, copies ${(s.ms / 1000).toFixed(1)} s`,
    )
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error('Scale data failed:', error)
  process.exitCode = 1
})
