import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from './config.server'

describe('ADDRESS_PROVIDER', () => {
  it('is the embedded provider by default, geo.admin.ch when asked', () => {
    expect(readConfig({}).ADDRESS_PROVIDER).toBe('embedded')
    expect(readConfig({ ADDRESS_PROVIDER: 'geoadmin' }).ADDRESS_PROVIDER).toBe('geoadmin')
  })
  it('refuses any other provider by name', () => {
    expect(() => readConfig({ ADDRESS_PROVIDER: 'google' })).toThrow(ConfigError)
    expect(() => readConfig({ ADDRESS_PROVIDER: 'google' })).toThrow(/ADDRESS_PROVIDER/)
  })
})
