/**
 * The contract of the account calls under /shop/api/store (SPEC §7, server/api/shop-auth.ts): sign-up,
 * the two logins, refresh, me, logout, profile, contact, orders, forgotten password and reset. A
 * form's values are text (a JSON boolean or number is read as its text); the account rules check them
 * and answer 400 VALIDATION_FAILED with `errors`, field → message.
 */
import { z } from 'zod'
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi'
import { accountContactInput, forgotPasswordInput, loginInput, resetPasswordInput, signUpInput } from '../account-input'
import { json, localeParam, refusals } from './common'
import { orderItem, shippingContact } from './shop'

const PREFIX = '/shop/api/store'
const query = z.object({ locale: localeParam })
const roles = z.array(z.string()).meta({ example: ['ROLE_USER'] })
const token = z.string().meta({ description: 'The access token (a JWT), also set as an httpOnly cookie' })
const message = (code: string) => ({ code: z.literal(code), message: z.string() })

const user = z
  .object({ id: z.number().int(), username: z.string(), firstName: z.string(), lastName: z.string(), roles })
  .meta({ id: 'AccountUser', example: { id: 42, username: 'anna.muster@example.ch', firstName: 'Anna', lastName: 'Muster', roles: ['ROLE_USER'] } })

/** SPEC §3 shipping contact of a profile: the cart's contact without its id and terms box, the phone written for reading. */
export const profileContact = shippingContact
  .omit({ id: true, cg: true })
  .extend({ phone: z.string().meta({ description: 'International format (+41 27 481 00 00), or empty' }) })
  .meta({ id: 'ProfileContact' })

const profile = z
  .object({
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    roles,
    dataUse: z.boolean(),
    locale: z.string(),
    shippingContact: profileContact,
  })
  .meta({ id: 'Profile' })

const accountOrder = z
  .object({
    id: z.number().int(),
    number: z.string(),
    status: z.number().int().meta({ description: '1 cart, 2 paid, 3 deposit paid, 4 cancelled' }),
    currency: z.string(),
    locale: z.string(),
    createdAt: z.string().meta({ format: 'date-time' }),
    payedAt: z.string().nullable().meta({ format: 'date-time' }),
    subTotal: z.number(),
    total: z.number(),
    reportedTotal: z.number(),
    gradedPayment: z.boolean(),
    gradedToPayAt: z.string().nullable(),
    orderItems: z.array(
      orderItem.extend({
        cancellation: z
          .object({ tier: z.string(), due: z.number(), refund: z.number(), owed: z.number() })
          .nullable()
          .meta({ description: 'A paid rental: what cancelling it today would cost and give back' }),
      }),
    ),
  })
  .meta({ id: 'AccountOrder' })

const call = (summary: string, operation: Omit<ZodOpenApiOperationObject, 'summary' | 'tags'>): ZodOpenApiOperationObject => ({
  summary,
  tags: ['account'],
  requestParams: { query },
  ...operation,
})
/** A body read by recordBody (server/api/body.ts): a JSON object or a form's fields. */
const body = (schema: z.ZodType) => ({ content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } } })
const signedIn: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }]

const forgot = (operationId: string) =>
  call('Sends a link to choose a new password (the same answer whether the account exists or not)', {
    operationId,
    responses: { '200': json('Sent if the account exists', z.object(message('reset_link_sent'))), ...refusals('shop', 429) },
  })

export const accountPaths: ZodOpenApiPathsObject = {
  [`${PREFIX}/sign-up`]: {
    post: call('Opens a customer account and signs it in', {
      operationId: 'signUp',
      requestBody: body(signUpInput),
      responses: {
        '201': json('Created and signed in', z.object({ ...message('signed_up'), id: z.number().int(), username: z.string(), firstName: z.string(), lastName: z.string(), roles, token })),
        ...refusals('shop', 409, 429),
      },
    }),
  },
  [`${PREFIX}/auth/login`]: {
    post: call('Signs in', {
      operationId: 'login',
      requestBody: body(loginInput),
      responses: {
        '200': json('Signed in', z.object({ username: z.string(), firstName: z.string(), lastName: z.string(), roles, token })),
        ...refusals('shop', 401, 429),
      },
    }),
  },
  [`${PREFIX}/security/login`]: {
    post: call('Signs in (the form’s call): the contact’s names and where to go next', {
      operationId: 'securityLogin',
      requestBody: body(loginInput),
      responses: {
        '200': json(
          'Signed in',
          z.object({ token, email: z.string(), shippingContact: z.object({ firstName: z.string(), lastName: z.string() }), destination: z.string().nullable() }),
        ),
        ...refusals('shop', 401, 429),
      },
    }),
  },
  [`${PREFIX}/auth/refresh`]: {
    post: call('A new access token for the refresh cookie (rotated); 401 JWT_* when it no longer works', {
      operationId: 'refresh',
      responses: { '200': json('Refreshed', z.object({ token })), ...refusals('shop', 401) },
    }),
  },
  [`${PREFIX}/auth/me`]: {
    get: call('Who is signed in', { operationId: 'me', security: signedIn, responses: { '200': json('The account', user), ...refusals('shop', 401) } }),
    post: call('Who is signed in', { operationId: 'mePost', security: signedIn, responses: { '200': json('The account', user), ...refusals('shop', 401) } }),
  },
  [`${PREFIX}/auth/logout`]: {
    post: call('Ends the session and clears its cookies', {
      operationId: 'logout',
      responses: { '200': json('Logged out', z.object(message('LOGGED_OUT'))), ...refusals('shop') },
    }),
  },
  [`${PREFIX}/my-account/profile`]: {
    get: call('The account’s profile and shipping contact', {
      operationId: 'profile',
      security: signedIn,
      responses: { '200': json('The profile', profile), ...refusals('shop', 401) },
    }),
  },
  [`${PREFIX}/my-account/contact`]: {
    put: call('Saves the account’s contact; the names in a new access token follow it', {
      operationId: 'updateContact',
      security: signedIn,
      requestBody: body(accountContactInput),
      responses: { '200': json('Saved', profile.extend({ ...message('saved_personal_data'), token })), ...refusals('shop', 401) },
    }),
  },
  [`${PREFIX}/my-account/orders`]: {
    get: call('The account’s orders, the most recently paid first', {
      operationId: 'myOrders',
      security: signedIn,
      requestParams: {
        query: query.extend({ statuses: z.string().optional().meta({ description: 'A JSON list of statuses 1–4', example: '[2,3]' }) }),
      },
      responses: { '200': json('The orders', z.array(accountOrder)), ...refusals('shop', 401) },
    }),
  },
  [`${PREFIX}/security/forgot-password`]: {
    get: { ...forgot('forgotPasswordGet'), requestParams: { query: query.extend({ email: z.string(), url: z.string().optional() }) } },
    post: { ...forgot('forgotPassword'), requestBody: body(forgotPasswordInput) },
  },
  [`${PREFIX}/security/reset-password`]: {
    post: call('Chooses a new password with the e-mailed token', {
      operationId: 'resetPassword',
      requestBody: body(resetPasswordInput),
      responses: { '200': json('Changed', z.object(message('password_changed'))), ...refusals('shop', 429) },
    }),
  },
}
