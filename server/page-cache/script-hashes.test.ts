import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './script-hashes'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes each inline script once, whatever its attributes, and skips scripts loaded from a file', () => {
    const html =
      '<script nonce="abc">window.a = "é"</script><script type="module" src="/assets/x.js"></script>' +
      '<script type="module" nonce="abc">import("/assets/y.js")</script><script>window.a = "é"</script><script></script>'
    expect(inlineScriptHashes(html)).toEqual([sha('window.a = "é"'), sha('import("/assets/y.js")')])
  })
})
