import path from 'node:path'
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, it } from 'vitest'
import { layersRule } from './layers.js'

RuleTester.afterAll = afterAll
RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const ROOT = path.resolve(import.meta.dirname, '..')
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } })

/** A case in a file of the project: `file` relative to its root. */
const at = (file, code, errors) => ({ filename: path.join(ROOT, file), code, ...(errors ? { errors: errors.map((messageId) => ({ messageId })) } : {}) })

tester.run('layers', layersRule, {
  valid: [
    // app → server → domain → db
    at('app/components/shop/paths.ts', "import { slugify } from '../../../domain/format/slugify'"),
    at('app/lib/visitor.server.ts', "import { userFromRequest } from '../../server/auth/identity.server'"),
    at('server/api/catalogue.ts', "import type { Locale } from '../../domain/i18n/locales'"),
    at('domain/booking/holds.server.ts', "import { locations } from '../../db/schema'"),
    at('db/types.ts', "import type { Db } from './client.server'"),
    // the seed fills the database from the domain's rules; server entry points run it
    at('db/seed/index.server.ts', "import { slugify } from '../../domain/format/slugify'\nimport { images } from '../schema'"),
    at('server/index.ts', "const seed = await import('../db/seed/index.server')"),
    // browser code: types only from *.server modules; route modules and server modules import them
    at('app/components/admin/orders/OrderSections.tsx', "import type { OrderDetail } from '../../../../domain/back-office/orders/detail.server'"),
    at('app/routes/admin/orders.tsx', "import { requireStaff } from '../../lib/admin.server'"),
    at('app/root.tsx', "import { pageCart } from './lib/cart.server'"),
    at('app/entry.server.tsx', "import { nonceOf } from './lib/nonce.server'"),
    at('domain/mail/templates/account.server.ts', "import { composeMail } from './render.server'"),
    // packages are not layers
    at('domain/mail/templates/layout.tsx', "import { renderToString } from 'react-dom/server'"),
    // tests, benchmarks and scripts may import anything
    at('domain/booking/holds.server.test.ts', "import { startServer } from '../../server/app'\nimport { x } from '../../app/lib/cart.server'"),
    at('domain/shop/cart/fixtures.test-data.ts', "import { openCart } from './session.server'"),
    at('tests/api/cart.test.ts', "import { pageCart } from '../../app/lib/cart.server'"),
    at('bench/support/server.mjs', "import { seed } from '../../db/seed/index.server'"),
    at('scripts/precompress.mjs', "import { x } from '../server/config.server'"),
  ],
  invalid: [
    at('domain/booking/holds.server.ts', "import { localizePath } from '../../app/i18n/config'", ['layer']),
    at('domain/catalogue/period.ts', "import type { AppContext } from '../../server/context'", ['layer']),
    at('domain/shop/products.repository.server.ts', "import { config } from '../../server/config.server'", ['layer']),
    at('server/admission/lanes.ts', "import { isPersonalPath } from '../../app/lib/personal-pages'", ['layer']),
    at('server/api/catalogue.ts', "export type { Locale } from '~/i18n/config'", ['layer']),
    at('db/client.server.ts', "import { DbOrTx } from '../domain/jobs/jobs.server'", ['layer']),
    at('db/migration-status.server.ts', "import { log } from '../server/logger'", ['layer']),
    at('db/schema.ts', "import type { Locale } from '../app/i18n/config'", ['layer']),
    at('db/seed/cli.ts', "import { mediaStoreFromEnv } from '../../server/media/settings.server'", ['layer']),
    at('db/seed/data/sales.ts', "import { localizePath } from '../../../app/i18n/config'", ['layer']),
    at('domain/shop/products.repository.server.ts', "import { slugify } from '../../db/seed/slugify'", ['seed']),
    at('app/components/shop/paths.ts', "import { slugify } from '../../../db/seed/slugify'", ['seed']),
    at('app/components/shop/paths.ts', "import { slugify } from '~/../db/seed/slugify'", ['seed']),
    at('db/client.server.ts', "import { seed } from './seed/index.server'", ['seed']),
    at('app/components/cart/CartLine.tsx', "import { pageCart } from '../../lib/cart.server'", ['serverOnly']),
    at('app/lib/shop-client.ts', "export { pageCart } from './cart.server'", ['serverOnly']),
    at('app/lib/chunk-reload.ts', "const m = await import('./cart.server')", ['serverOnly']),
    at('domain/mail/templates/account.ts', "import { composeMail, type Rendered } from './render.server.tsx'", ['serverOnly']),
  ],
})
