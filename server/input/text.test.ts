import { describe, expect, it } from 'vitest'
import { multipartProblem } from './multipart'
import { decodeUtf8, jsonProblem, MAX_JSON_DEPTH, pathProblem, readJson, readPairs, textProblem } from './text'
import { withoutUnreadableCookies } from './cookies'

describe('textProblem', () => {
  it('finds a NUL and a lone surrogate, and lets every real character through', () => {
    expect(textProblem('Mireille\u0000')).toBe('NUL_CHARACTER')
    expect(textProblem('Rue \ud800')).toBe('BROKEN_UNICODE')
    expect(textProblem('\udc00 au début')).toBe('BROKEN_UNICODE')
    expect(textProblem("Crans-Montana ⛷️ 😀 l'Hôtel « Alpina » \t\n")).toBeNull()
  })
})

describe('decodeUtf8', () => {
  it('reads UTF-8 and refuses anything else', () => {
    expect(decodeUtf8(Buffer.from('Sierre – Genève'))).toBe('Sierre – Genève')
    expect(decodeUtf8(Buffer.from('Gen\xe8ve', 'latin1'))).toBeNull()
    expect(decodeUtf8(Buffer.from([0xed, 0xa0, 0x80]))).toBeNull()
  })
})

describe('readPairs (query strings and urlencoded forms)', () => {
  it('decodes names and values, + as a space', () => {
    expect(readPairs('q=chalet+4%C3%A9toiles&types[]=a&flag&=x')).toEqual({
      pairs: [['q', 'chalet 4étoiles'], ['types[]', 'a'], ['flag', ''], ['', 'x']],
    })
  })
  it('refuses a broken escape, an encoded surrogate and a NUL, naming the field', () => {
    expect(readPairs('q=%E0%A4%A')).toEqual({ problem: { code: 'BAD_ENCODING', field: 'q' } })
    expect(readPairs('q=%ED%A0%80')).toEqual({ problem: { code: 'BAD_ENCODING', field: 'q' } })
    expect(readPairs('place=a%00b')).toEqual({ problem: { code: 'NUL_CHARACTER', field: 'place' } })
    expect(readPairs('%00=1')).toEqual({ problem: { code: 'NUL_CHARACTER' } })
    expect(readPairs('%FF=1')).toEqual({ problem: { code: 'BAD_ENCODING' } })
  })
  it('never repeats a name that is not a plain field name', () => {
    expect(readPairs(`${'x'.repeat(100)}=%00`)).toEqual({ problem: { code: 'NUL_CHARACTER' } })
    expect(readPairs('a%3Cb=%00')).toEqual({ problem: { code: 'NUL_CHARACTER' } })
  })
})

describe('pathProblem', () => {
  it('refuses a segment that does not decode or holds a NUL', () => {
    expect(pathProblem('/actualite/chalet-%C3%A9t%C3%A9-12')).toBeNull()
    expect(pathProblem('/actualite/%E0%A4%A')).toEqual({ code: 'BAD_ENCODING' })
    expect(pathProblem('/vente/x-%00')).toEqual({ code: 'NUL_CHARACTER' })
  })
})

describe('readJson and jsonProblem', () => {
  it('checks every string at any depth, keys included, with the path of the value', () => {
    expect(readJson('{"items":[{"context":[{"addressFrom":"a\\u0000"}]}]}')).toEqual({
      problem: { code: 'NUL_CHARACTER', field: 'items[0].context[0].addressFrom' },
    })
    expect(readJson('{"\\ud800":1}')).toEqual({ problem: { code: 'BROKEN_UNICODE' } })
    expect(readJson('["ok", {"a": [true, null, 3.5, "\\ud83d\\ude00"]}]')).toEqual({ value: ['ok', { a: [true, null, 3.5, '😀'] }] })
  })
  it('refuses what is not JSON, and JSON nested deeper than the limit', () => {
    expect(readJson('{nope')).toEqual({ problem: { code: 'BAD_BODY', detail: 'not_json' } })
    const deep = `${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`
    expect(readJson(deep)).toEqual({ problem: { code: 'BAD_BODY', detail: 'too_deep' } })
    expect(jsonProblem(JSON.parse(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`))).toBeNull()
  })
})

describe('multipartProblem', () => {
  const type = 'multipart/form-data; boundary=XyZ'
  const body = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from('--XyZ--\r\n')])
  const field = (name: string, value: Buffer | string, filename?: string) =>
    Buffer.concat([
      Buffer.from(`--XyZ\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n\r\n`),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    ])
  it('checks text fields and lets files through as they are', () => {
    expect(multipartProblem(body(field('email', 'a@b.ch'), field('photo', Buffer.from([0, 0xff, 0xfe]), 'a.jpg')), type)).toBeNull()
    expect(multipartProblem(body(field('email', Buffer.from([0x61, 0xff]))), type)).toEqual({ code: 'BAD_ENCODING', field: 'email' })
    expect(multipartProblem(body(field('email', 'a\u0000')), type)).toEqual({ code: 'NUL_CHARACTER', field: 'email' })
  })
  it('refuses a body without its boundary or its closing delimiter', () => {
    expect(multipartProblem(Buffer.from('email=a'), type)).toEqual({ code: 'BAD_BODY', detail: 'bad_form' })
    expect(multipartProblem(field('email', 'a'), type)).toEqual({ code: 'BAD_BODY', detail: 'bad_form' })
    expect(multipartProblem(body(field('email', 'a')), 'multipart/form-data')).toEqual({ code: 'BAD_BODY', detail: 'bad_form' })
  })
})

describe('withoutUnreadableCookies', () => {
  it('drops the cookies whose value cannot be read and keeps the others', () => {
    expect(withoutUnreadableCookies('flash=%E0%A4%A; cart=abc; logged=1')).toBe('cart=abc; logged=1')
    expect(withoutUnreadableCookies('flash=%00; x=é')).toBe('')
    expect(withoutUnreadableCookies('flash=signed_up; cart=abc')).toBeNull()
  })
})
