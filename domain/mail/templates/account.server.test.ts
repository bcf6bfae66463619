import { describe, expect, it } from 'vitest'
import { passwordResetMail, welcomeMail } from './account.server'
import { attributes, visibleText } from './html-text.test-data'
import { TEST_AGENCY_ADDRESS } from '../../agency/address.test-data'

const site = { name: 'Crans-Montana Agency', url: 'https://www.crans-montana-agency.ch', email: 'info@crans-montana-agency.ch', phone: '+41 27 480 00 00', address: TEST_AGENCY_ADDRESS }

describe('welcome e-mail', () => {
  it('in English, with the profile link in both parts', async () => {
    const profileUrl = 'https://www.crans-montana-agency.ch/en/mon-compte/mes-informations'
    const mail = await welcomeMail({ locale: 'en', to: 'anne@example.ch', firstName: 'Anne', lastName: 'Rey', site, profileUrl })
    expect(mail).toMatchObject({ to: 'Anne Rey <anne@example.ch>', subject: 'Welcome to Crans-Montana Agency' })
    expect(mail.text).toContain('Hello Anne,')
    expect(mail.text).toContain(`Your details: ${profileUrl}`)
    expect(mail.html).toContain('<html dir="ltr" lang="en">')
    expect(visibleText(mail.html ?? '')).toContain('Your account at Crans-Montana Agency has been created with the address anne@example.ch.')
    expect(attributes(mail.html ?? '', 'href')).toContain(profileUrl)
  })
  it('in French; a name with markup is harmless in both parts and in the address header', async () => {
    const mail = await welcomeMail({
      locale: 'fr',
      to: 'zoe@example.ch',
      firstName: '<script>alert(1)</script>',
      lastName: 'Müller',
      site,
      profileUrl: 'https://www.crans-montana-agency.ch/mon-compte/mes-informations',
    })
    expect(mail.subject).toBe('Bienvenue chez Crans-Montana Agency')
    expect(mail.to).toBe('scriptalert(1)/script Müller <zoe@example.ch>')
    // The greeting keeps the name without the characters an address header cannot hold.
    expect(mail.text).toContain('Bonjour scriptalert(1)/script,')
    expect(mail.html).not.toMatch(/<script|&lt;script/)
    expect(visibleText(mail.html ?? '')).toContain('Bonjour scriptalert(1)/script,')
  })
})

describe('password reset e-mail', () => {
  const link = 'https://www.crans-montana-agency.ch/mon-compte/nouveau-mot-de-passe/abc-123'
  it('in French: the single-use link and how long it works', async () => {
    const mail = await passwordResetMail({ locale: 'fr', to: 'anne@example.ch', firstName: 'Anne', site, link, validMinutes: 60 })
    expect(mail.subject).toBe('Crans-Montana Agency : choisissez un nouveau mot de passe')
    expect(mail.text).toContain(`Choisir un nouveau mot de passe : ${link}`)
    expect(mail.text).toContain('dans les 60 minutes')
    expect(attributes(mail.html ?? '', 'href')).toContain(link)
    expect(visibleText(mail.html ?? '')).toContain('dans les 60 minutes')
  })
  it('in English', async () => {
    const mail = await passwordResetMail({ locale: 'en', to: 'anne@example.ch', firstName: 'Anne', site, link, validMinutes: 60 })
    expect(mail.subject).toBe('Crans-Montana Agency: choose a new password')
    expect(mail.text).toContain(`Choose a new password: ${link}`)
    expect(mail.html).toContain('<html dir="ltr" lang="en">')
  })
})
