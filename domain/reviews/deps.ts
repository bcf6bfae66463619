/**
 * What the reviews' functions take (docs/decisions/056), `(deps, actor, input)`: the database and
 * a clock; the request job adds the mail and job queues and the order links' settings (OrderDeps).
 */
import type { Db } from '../../db/client.server'

export type ReviewDeps = { db: Db; now: () => Date }
