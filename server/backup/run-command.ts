import { ConfigError } from '../config.server'
import { BackupRefused } from './archive.server'

/**
 * Runs `npm run backup` or `npm run restore` on the command line's arguments and exits with the code
 * `main` gives. A refusal or a wrong setting is printed as its message, which says what to do;
 * anything else as "<name> failed: …"; both exit 1.
 */
export function runCommand(name: 'backup' | 'restore', main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error instanceof BackupRefused || error instanceof ConfigError ? error.message : [`${name} failed:`, error].join(' '))
      process.exitCode = 1
    },
  )
}
