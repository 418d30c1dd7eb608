import { randomBytes } from 'node:crypto'
import { getAddress, isAddress, verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { z } from 'zod'
import { RateLimitedError } from '../errors.js'
import { hitRateLimit } from '../store/rate-limits.js'
import {
  consumeFarcasterChannel,
  findFarcasterChannel,
  insertFarcasterChannel,
} from '../store/social-farcaster-channels.js'
import { FarcasterUnavailableError, verifyFarcasterCustody } from './farcaster-custody.js'
import type { FrameContext } from './frame-context.js'
import { sha256Hex } from './secrets.js'
import {
  FarcasterChannelError,
  FarcasterVerificationError,
  SocialProviderUnavailableError,
} from './social-errors.js'
import { fetchBounded, jsonBody } from './social-fetch.js'
import { type SocialContext, type SocialLoginResult, signInWithIdentity } from './social-login.js'

/**
 * Sign in with Farcaster (docs/views.md#connectingfarcaster). frame-host opens a channel at the
 * relay with a nonce of its own; the frame shows the channel's URL (QR code or link) and
 * polls. When the relay reports the signed-in account, the answer is checked here, not
 * trusted: the sign-in message must be for this server's domain, URI and nonce, name the
 * fid, and carry a valid signature by the custody address it claims.
 */

export const FARCASTER_PROVIDER = 'farcaster'

const address = z.string().refine(isAddress, 'not an address')
const hex = z.string().regex(/^0x[0-9a-fA-F]+$/)

const channelAnswer = z.object({
  channelToken: z.string().regex(/^[A-Za-z0-9_-]{16,256}$/),
  url: z.url({ protocol: /^https?$/ }).max(2048),
  nonce: z.string(),
})
const completedAnswer = z.object({
  state: z.literal('completed'),
  fid: z.number().int().positive(),
  username: z.string().max(256).optional(),
  custody: address,
  message: z.string().max(4096),
  signature: hex,
  nonce: z.string(),
})

export type StartFarcasterReturnType = { uri: string; channelToken: string }

export async function startFarcasterLogin(
  { auth, config }: SocialContext,
  input: {
    deviceId: string
    ip: string
    /** The frame's project and page, and its key: the poll's session is theirs. */
    frame: FrameContext
    keyThumbprint: string
    signal?: AbortSignal | undefined
  },
): Promise<StartFarcasterReturnType> {
  // A sign-in that could not be checked against the ID registry is not started.
  if (!config.farcasterIdRegistry) throw new FarcasterUnavailableError()
  const now = auth.now()
  const perIp = await hitRateLimit(auth.db, `ip:${input.ip}`, auth.limits.perIp, now)
  if (!perIp.allowed) throw new RateLimitedError('ip', perIp.retryAfterMs)
  const origin = new URL(auth.publicUrl)
  // EIP-4361 nonces are alphanumeric, at least 8 characters.
  const nonce = randomBytes(16).toString('hex')
  const what = 'The Farcaster relay'
  const response = await fetchBounded(
    `${config.farcasterUrl}/farcaster/channel`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ domain: origin.host, siweUri: origin.origin, nonce }),
    },
    { what, timeoutMs: config.timeoutMs, signal: input.signal },
  )
  if (response.status !== 200 && response.status !== 201) {
    throw new SocialProviderUnavailableError(what, `HTTP ${response.status}`)
  }
  const channel = channelAnswer.safeParse(jsonBody(response, what))
  if (!channel.success) throw new SocialProviderUnavailableError(what, 'the channel is malformed')
  if (channel.data.nonce !== nonce) {
    throw new SocialProviderUnavailableError(what, 'the channel does not carry our nonce')
  }
  const fresh = await insertFarcasterChannel(auth.db, {
    channelToken: channel.data.channelToken,
    nonce,
    domain: origin.host,
    siweUri: origin.origin,
    deviceHash: sha256Hex(input.deviceId),
    projectId: input.frame.projectId,
    parentOrigin: input.frame.parentOrigin,
    keyThumbprint: input.keyThumbprint,
    now,
    ttlMs: config.farcasterTtlMs,
  })
  // A reused token would let two browsers poll one channel.
  if (!fresh) throw new SocialProviderUnavailableError(what, 'the channel token is not new')
  return { uri: channel.data.url, channelToken: channel.data.channelToken }
}

