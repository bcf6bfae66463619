import { describe, expect, it } from 'vitest'
import { readConfig } from './config.server'
import { mediaSettingsFromConfig } from './media/settings.server'

const bucket = { S3_BUCKET: 'agency-media', S3_ACCESS_KEY_ID: 'AKIA-TEST', S3_SECRET_ACCESS_KEY: 'secret' }

describe('media store settings', () => {
  it('keep pictures under DATA_DIR/media by default', () => {
    const settings = mediaSettingsFromConfig(readConfig({ DATA_DIR: '/srv/agency' }))
    expect(settings).toEqual({ localDir: '/srv/agency/media', s3: null, baseUrl: null })
  })

  it('take a bucket with its keys, AWS or another store', () => {
    expect(mediaSettingsFromConfig(readConfig(bucket)).s3).toEqual({ bucket: 'agency-media', endpoint: undefined, region: 'us-east-1', accessKeyId: 'AKIA-TEST', secretAccessKey: 'secret', forcePathStyle: false })
    const other = readConfig({ ...bucket, S3_ENDPOINT: 'https://s3.example.ch', S3_REGION: 'ch-gva-2', S3_FORCE_PATH_STYLE: 'true' })
    expect(mediaSettingsFromConfig(other).s3).toMatchObject({ endpoint: 'https://s3.example.ch', region: 'ch-gva-2', forcePathStyle: true })
  })

  it('refuse a bucket without its keys, naming what is missing', () => {
    expect(() => readConfig({ S3_BUCKET: 'agency-media' })).toThrow('S3_BUCKET: a bucket needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; missing: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY')
    expect(() => readConfig({ S3_BUCKET: 'agency-media', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow('missing: S3_SECRET_ACCESS_KEY')
  })

  it('refuse keys or an endpoint without a bucket, rather than silently keep pictures on this disk', () => {
    expect(() => readConfig({ S3_ENDPOINT: 'https://s3.example.ch' })).toThrow('S3_ENDPOINT is set but S3_BUCKET is not')
    expect(() => readConfig({ S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toThrow('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set but S3_BUCKET is not')
  })

  it('refuse a bucket name, endpoint or path style that cannot be right', () => {
    expect(() => readConfig({ ...bucket, S3_BUCKET: 'Agency_Media' })).toThrow(/S3_BUCKET: must be a bucket name/)
    expect(() => readConfig({ ...bucket, S3_ENDPOINT: 's3.example.ch' })).toThrow(/S3_ENDPOINT/)
    expect(() => readConfig({ ...bucket, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/)
  })

  it('take a CDN address for pictures over https only, without its last slash', () => {
    expect(mediaSettingsFromConfig(readConfig({ MEDIA_BASE_URL: 'https://cdn.example.ch/media/' })).baseUrl).toBe('https://cdn.example.ch/media')
    expect(() => readConfig({ MEDIA_BASE_URL: 'http://cdn.example.ch' })).toThrow(/MEDIA_BASE_URL: must be an https:\/\/ address/)
    expect(() => readConfig({ MEDIA_BASE_URL: 'https://cdn.example.ch/?v=1' })).toThrow(/MEDIA_BASE_URL: must be an address without query/)
  })
})
