import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/database.js'
import { FrameHostError, InvalidInputError } from '../errors.js'
import {
  describeSharingApp,
  type SharingApp,
  walletSharingConsentMail,
  walletSharingUnavailableMail,
} from '../mail/wallet-sharing-messages.js'
import { frameOrigins } from '../server/origins.js'
import { loadKeyMaterial } from '../store/key-material.js'
import { revokeUserSessions } from '../store/sessions.js'
import { findUserByEmail, findUserById, lockUser, type User } from '../store/users.js'
import {
  findWalletShareRequest,
  insertWalletShare,
  insertWalletShareRequest,
  revokeWalletShare,
  takeWalletShareRequest,
  type WalletShareRequest,
  walletOwnerOf,
} from '../store/wallet-shares.js'
import { type AuthContext, sendCounted } from './context.js'
import { type PublicUser, publicUser } from './email-login.js'
import { commitThenThrow } from './otp.js'
import type { SignedIn } from './session.js'
import { ensureWallet } from './wallet.js'

/**
 * Sharing one wallet across two projects (README "Wallet sharing"), off by default. A
 * signed-in user of project B asks to use the wallet of project A; frame-host mails a
 * single-use consent link to the user's verified address, and only the button of that
 * link's page, on frame-host's own origin, makes the share. The app that asked never sees
 * the link and cannot press the button; its answer is the same whether or not A has a
 * wallet for the address.
 */

/** How long a consent link works. */
export const WALLET_SHARE_TTL_MS = 15 * 60_000

export const WALLET_SHARE_PATH = '/v1/wallet-sharing/confirm'

/** The one answer of a request, whatever project A holds. */
export const WALLET_SHARE_REQUESTED = { action: 'CONFIRM_BY_EMAIL' } as const

/** The consent link is unknown, expired, used, or its addresses changed since. */
export class WalletShareLinkError extends FrameHostError {
  override name = 'WalletShareLinkError' as const
  override status = 400
  override code = 'wallet_share_link_invalid'
  constructor() {
    super('This link has expired or was already used. Ask for a new one from the app')
  }
}

/** The two users already use one wallet the other way round. */
export class WalletAlreadySharedError extends FrameHostError {
  override name = 'WalletAlreadySharedError' as const
  override status = 409
  override code = 'wallet_already_shared'
  constructor() {
    super('These two apps already use one wallet')
  }
}

/** Consent goes by mail: an account without an email address cannot ask. */
export class NoSharingEmailError extends FrameHostError {
  override name = 'NoSharingEmailError' as const
  override status = 409
  override code = 'no_account_email'
  constructor() {
    super('Wallet sharing needs an account with a verified email')
  }
}

type Signal = AbortSignal | undefined

const sharingApp = async (
  ctx: AuthContext,
  projectId: string,
  signal: Signal,
): Promise<SharingApp> => ({
  projectId,
  origins: frameOrigins(await ctx.origins.allowedOrigins(projectId, signal)),
})

/** The wallet `user` would share: its key material's owner, when the wallet exists. */
async function existingWallet(db: Queryable, user: User) {
  const owner = await walletOwnerOf(db, user.id)
  const stored = await loadKeyMaterial(db, owner)
  return stored && { owner, addresses: stored.addresses }
}

/**
 * `POST /v1/wallet-sharing/request`: mails the signed-in user either the consent link (A
 * has a user with the same verified address and a wallet) or a notice that there is
 * nothing to share. The answer is the same in both cases.
 */
export async function requestWalletSharing(
  ctx: AuthContext,
  {
    signedIn,
    fromProjectId,
    signal,
  }: { signedIn: SignedIn; fromProjectId: string; signal: Signal },
): Promise<typeof WALLET_SHARE_REQUESTED> {
  const { user } = signedIn
  if (fromProjectId === signedIn.projectId) {
    throw new InvalidInputError('fromProjectId must be another project than this one')
  }
  if (user.email === null) throw new NoSharingEmailError()
  const email = user.email
  const [from, to] = await Promise.all([
    sharingApp(ctx, fromProjectId, signal),
    sharingApp(ctx, signedIn.projectId, signal),
  ])
  const askedFrom = signedIn.parentOrigin
  const owner = await findUserByEmail(ctx.db, fromProjectId, email)
  // A user row with a wallet: its address was verified by the sign-in that made the wallet.
  const wallet = owner && from.origins.length > 0 && (await existingWallet(ctx.db, owner))
  if (!owner || !wallet || wallet.owner === user.id) {
    await sendCounted(ctx, walletSharingUnavailableMail(email, { from, to, askedFrom }), signal)
    return WALLET_SHARE_REQUESTED
  }
  const token = randomBytes(32).toString('hex')
  const now = ctx.now()
  await insertWalletShareRequest(ctx.db, {
    token,
    userId: user.id,
    walletUserId: owner.id,
    email,
    parentOrigin: askedFrom,
    now,
    ttlMs: WALLET_SHARE_TTL_MS,
  })
  const link = new URL(WALLET_SHARE_PATH, ctx.publicUrl)
  link.searchParams.set('token', token)
  const mail = walletSharingConsentMail(email, {
    from,
    to,
    askedFrom,
    link: link.toString(),
    ttlMs: WALLET_SHARE_TTL_MS,
  })
  await sendCounted(ctx, mail, signal)
  return WALLET_SHARE_REQUESTED
}

