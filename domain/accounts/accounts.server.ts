/**
 * The account services shared by the shop API and the pages (one implementation whichever door a
 * request comes in by): sign-up, login, profile and contact. Each validates with the forms' own rules
 * (account-rules.ts), which are the authority here.
 */
import type { Logger } from 'pino'
import type { Db } from '../../db/client.server'
import type { DbOrTx } from '../../db/types'
import { formatDate } from '../format/date'
import type { MailService } from '../mail/mail.server'
import { readShippingContact, type ShippingContactValues } from '../shop/shipping-contact'
import { nameAndAddressOf, type StoredContact, storedContact } from '../shop/stored-contact'
import { check, type FieldErrors, formatInternational } from '../validation'
import { loadPasswordEstimator } from '../validation/password-estimator'
import { type SiteInfo, welcomeMail } from '../mail/templates/account.server'
import { loginRules, normaliseUsername, profileRules, readFlag, readValues, signUpRules } from './account-rules'
import { attemptKeys, countAttempt, giveBackAttempt } from './attempts.server'
import { hashPassword, needsRehash, verifyNothing, verifyPassword } from './password.server'
import { ACCOUNT_PATHS, accountPath } from './paths'
import { type IssuedSession, purgeExpiredRefreshTokens, type SessionSettings, startSession } from './sessions.server'
import { afterSignIn } from './sign-in-hooks.server'
import {
  findContact,
  findUserById,
  findUserByUsername,
  insertUser,
  saveAccountContact,
  setPasswordHash,
  setUserLocale,
  type UserRow,
} from './users.repository.server'

export type AccountLocale = 'fr' | 'en'

export type AccountDeps = {
  db: DbOrTx
  sessions: SessionSettings
  mail: Pick<MailService, 'enqueue'>
  /** Told after a commit that queued mail, so it goes out at once. */
  jobs?: { wake: () => void }
  site: SiteInfo
  log?: Pick<Logger, 'info' | 'warn'>
  now?: () => Date
}

type Refused =
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'rate_limited'; retryAfterSeconds: number }

const SIGN_UP_ACCOUNT_FIELDS = ['username', 'password', 'password_confirm', 'stayLogged'] as const

/** What a sign-up form or body holds: the contact (trimmed, with defaults) and the account fields. */
export function readSignUp(source: { get: (name: string) => unknown } | Record<string, unknown>): Record<string, string> {
  const contact = readShippingContact(source)
  const account = readValues(source, SIGN_UP_ACCOUNT_FIELDS)
  return { ...contact, ...account, username: (account.username ?? '').trim() }
}

/** The contact row of valid form values, with the account's e-mail; an account has no terms box, so its row keeps its own. */
function contactRow(values: ShippingContactValues, email: string): StoredContact {
  const { cg: _noTerms, ...contact } = storedContact(values)
  return { ...contact, email }
}

export type SignUpResult = Refused | { status: 'exists' } | { status: 'created'; user: UserRow; session: IssuedSession }

/**
 * Creates an account with its contact, signs it in (afterSignIn runs in the same transaction) and
 * queues the welcome e-mail in the visitor's language. An address already in use → `exists`.
 */
export async function signUp(
  deps: AccountDeps,
  input: { values: Record<string, string>; locale: AccountLocale; clientAddress: string; cartSession: string | null; stayLogged?: boolean },
): Promise<SignUpResult> {
  const { values, locale } = input
  const now = deps.now?.() ?? new Date()
  const errors = check(signUpRules(values, await loadPasswordEstimator()), values, locale)
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors }
  const username = normaliseUsername(values.username ?? '')
  const limited = await countAttempt(deps.db, attemptKeys('signup', input.clientAddress, username), undefined, now)
  if (limited.blocked) return { status: 'rate_limited', retryAfterSeconds: limited.retryAfterSeconds }

  const passwordHash = await hashPassword(values.password ?? '')
  const contact = contactRow(values, username)
  const result = await deps.db.transaction(async (tx): Promise<SignUpResult> => {
    const user = await insertUser(tx, {
      username,
      passwordHash,
      firstName: contact.firstName,
      lastName: contact.lastName,
      locale,
      dataUse: contact.dataUse ?? false,
    })
    if (!user) return { status: 'exists' }
    const saved = await saveAccountContact(tx, user.id, contact)
    const account = { ...user, contactId: saved.id }
    const session = await startSession(tx, deps.sessions, account, input.stayLogged ?? readFlag(values.stayLogged), now)
    await afterSignIn(tx, { userId: user.id, cartSession: input.cartSession })
    await deps.mail.enqueue(
      tx,
      await welcomeMail({
        locale,
        to: username,
        firstName: account.firstName,
        lastName: account.lastName,
        site: deps.site,
        profileUrl: deps.site.url + accountPath(ACCOUNT_PATHS.profile, locale),
      }),
    )
    return { status: 'created', user: account, session }
  })
  if (result.status === 'created') {
    deps.jobs?.wake()
    deps.log?.info({ user: result.user.id }, 'account created')
  }
  return result
}

