import { describe, expect, it } from 'vitest'
import { canReply, checkReply, nextStatus, REPLY_MAX_LENGTH } from './reply-rules'

describe('the reply to a request', () => {
  it('needs a text, blanks alone do not count', () => {
    expect(checkReply({ body: '   ' }, 'fr').body?.message).toBe('Ce champ est requis')
    expect(checkReply({}, 'en').body?.message).toBe('This field is mandatory')
    expect(checkReply({ body: 'Bonjour, la visite est possible samedi.' }, 'fr')).toEqual({})
  })
  it('has a length limit', () => {
    expect(checkReply({ body: 'a'.repeat(REPLY_MAX_LENGTH) }, 'fr')).toEqual({})
    expect(checkReply({ body: 'a'.repeat(REPLY_MAX_LENGTH + 1) }, 'en').body?.code).toBe('maxLength')
  })
  it('is refused on a closed request, taken on a new or answered one', () => {
    expect(canReply('closed')).toBe(false)
    expect(canReply('new')).toBe(true)
    expect(canReply('answered')).toBe(true)
  })
})

describe('closing and reopening a request', () => {
  it('closes a new or answered request, not a closed one', () => {
    expect(nextStatus('new', 'close', false)).toBe('closed')
    expect(nextStatus('answered', 'close', true)).toBe('closed')
    expect(nextStatus('closed', 'close', true)).toBeNull()
  })
  it('reopens to answered when the agency has replied, else to new', () => {
    expect(nextStatus('closed', 'reopen', true)).toBe('answered')
    expect(nextStatus('closed', 'reopen', false)).toBe('new')
    expect(nextStatus('new', 'reopen', false)).toBeNull()
  })
})
