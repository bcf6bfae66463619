/**
 * The page's scripts are fetched once the page has loaded (decision 036). React Router's <Scripts>
 * asks for every module of the page at once (`<link rel="modulepreload">` in the head, static imports
 * in its inline module script): on a phone's connection some 140 KB of JavaScript then shares the
 * line with the stylesheet, the fonts and the first picture, and the page is drawn later. The page
 * works without JavaScript (links, forms), so its modules can come after it: this rewrites
 * React Router's output so that they are asked for on the window's `load` (or the visitor's first
 * touch or key, when that comes first), all at once as before.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)<\/script>/g
const NAMED_IMPORT = /\bimport \* as (\w+) from ("[^"]+");/g
const BARE_IMPORT = /\bimport ("[^"]+");/g

/**
 * The body of React Router's module script, run on load: its static imports become imports in
 * parallel, after the page's modules are preloaded, and the rest (the manifest, the route modules,
 * the entry's import) runs once they are there. A body without static imports is kept as it is.
 */
export function moduleScriptAfterLoad(body: string, preloads: readonly string[]): string {
  const named = [...body.matchAll(NAMED_IMPORT)].map(([, name, specifier]) => ({ name, specifier }))
  const bare = [...body.matchAll(BARE_IMPORT)].map(([, specifier]) => specifier)
  if (named.length === 0 && bare.length === 0) return body
  const rest = body.replace(NAMED_IMPORT, '').replace(BARE_IMPORT, '').replace(/^[\s;]+/, '')
  const imports = [...named.map((i) => i.specifier), ...bare].map((specifier) => `import(${specifier})`)
  return [
    `const preloads = ${JSON.stringify(preloads)};`,
    'let started = false;',
    'const start = async () => {',
    'if (started) return; started = true;',
    'for (const href of preloads) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    `const [${named.map((i) => i.name).join(', ')}] = await Promise.all([${imports.join(', ')}]);`,
    rest,
    '};',
    'if (document.readyState === "complete") start();',
    'else for (const name of ["load", "pointerdown", "keydown", "touchstart"]) addEventListener(name, start, { once: true, passive: true });',
  ].join('\n')
}

/**
 * The whole page, rendered: module preloads dropped and remembered, the module script deferred. The
 * page stays bytes: it is searched as latin1 text, whose offsets are its bytes' (no decoding and
 * encoding again of the whole page), and only the module script is read as UTF-8 and written again.
 */
export function scriptsAfterLoad(page: Buffer): Buffer {
  const text = page.toString('latin1')
  const preloads: string[] = []
  const parts: Buffer[] = []
  let at = 0
  for (const match of text.matchAll(MODULE_PRELOAD)) {
    parts.push(page.subarray(at, match.index))
    preloads.push(match[1])
    at = match.index + match[0].length
  }
  MODULE_SCRIPT.lastIndex = at
  for (let match = MODULE_SCRIPT.exec(text); match; match = MODULE_SCRIPT.exec(text)) {
    const [whole, open] = match
    const bodyStart = match.index + open.length
    const bodyEnd = match.index + whole.length - '</script>'.length
    parts.push(page.subarray(at, bodyStart), Buffer.from(moduleScriptAfterLoad(page.subarray(bodyStart, bodyEnd).toString('utf8'), preloads)))
    at = bodyEnd
  }
  parts.push(page.subarray(at))
  return Buffer.concat(parts)
}