/** The request's two users, when both still have the address the link was mailed to. */
async function requestUsers(db: Queryable, request: WalletShareRequest, lock: boolean) {
  const user = lock ? await lockUser(db, request.userId) : await findUserById(db, request.userId)
  const owner = await findUserById(db, request.walletUserId)
  if (!user || !owner || user.email !== request.email || owner.email !== request.email) return
  if (user.projectId === owner.projectId) return
  return { user, owner }
}

/**
 * What the consent page says (GET, no side effect): both apps by project id and allowed
 * origins, the wallet's addresses, and what sharing does.
 */
export async function describeWalletShareLink(
  ctx: AuthContext,
  { token, signal }: { token: string; signal: Signal },
): Promise<string> {
  const request = await findWalletShareRequest(ctx.db, token, ctx.now())
  const users = request && (await requestUsers(ctx.db, request, false))
  const wallet = users && (await existingWallet(ctx.db, users.owner))
  if (!request || !users || !wallet) throw new WalletShareLinkError()
  const [from, to] = await Promise.all([
    sharingApp(ctx, users.owner.projectId, signal),
    sharingApp(ctx, users.user.projectId, signal),
  ])
  return [
    `Wallet of ${describeSharingApp(from)}: ${wallet.addresses.eip155} (Solana ${wallet.addresses.solana}).`,
    `To be used by ${describeSharingApp(to)}, asked from ${request.parentOrigin}.`,
    `If you share it, signing in to ${to.projectId} with ${request.email} gives this same wallet: the same addresses and funds, and that app can ask it to sign messages and transactions, as ${from.projectId} can.`,
    `The wallet ${to.projectId} made for you stays apart, unused, until you stop sharing from that app. Every current sign-in to ${to.projectId} ends now.`,
    'Share only if you trust both apps with this wallet.',
  ].join(' ')
}

/**
 * The consent page's POST: uses the link up, makes B's user sign with A's wallet from now
 * on, and ends every sign-in of B's user so each later one sees the shared wallet.
 */
export async function confirmWalletSharing(
  ctx: AuthContext,
  { token }: { token: string },
): Promise<{ projectId: string; fromProjectId: string }> {
  return commitThenThrow(ctx, async (tx) => {
    const now = ctx.now()
    const request = await takeWalletShareRequest(tx, token, now)
    const users = request && (await requestUsers(tx, request, true))
    const wallet = users && (await existingWallet(tx, users.owner))
    if (!users || !wallet) return { ok: false, error: new WalletShareLinkError() }
    const { user, owner } = users
    // A already uses B's wallet: pointing B at it again would loop.
    if (wallet.owner === user.id) return { ok: false, error: new WalletAlreadySharedError() }
    await insertWalletShare(tx, { userId: user.id, walletUserId: wallet.owner, now })
    await revokeUserSessions(tx, { userId: user.id, projectId: user.projectId, now })
    return { ok: true, value: { projectId: user.projectId, fromProjectId: owner.projectId } }
  })
}

/**
 * `POST /v1/wallet-sharing/stop`: B's user signs with their own wallet again; their other
 * sign-ins end so none keeps showing the shared one. Answers the user with their wallet.
 */
export async function stopWalletSharing(
  ctx: AuthContext,
  { signedIn, signal }: { signedIn: SignedIn; signal: Signal },
): Promise<{ stopped: boolean; user: PublicUser }> {
  const { user, session } = signedIn
  const stopped = await ctx.db.transaction(async (tx) => {
    const now = ctx.now()
    const done = await revokeWalletShare(tx, user.id, now)
    if (done) {
      await revokeUserSessions(tx, {
        userId: user.id,
        projectId: user.projectId,
        now,
        exceptFamilyId: session.familyId,
      })
    }
    return done
  })
  return { stopped, user: publicUser(user, await ensureWallet(ctx, user.id, signal)) }
}