export type LoginResult = Refused | { status: 'failed' } | { status: 'ok'; user: UserRow; session: IssuedSession }

export type PasswordCheck = Refused | { status: 'failed' } | { status: 'ok'; user: UserRow; now: Date }

/**
 * Checks an e-mail and a password, for the site's login and the back office's first step. A wrong
 * password and an unknown address get the same answer in about the same time (a dummy hash is
 * verified). Ten attempts in 15 minutes for one account or from one address refuse further attempts
 * until the window ends; a right password gives its attempt back.
 */
export async function checkPassword(
  deps: Pick<AccountDeps, 'db' | 'now'>,
  input: { email: string; password: string; locale: AccountLocale; clientAddress: string },
): Promise<PasswordCheck> {
  const now = deps.now?.() ?? new Date()
  const values = { email: input.email.trim(), password: input.password }
  const errors = check(loginRules, values, input.locale)
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors }
  const username = normaliseUsername(values.email)
  // Counted before the password is checked, in one atomic statement per key: a burst of guesses at
  // once gets no more checks than the limit, on any number of server processes.
  const keys = attemptKeys('login', input.clientAddress, username)
  const limited = await countAttempt(deps.db, keys, undefined, now)
  if (limited.blocked) return { status: 'rate_limited', retryAfterSeconds: limited.retryAfterSeconds }
  const user = await findUserByUsername(deps.db, username)
  const valid = user ? await verifyPassword(user.passwordHash, values.password) : await verifyNothing(values.password)
  if (!user || !valid) return { status: 'failed' }
  await giveBackAttempt(deps.db, keys, undefined, now)
  return { status: 'ok', user, now }
}

/** The site's login: the password checked, then a session opened (the cart of this browser joins the account). */
export async function login(
  deps: AccountDeps,
  input: { email: string; password: string; stayLogged: boolean; locale: AccountLocale; clientAddress: string; cartSession: string | null },
): Promise<LoginResult> {
  const checked = await checkPassword(deps, input)
  if (checked.status !== 'ok') return checked
  const { user, now } = checked
  const values = { password: input.password }
  if (needsRehash(user.passwordHash)) await setPasswordHash(deps.db, user.id, await hashPassword(values.password))

  const session = await deps.db.transaction(async (tx) => {
    const issued = await startSession(tx, deps.sessions, user, input.stayLogged, now)
    await afterSignIn(tx, { userId: user.id, cartSession: input.cartSession })
    return issued
  })
  if (Math.random() < 0.02) await purgeExpiredRefreshTokens(deps.db, now).catch(() => {})
  return { status: 'ok', user, session }
}

/** The profile's contact: the form's texts (phone international, birthdate DD.MM.YYYY), consent a boolean. */
export type ProfileContact = Required<Omit<ShippingContactValues, 'cg' | 'dataUse'>> & { dataUse: boolean }

/** The profile as GET /my-account/profile answers it and the pages show it. */
export type Profile = {
  username: string
  firstName: string
  lastName: string
  roles: string[]
  dataUse: boolean
  locale: string
  shippingContact: ProfileContact
}

/** The profile's contact as a form's values (a checkbox's value is the text "true" or "false"). */
export const contactFormValues = (contact: ProfileContact): ShippingContactValues => ({ ...contact, dataUse: String(contact.dataUse) })

export async function getProfile(db: Db, userId: number): Promise<Profile | null> {
  const user = await findUserById(db, userId)
  if (!user) return null
  const contact = user.contactId !== null ? await findContact(db, user.contactId) : null
  return {
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: [...user.roles],
    dataUse: user.dataUse,
    locale: user.locale,
    shippingContact: {
      title: contact?.title ?? 'mr',
      ...nameAndAddressOf(contact, user),
      state: contact?.state ?? 'VS',
      phone: contact?.phone ? formatInternational(contact.phone) : '',
      birthdate: contact?.birthdate ? formatDate(contact.birthdate) : '',
      email: contact?.email ?? user.username,
      dataUse: contact?.dataUse ?? user.dataUse,
    },
  }
}

export type ContactResult = { status: 'invalid'; errors: FieldErrors } | { status: 'saved'; user: UserRow; profile: Profile }

/**
 * Saves the account's contact with the shipping-contact rules (no terms box). The account's names
 * follow the contact (a new access token carries them), and its language becomes the page's.
 */
export async function updateContact(
  deps: Pick<AccountDeps, 'db'>,
  input: { userId: number; values: ShippingContactValues; locale: AccountLocale },
): Promise<ContactResult> {
  const { values, locale } = input
  const errors = check(profileRules(values), values, locale)
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors }
  const email = (values.email ?? '').trim()
  await deps.db.transaction(async (tx) => {
    await saveAccountContact(tx, input.userId, contactRow(values, email))
    await setUserLocale(tx, input.userId, locale)
  })
  const user = await findUserById(deps.db, input.userId)
  const profile = await getProfile(deps.db, input.userId)
  if (!user || !profile) throw new Error(`Account ${input.userId} vanished while saving its contact`)
  return { status: 'saved', user, profile }
}
