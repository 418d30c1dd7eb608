import { caipNetworkIdSchema, socialProviderSchema } from '@keyway/embedded-wallet/protocol'
import { z } from 'zod'

/**
 * What the API accepts (docs/validation.md#email-and-social-login: a valid email string; the OTP is a string). Bodies are
 * strict: an unknown field is an error, not silently dropped.
 *
 * Emails: the everyday address shape (letters, digits and . _ % + - before the @, a dotted
 * domain), lowercased. Quotes, semicolons, spaces and other characters that are legal in
 * RFC 5321 but almost never used are refused with a clear message; every query is
 * parameterized anyway, so this is about clear answers and clean data, not about SQL.
 */
const EMAIL = /^[a-z0-9._%+-]{1,64}@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,63}$/

export const emailSchema = z
  .string({ error: 'email must be a string' })
  .trim()
  .toLowerCase()
  .max(254, 'email must be at most 254 characters')
  .regex(EMAIL, 'Enter a valid email address (letters, digits and . _ % + - before the @)')

export const otpSchema = z
  .string({ error: 'otp must be a string' })
  .regex(/^\d{6}$/, 'The code is the 6 digits from the email')

/** The random id the frame keeps per browser (header X-Keyway-Device-Id). */
export const deviceIdSchema = z
  .string({ error: 'The X-Keyway-Device-Id header is required' })
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'X-Keyway-Device-Id must be 16-128 letters, digits, _ or -')

export const emailBody = z.strictObject({ email: emailSchema })
export const emailOtpBody = z.strictObject({ email: emailSchema, otp: otpSchema })
export const otpBody = z.strictObject({ otp: otpSchema })
export const emptyBody = z.strictObject({})

export const approveQuery = z.strictObject({
  token: z.string().regex(/^[0-9a-f]{64}$/, 'This device approval link is not valid'),
})

/** The frame URL's parameters (docs/embedded-wallet.md#frame-events: projectId, chainId, version, enableLogger). */
export const frameQuery = z.strictObject({
  projectId: z
    .string({ error: 'projectId is required' })
    .regex(/^[A-Za-z0-9_-]{1,128}$/, 'projectId must be letters, digits, _ or -'),
  chainId: z.string().max(64).optional(),
  version: z.string().max(64).optional(),
  enableLogger: z.enum(['true', 'false']).optional(),
})

/**
 * `POST /v1/rpc` (docs/embedded-wallet.md#frame-events rpc request): the method is any string here, so that one off the
 * allow-list gets docs/roles.md#embedded-wallet-methods's 'method not allowed' rather than a schema error.
 */
export const rpcBody = z.strictObject({
  chainId: caipNetworkIdSchema,
  method: z
    .string({ error: 'method must be a string' })
    .regex(/^[A-Za-z0-9_]{1,64}$/, 'method must be an RPC method name'),
  params: z.json().optional(),
})

/** Social login (README "Social and Farcaster login"); providers are docs/limits.md#features-and-defaults's list. */
export const socialStartBody = z.strictObject({
  provider: z.unknown().transform((value, ctx) => {
    const known = socialProviderSchema.safeParse(value)
    if (known.success) return known.data
    const names = socialProviderSchema.options.join(', ')
    ctx.addIssue({
      code: 'custom',
      message:
        typeof value === 'string'
          ? `Unknown provider "${value.slice(0, 64)}": use one of ${names}`
          : `provider must be one of ${names}`,
    })
    return z.NEVER
  }),
  redirectUri: z
    .url({ protocol: /^https?$/, error: 'redirectUri must be an http(s) URL' })
    .max(2048)
    .optional(),
})

const oauthState = z
  .string({ error: 'The sign-in answer has no state' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'The sign-in answer has an invalid state')

/** The provider's redirect: code and state, or error and state (RFC 6749 §4.1.2). */
export const socialCallbackQuery = z.strictObject({
  state: oauthState,
  code: z.string().min(1).max(2048).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
  // What providers add on their own: granted scopes, the issuer (RFC 9207), Google's extras.
  scope: z.string().max(2048).optional(),
  iss: z.string().max(2048).optional(),
  authuser: z.string().max(64).optional(),
  prompt: z.string().max(256).optional(),
  hd: z.string().max(256).optional(),
})

/** The frame's own finish of a redirect it caught (the protocol's connectSocial `{ uri }`). */
export const socialConnectBody = z.strictObject({
  uri: z.url({ protocol: /^https?$/, error: 'uri must be an http(s) URL' }).max(4096),
})

export const farcasterPollBody = z.strictObject({
  channelToken: z
    .string({ error: 'channelToken must be a string' })
    .regex(/^[A-Za-z0-9_-]{16,256}$/, 'channelToken is not a Farcaster channel token'),
})

/** The first problem of a failed parse, as one sentence. */
export function describeIssue(error: z.ZodError, input: unknown): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid input'
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`
  const path = issue.path.join('.')
  if (issue.code === 'invalid_type' && path && valueAt(input, issue.path) === undefined) {
    return `${path} is required`
  }
  return issue.message
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

/** `GET /v1/user`'s query: the network whose smart account to include (docs/state.md#embedded-wallet-user). */
export const userQuery = z.object({ chainId: caipNetworkIdSchema.optional() })

/** `POST /v1/session/refresh`: the refresh token of the frame's last sign-in or refresh. */
export const refreshBody = z.strictObject({
  refreshToken: z
    .string({ error: 'refreshToken must be a string' })
    .regex(/^[A-Za-z0-9_-]{16,256}$/, 'refreshToken is not a refresh token'),
})
