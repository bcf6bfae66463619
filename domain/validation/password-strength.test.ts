import { beforeAll, describe, expect, it } from 'vitest'
import { loadPasswordEstimator } from './password-estimator'
import { type PasswordEstimator, passwordStrength, passwordUserInputs } from './password-strength'
import { validate } from './validate'

let estimator: PasswordEstimator
const person = { username: 'anne.rey@example.ch', firstName: 'Anne', lastName: 'Rey' }
const check = (password: string, locale = 'fr', values: Record<string, string> = person) =>
  validate({ password: [passwordStrength(estimator)] }, { ...values, password }, locale)

beforeAll(async () => {
  estimator = await loadPasswordEstimator()
}, 60_000)

describe('passwordStrength', () => {
  it.each(['aaaaaaaaaa', 'password12', 'azertyuiop', 'qwertzuiop', 'motdepasse1', 'anne.rey2024', 'annerey1234', 'AnneRey2026!'])(
    'refuses %s, easy to guess',
    (password) => {
      expect(check(password).password).toMatch(/^Mot de passe trop facile à deviner\./)
    },
  )
  it('refuses the e-mail’s local part with digits, whatever the address', () => {
    const other = { username: 'marc.bonvin@bluewin.ch', firstName: 'Marc', lastName: 'Bonvin' }
    expect(check('marc.bonvin1987', 'en', other).password).toMatch(/^Password too easy to guess\./)
    expect(check('bonvin.marc.01', 'en', other).password).toMatch(/^Password too easy to guess\./)
  })
  it('accepts a long passphrase', () => {
    expect(check('Larch-chalet-snow-2026!')).toEqual({})
    expect(check('les marmottes dorment sous la neige de Lens')).toEqual({})
    expect(check('correct horse battery staple', 'en')).toEqual({})
  })
  it('says why, with zxcvbn’s own feedback in French and in English', () => {
    expect(check('aaaaaaaaaa', 'fr').password).toBe(
      "Mot de passe trop facile à deviner. Les caractères répétés comme 'aaa' sont faciles à deviner. Ajoutez des mots moins courants. Évitez les mots et les caractères répétés.",
    )
    expect(check('aaaaaaaaaa', 'en').password).toBe(
      'Password too easy to guess. Repeated characters like "aaa" are easy to guess. Add more words that are less common. Avoid repeated words and characters.',
    )
    expect(check('anne.rey2024', 'en').password).toContain('personal')
  })
  it('judges a very long password by its beginning, quickly', () => {
    const started = performance.now()
    expect(check('p@ssw0rd'.repeat(25)).password).toBeDefined()
    expect(check('Gx7#kq-Lm2!vR9$tP4@wZ'.repeat(9))).toEqual({})
    expect(performance.now() - started).toBeLessThan(5_000)
  })
})

describe('passwordUserInputs', () => {
  it('knows the address, its local part and pieces in either order, the names and the site’s words', () => {
    const inputs = passwordUserInputs(person, { email: 'username', names: ['firstName', 'lastName'] })
    expect(inputs).toEqual(expect.arrayContaining(['anne.rey@example.ch', 'anne.rey', 'annerey', 'rey.anne', 'reyanne', 'anne', 'rey', 'example', 'crans-montana']))
  })
})
