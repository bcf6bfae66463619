import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from './config.server'

describe('readConfig', () => {
  it('has a working default for every setting', () => {
    const config = readConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.dataDir).toMatch(/data$/)
    expect(config.SEED_ON_START).toBe(true)
  })
  it('treats empty values as unset', () => {
    expect(readConfig({ PORT: '', GTM_ID: '' }).GTM_ID).toBeUndefined()
  })
  it('names every bad value', () => {
    expect(() => readConfig({ PORT: '99999', GTM_ID: 'UA-1' })).toThrow(ConfigError)
    try {
      readConfig({ PORT: '99999', GTM_ID: 'UA-1' })
    } catch (error) {
      expect((error as Error).message).toContain('PORT')
      expect((error as Error).message).toContain('GTM_ID')
    }
  })
  it('accepts a PostgreSQL address', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db' }).DATABASE_URL).toContain('postgres')
  })
})
