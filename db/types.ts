import type { Db } from './client.server'

/** A transaction handed out by `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Where a query may run: inside the caller's transaction (the usual case) or on its own. */
export type DbOrTx = Db | Tx
