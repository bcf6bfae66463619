import { describe, expect, it } from 'vitest'
import {
  parseContentDetailParams,
  parseContentListParams,
  parseCount,
  parseEmbeds,
  parseStatus,
} from './api-params'

describe('parseCount', () => {
  it('takes whole numbers from 1 to the maximum', () => {
    expect(parseCount(undefined, 250, 250)).toEqual({ ok: true, value: 250 })
    expect(parseCount('1', 250, 250)).toEqual({ ok: true, value: 1 })
    expect(parseCount('250', 250, 250)).toEqual({ ok: true, value: 250 })
    for (const bad of ['0', '251', '-1', '2.5', 'ten', '1e2', '9999999']) expect(parseCount(bad, 250, 250).ok).toBe(false)
  })
})

describe('parseStatus', () => {
  it('serves published contents only', () => {
    expect(parseStatus(undefined)).toEqual({ ok: true, value: 2 })
    expect(parseStatus('2')).toEqual({ ok: true, value: 2 })
    expect(parseStatus('1').ok).toBe(false)
  })
})

describe('parseEmbeds', () => {
  it('knows image, images and attached_products', () => {
    expect(parseEmbeds(['attached_products', 'image', 'image'])).toEqual({ ok: true, value: ['attached_products', 'image'] })
    expect(parseEmbeds(['translations'])).toMatchObject({ ok: false, message: expect.stringContaining('translations') })
  })
})

describe('parseContentListParams', () => {
  it('requires a known type', () => {
    expect(parseContentListParams({}).ok).toBe(false)
    expect(parseContentListParams({ type: 'blog' })).toMatchObject({ ok: false, message: expect.stringContaining('"blog"') })
  })
  it('has defaults', () => {
    expect(parseContentListParams({ type: 'actualites' })).toEqual({
      ok: true,
      value: { type: 'actualites', locale: 'fr', count: 250, embeds: [] },
    })
  })
  it('reads every parameter', () => {
    expect(
      parseContentListParams({ type: 'services', status: '2', count: '3', locale: 'en', embed: ['attached_products'] }),
    ).toEqual({ ok: true, value: { type: 'services', locale: 'en', count: 3, embeds: ['attached_products'] } })
  })
})

describe('parseContentDetailParams', () => {
  it('answers null (not found) for an id that is not a positive number', () => {
    for (const id of ['abc', '0', '12a', '-3', '1234567890']) expect(parseContentDetailParams(id, {})).toBeNull()
  })
  it('reads the id, locale and embeds', () => {
    expect(parseContentDetailParams('20', { locale: 'en', embed: ['attached_products'] })).toEqual({
      ok: true,
      value: { id: 20, locale: 'en', embeds: ['attached_products'] },
    })
    expect(parseContentDetailParams('20', { locale: 'xx' })).toMatchObject({ ok: false })
  })
})
