import { describe, expect, it } from 'vitest'
import { moduleScriptAfterLoad, scriptsAfterLoad } from './scripts-after-load.server'

// The shape of React Router 7's <Scripts> output in a built site (route modules not split).
const MODULE_BODY = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");`

const PAGE = [
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" imageSrcSet="/media/a-medium.webp 800w" fetchPriority="high"/>',
  '<link rel="modulepreload" href="/assets/entry.client-C.js" nonce="n0"/>',
  '<link rel="modulepreload" href="/assets/framework-D.js" nonce="n0"/>',
  '<link nonce="n0" rel="stylesheet" href="/assets/root-E.css"/></head><body><main><p>Chalet été</p></main>',
  '<script nonce="n0">window.__reactRouterContext = {};</script>',
  `<script nonce="n0" type="module" async="">${MODULE_BODY}</script>`,
  '<script nonce="n0">window.__reactRouterContext.streamController.enqueue("[1]");</script></body></html>',
].join('')

describe('the page’s scripts after its load', () => {
  it('drops the module preloads and asks for them, then the modules, on load', () => {
    const html = scriptsAfterLoad(Buffer.from(PAGE)).toString('utf8')
    expect(html).not.toContain('rel="modulepreload"')
    // Searched as bytes: the text around, accents included, is the same.
    expect(html).toContain('<main><p>Chalet été</p></main>')
    expect(html).toContain('<link nonce="n0" rel="stylesheet" href="/assets/root-E.css"/>')
    expect(html).toContain('fetchPriority="high"')
    const body = /type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(body).toContain('const preloads = ["/assets/entry.client-C.js","/assets/framework-D.js"];')
    expect(body).toContain('const [route0, route1] = await Promise.all([import("/assets/root-A.js"), import("/assets/home-B.js")]);')
    expect(body).not.toMatch(/import \* as/)
    expect(body).toContain('addEventListener(name, start, { once: true, passive: true })')
    // The rewritten body is a valid script: the manifest and the entry's import are inside `start`.
    expect(() => new Function(body)).not.toThrow()
    expect(body.indexOf('window.__reactRouterRouteModules')).toBeGreaterThan(body.indexOf('await Promise.all'))
    expect(html.endsWith('enqueue("[1]");</script></body></html>')).toBe(true)
  })

  it('keeps a module script without static imports as it is', () => {
    expect(moduleScriptAfterLoad(' ', ['/assets/a.js'])).toBe(' ')
  })
})
