import fs from 'node:fs'
import path from 'node:path'
import { contentTypeOfKey, isMediaKey } from './keys'
import type { MediaStore } from './store'
import { mediaUrl } from './url'

/** Pictures as files under `root` (DATA_DIR/media): the embedded default, one machine's disk. */
export function localMediaStore(root: string, options: { baseUrl?: string | null } = {}): MediaStore {
  const fileOf = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`)
    return path.join(root, ...key.split('/'))
  }
  const statOf = async (key: string) => {
    try {
      const stat = await fs.promises.stat(fileOf(key))
      return stat.isFile() ? stat : null
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }
  let temporary = 0
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = fileOf(key)
      await fs.promises.mkdir(path.dirname(file), { recursive: true })
      // Through a temporary name, then renamed: a reader never sees half a file.
      const tmp = `${file}.${process.pid}.${++temporary}.tmp`
      await fs.promises.writeFile(tmp, bytes)
      await fs.promises.rename(tmp, file)
    },
    async get(key) {
      try {
        return new Uint8Array(await fs.promises.readFile(fileOf(key)))
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async stream(key) {
      const stat = await statOf(key)
      if (!stat) return null
      return {
        body: fs.createReadStream(fileOf(key)),
        size: stat.size,
        contentType: contentTypeOfKey(key),
        etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      }
    },
    exists: async (key) => (await statOf(key)) !== null,
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true })
    },
    url: (key) => mediaUrl(`/media/${key}`, options.baseUrl),
    async ping() {
      await fs.promises.mkdir(root, { recursive: true })
      await fs.promises.access(root, fs.constants.R_OK | fs.constants.W_OK)
    },
    close: async () => {},
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code
  return code === 'ENOENT' || code === 'ENOTDIR'
}