export type PollFarcasterReturnType =
  | { state: 'pending' }
  | ({ state: 'completed' } & SocialLoginResult)

/** One look at the channel (one bounded relay call): pending, or the session once approved. */
export async function pollFarcasterLogin(
  { auth, config }: SocialContext,
  input: {
    channelToken: string
    deviceId: string
    projectId: string
    keyThumbprint: string
    signal?: AbortSignal | undefined
  },
): Promise<PollFarcasterReturnType> {
  const channel = await findFarcasterChannel(auth.db, input.channelToken, auth.now())
  // Another browser's, project's or key's channel answers like an unknown one.
  if (
    !channel ||
    channel.deviceHash !== sha256Hex(input.deviceId) ||
    channel.projectId !== input.projectId ||
    channel.keyThumbprint !== input.keyThumbprint
  ) {
    throw new FarcasterChannelError()
  }
  const what = 'The Farcaster relay'
  const response = await fetchBounded(
    `${config.farcasterUrl}/farcaster/channel/status`,
    { headers: { authorization: `Bearer ${input.channelToken}`, accept: 'application/json' } },
    { what, timeoutMs: config.timeoutMs, signal: input.signal },
  )
  if (response.status === 202) return { state: 'pending' }
  if (response.status === 404 || response.status === 401) throw new FarcasterChannelError()
  if (response.status !== 200)
    throw new SocialProviderUnavailableError(what, `HTTP ${response.status}`)
  const parsed = completedAnswer.safeParse(jsonBody(response, what))
  if (!parsed.success) throw new FarcasterVerificationError('the relay answer is malformed')
  const signIn = parsed.data
  await verifySignIn(signIn, channel)
  await verifyFarcasterCustody(config.farcasterIdRegistry, {
    fid: signIn.fid,
    signer: getAddress(signIn.custody),
    timeoutMs: config.timeoutMs,
    signal: input.signal,
  })
  // Only one poll turns an approved channel into a session.
  if (!(await consumeFarcasterChannel(auth.db, input.channelToken, auth.now()))) {
    throw new FarcasterChannelError()
  }
  const result = await signInWithIdentity(auth, {
    provider: FARCASTER_PROVIDER,
    subject: String(signIn.fid),
    username: signIn.username,
    // Farcaster reports no email: the account never joins an email user by itself.
    verifiedEmail: undefined,
    deviceHash: channel.deviceHash,
    projectId: channel.projectId,
    keyThumbprint: channel.keyThumbprint,
    signal: input.signal,
  })
  return { state: 'completed', ...result }
}

async function verifySignIn(
  signIn: z.infer<typeof completedAnswer>,
  channel: { nonce: string; domain: string; siweUri: string },
): Promise<void> {
  const message = parseSiweMessage(signIn.message)
  const custody = getAddress(signIn.custody)
  if (signIn.nonce !== channel.nonce || message.nonce !== channel.nonce) {
    throw new FarcasterVerificationError('the nonce is not the one this sign-in was started with')
  }
  if (message.domain !== channel.domain || message.uri !== channel.siweUri) {
    throw new FarcasterVerificationError('the message is for another site')
  }
  if (!message.address || getAddress(message.address) !== custody) {
    throw new FarcasterVerificationError('the message is not from the custody address')
  }
  if (!message.resources?.includes(`farcaster://fid/${signIn.fid}`)) {
    throw new FarcasterVerificationError(`the message does not name fid ${signIn.fid}`)
  }
  const valid = await verifyMessage({
    address: custody,
    message: signIn.message,
    signature: signIn.signature as `0x${string}`,
  }).catch(() => false)
  if (!valid) throw new FarcasterVerificationError('the signature does not match')
}
