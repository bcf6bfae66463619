import path from 'node:path'

/**
 * The layers of the code (docs/decisions/048): app → server → domain → db, each importing only the
 * ones below it; the seed (db/seed) sits above the domain it fills and only server entry points load
 * it. And browser code never imports a `*.server` module, which React Router keeps out of the bundle.
 * Tests, benchmarks and scripts may import anything. Relative specifiers and `~/` (app/) are resolved
 * to paths; packages are not this rule's business. A type-only import is erased at build: it may name a
 * *.server module from browser code, but it is still a dependency, so it keeps to the layers.
 */

const ROOT = path.resolve(import.meta.dirname, '..')

/** What each layer must not import. */
const FORBIDDEN = {
  app: ['seed'],
  server: ['app'],
  domain: ['app', 'server', 'seed'],
  db: ['app', 'server', 'domain', 'seed'],
  seed: ['app', 'server'],
}

/** Tests and what only tests load: their data (`*.test-data.ts`), benchmarks and scripts. */
const EXEMPT = [/\.test\.[cm]?[jt]sx?$/, /\.test-data\.tsx?$/, /^(tests|bench|scripts)\//]

/** React Router's route modules: it splits their server half (loader, action) from the browser's. */
const ROUTE_MODULES = [/^app\/routes\//, /^app\/root\.tsx$/]

const SERVER_ONLY = /\.server(\.[cm]?[jt]sx?)?$/

/** The layer of a path relative to the project root, or null outside the layers (configs, deploy…). */
function layerOf(file) {
  if (file.startsWith('db/seed/')) return 'seed'
  const top = file.split('/')[0]
  return ['app', 'server', 'domain', 'db'].includes(top) ? top : null
}

/** The project path a specifier points to, or null for a package. */
function resolve(specifier, importer) {
  if (specifier.startsWith('~/')) return path.posix.normalize(`app/${specifier.slice(2)}`)
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null
  return path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier))
}

const isBrowserCode = (file) =>
  (file.startsWith('app/') || file.startsWith('domain/')) && !SERVER_ONLY.test(file) && !ROUTE_MODULES.some((re) => re.test(file))

/** @type {import('eslint').Rule.RuleModule} */
export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports to the layers: app → server → domain → db, and no *.server module in browser code' },
    schema: [],
    messages: {
      layer: '{{from}}/ must not import {{to}}/ ("{{specifier}}"): the layers go app → server → domain → db (docs/decisions/048).',
      seed: '{{from}}/ must not import the seed ("{{specifier}}"): production code lives in its business area, and only server entry points run the seed.',
      serverOnly:
        'Browser code must not import a *.server module ("{{specifier}}"): name this file *.server.ts if it runs on the server only, or move what it needs into a module without server code.',
    },
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/')
    if (file.startsWith('..') || EXEMPT.some((re) => re.test(file))) return {}
    const from = layerOf(file)
    const browser = isBrowserCode(file)
    if (!from && !browser) return {}

    function check(node, source, typeOnly) {
      if (!source || typeof source.value !== 'string') return
      const specifier = source.value
      const target = resolve(specifier, file)
      if (!target) return
      const to = layerOf(target)
      if (from && to && FORBIDDEN[from].includes(to)) {
        context.report({ node: source, messageId: to === 'seed' ? 'seed' : 'layer', data: { from: from === 'seed' ? 'db/seed' : from, to, specifier } })
      } else if (browser && !typeOnly && SERVER_ONLY.test(target)) {
        context.report({ node: source, messageId: 'serverOnly', data: { specifier } })
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null, false),
    }
  },
}

export default { rules: { layers: layersRule } }
