// Every test file writes its temporary files (embedded databases of ~70 MB each, mail, media,
// archives) in a folder of its own, removed when the file is done, and so do the servers it starts
// (they inherit TMPDIR): a full run used to leave several GB behind and fill a CI machine's disk.
// It runs before the test file is imported, so top-level mkdtemp calls land there too; vitest's
// "stack" hook order runs this afterAll after the file's own, once its servers have stopped.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'

const before = process.env.TMPDIR
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-scratch-'))
process.env.TMPDIR = scratch

afterAll(() => {
  if (before === undefined) delete process.env.TMPDIR
  else process.env.TMPDIR = before
  fs.rmSync(scratch, { recursive: true, force: true })
})
