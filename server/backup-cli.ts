/**
 * `npm run backup [-- file.tar.gz]`: the embedded site's database and files (pictures, generated keys,
 * written e-mails) in one archive, while the server runs or not (docs/operations.md).
 */
import path from 'node:path'
import { backUp, defaultBackupName } from './backup/commands.server'
import { runCommand } from './backup/run-command'
import { readConfig } from './config.server'

async function main(args: string[]): Promise<number> {
  if (args.includes('--help')) {
    console.log('Usage: npm run backup [-- file.tar.gz]   (default: backups/agency-YYYY-MM-DD-HHMM.tar.gz)')
    return 0
  }
  const config = readConfig()
  const target = path.resolve(args.find((a) => !a.startsWith('--')) ?? defaultBackupName())
  const done = await backUp(config, target)
  console.log(`Backup written: ${done.file} (${(done.bytes / 1_000_000).toFixed(1)} MB, ${done.manifest.files} files besides the database, ${done.fromRunningServer ? 'taken from the running server' : 'taken with the server stopped'}).`)
  if (done.manifest.pictures === 's3') console.log(`The pictures are in the bucket ${config.S3_BUCKET}, not in this archive: keep its versioning on (docs/operations.md).`)
  console.log('It holds customers’ data and the site’s keys: keep it where only the agency can read it.')
  return 0
}

runCommand('backup', main)
