/**
 * `npm run restore -- file.tar.gz [--force]`: a backup of `npm run backup` into DATA_DIR, new or empty
 * (or replaced with --force), with the server stopped (docs/operations.md).
 */
import path from 'node:path'
import { restore } from './backup/commands.server'
import { runCommand } from './backup/run-command'
import { readConfig } from './config.server'

async function main(args: string[]): Promise<number> {
  const archive = args.find((a) => !a.startsWith('--'))
  if (!archive || args.includes('--help')) {
    console.error('Usage: npm run restore -- file.tar.gz [--force]   (into DATA_DIR, ./data by default)')
    return archive ? 0 : 2
  }
  const config = readConfig()
  const done = await restore(config, path.resolve(archive), args.includes('--force'))
  console.log(`Restored into ${config.dataDir}: the backup of ${done.manifest.createdAt}, ${done.orders} orders, ${done.pictures} pictures, ${done.files} files.`)
  if (done.manifest.pictures === 's3') console.log('Its pictures were in the S3 bucket: start the site with the same S3_* settings.')
  console.log('Start the site on it: npm start')
  return 0
}

runCommand('restore', main)
