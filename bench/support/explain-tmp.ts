import { sql } from 'drizzle-orm'
import { openDatabase } from '/work/wt/scale/db/client.server'
const database = await openDatabase({ dataDir: process.env.DATA_DIR! })
const q = process.argv[2]
const r = (await database.db.execute(sql.raw((process.env.RAW ? '' : 'explain analyze ') + q))) as unknown as { rows: Record<string, string>[] }
console.log(process.env.RAW ? JSON.stringify(r.rows) : r.rows.map((x) => Object.values(x)[0]).join('\n'))
await database.close()
