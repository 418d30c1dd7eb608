import { randomBytes } from 'node:crypto'
import { keccak256, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { HttpError, type RequestContext, type Route } from '../http/server.js'
import { choicePage, page } from './pages.js'

/**
 * Farcaster sign-in stand-in (docs/views.md#connectingfarcaster): the toolkit creates a channel,
 * shows its URL (QR or link), and polls the status until the user approves on the page as
 * one of the test fids. The answer carries a sign-in message signed by that fid's custody
 * key, so verifiers can check it for real.
 */

export type FarcasterUser = { fid: number; username: string; displayName: string }

export const FARCASTER_USERS: readonly FarcasterUser[] = [
  { fid: 1001, username: 'alice.devnet', displayName: 'Alice Devnet' },
  { fid: 1002, username: 'bob.devnet', displayName: 'Bob Devnet' },
]

/** A channel lives 10 minutes, like a pairing the user may take a while to scan. */
const CHANNEL_TTL_MS = 10 * 60 * 1000

type Channel = {
  token: string
  nonce: string
  domain: string
  siweUri: string
  expiresAt: number
  completed?: {
    fid: number
    username: string
    displayName: string
    custody: `0x${string}`
    message: string
    signature: `0x${string}`
  }
}

/** Deterministic custody key per fid: the same address every run. */
export function custodyAccount(fid: number) {
  return privateKeyToAccount(keccak256(toHex(`keyway-devnet-farcaster:${fid}`)))
}

function channelToken(ctx: RequestContext): string {
  const auth = ctx.headers.authorization
  const token = auth?.startsWith('Bearer ') ? auth.slice(7) : ctx.query.get('channelToken')
  if (!token)
    throw new HttpError(401, 'missing channel token (Authorization: Bearer <channelToken>)')
  return token
}

export function farcasterRoutes(deps: { baseUrl: () => string; now: () => number }): Route[] {
  const channels = new Map<string, Channel>()

  function live(token: string): Channel {
    const channel = channels.get(token)
    if (!channel || channel.expiresAt <= deps.now()) {
      channels.delete(token)
      throw new HttpError(404, 'unknown or expired channel')
    }
    return channel
  }

  return [
    {
      method: 'POST',
      path: '/farcaster/channel',
      handler: ({ body }) => {
        const input = (typeof body === 'object' && body !== null ? body : {}) as Record<
          string,
          unknown
        >
        const token = randomBytes(16).toString('hex')
        const channel: Channel = {
          token,
          nonce: typeof input.nonce === 'string' ? input.nonce : randomBytes(8).toString('hex'),
          domain: typeof input.domain === 'string' ? input.domain : '127.0.0.1',
          siweUri: typeof input.siweUri === 'string' ? input.siweUri : deps.baseUrl(),
          expiresAt: deps.now() + CHANNEL_TTL_MS,
        }
        channels.set(token, channel)
        const url = `${deps.baseUrl()}/farcaster/connect/${token}`
        return { status: 201, json: { channelToken: token, url, nonce: channel.nonce } }
      },
    },
    {
      method: 'GET',
      path: '/farcaster/channel/status',
      handler: (ctx) => {
        const channel = live(channelToken(ctx))
        if (!channel.completed)
          return { status: 202, json: { state: 'pending', nonce: channel.nonce } }
        return { json: { state: 'completed', nonce: channel.nonce, ...channel.completed } }
      },
    },
    {
      method: 'GET',
      path: '/farcaster/connect/:token',
      handler: ({ params }) => {
        const channel = live(params.token ?? '')
        return {
          contentType: 'text/html; charset=utf-8',
          body: choicePage(
            'Sign in with Farcaster',
            `${channel.domain} asks you to sign in.`,
            FARCASTER_USERS.map((u) => ({
              href: `/farcaster/connect/${channel.token}/approve?fid=${u.fid}`,
              label: u.displayName,
              detail: `@${u.username} · fid ${u.fid}`,
            })),
          ),
        }
      },
    },
    {
      method: 'GET',
      path: '/farcaster/connect/:token/approve',
      handler: async ({ params, query }) => {
        const channel = live(params.token ?? '')
        const user = FARCASTER_USERS.find((u) => String(u.fid) === query.get('fid'))
        if (!user) throw new HttpError(400, `unknown test fid ${query.get('fid')}`)
        const account = custodyAccount(user.fid)
        const message = [
          `${channel.domain} wants you to sign in with your Ethereum account:`,
          account.address,
          '',
          'Farcaster Auth',
          '',
          `URI: ${channel.siweUri}`,
          'Version: 1',
          'Chain ID: 10',
          `Nonce: ${channel.nonce}`,
          `Issued At: ${new Date(deps.now()).toISOString()}`,
          'Resources:',
          `- farcaster://fid/${user.fid}`,
        ].join('\n')
        channel.completed = {
          fid: user.fid,
          username: user.username,
          displayName: user.displayName,
          custody: account.address,
          message,
          signature: await account.signMessage({ message }),
        }
        return {
          contentType: 'text/html; charset=utf-8',
          body: page(
            'Signed in',
            `<p>Signed in as @${user.username}. You can close this window.</p>`,
          ),
        }
      },
    },
  ]
}
