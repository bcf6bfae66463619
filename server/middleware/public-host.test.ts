import { describe, expect, it } from 'vitest'
import { publicHostRedirect } from './public-host'

const page = { method: 'GET', host: '127.0.0.1:3000', secFetchMode: 'navigate', pathAndQuery: '/en/location?weeks=2' }

describe('a page opened under another name than PUBLIC_URL', () => {
  it('goes to PUBLIC_URL when both are this machine, on the same port', () => {
    expect(publicHostRedirect('http://localhost:3000', page)).toBe('http://localhost:3000/en/location?weeks=2')
    expect(publicHostRedirect('http://localhost:3000', { ...page, host: '[::1]:3000' })).toBe('http://localhost:3000/en/location?weeks=2')
    expect(publicHostRedirect('http://127.0.0.1:3000', { ...page, host: 'localhost:3000' })).toBe('http://127.0.0.1:3000/en/location?weeks=2')
    expect(publicHostRedirect('http://localhost', { ...page, host: '127.0.0.1' })).toBe('http://localhost/en/location?weeks=2')
  })

  it('stays where it is under PUBLIC_URL itself, a public name, a network address or another port', () => {
    expect(publicHostRedirect('http://localhost:3000', { ...page, host: 'localhost:3000' })).toBeNull()
    expect(publicHostRedirect('https://www.agency.example', { ...page, host: '127.0.0.1:3000' })).toBeNull()
    expect(publicHostRedirect('http://localhost:3000', { ...page, host: '192.168.1.20:3000' })).toBeNull()
    expect(publicHostRedirect('http://localhost:3000', { ...page, host: '127.0.0.1:4000' })).toBeNull()
    expect(publicHostRedirect('http://localhost:3000', { ...page, host: undefined })).toBeNull()
  })

  it('leaves calls, forms and clients other than a navigating browser alone', () => {
    expect(publicHostRedirect('http://localhost:3000', { ...page, method: 'POST' })).toBeNull()
    expect(publicHostRedirect('http://localhost:3000', { ...page, secFetchMode: 'cors' })).toBeNull()
    expect(publicHostRedirect('http://localhost:3000', { ...page, secFetchMode: undefined })).toBeNull()
  })
})
