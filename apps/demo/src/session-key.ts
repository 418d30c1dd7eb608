/**
 * The demo's session key (docs/smart-sessions.md): a private key the demo keeps for the tab,
 * owning a MetaMask smart account on devnet (the *session account*). A permission granted to
 * that account lets the demo move the user's tokens within its limits through the bundler,
 * with no wallet prompt; the limits are checked on chain by the permission's enforcers.
 *
 * The smart-accounts kit is loaded only when the session key is first used.
 */
import {
  type Address,
  decodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  zeroHash,
} from 'viem'
import type { DemoSmartAccounts } from '../scripts/lib/devnet-endpoints.js'

const STORAGE_KEY = 'keyway-demo.session-key'

/**
 * MetaMask's kit reports each of its calls to MetaMask's analytics unless, at its first call,
 * it finds a do-not-track flag: `process.env.DO_NOT_TRACK` (which a browser build replaces
 * with nothing) or `window.doNotTrack`. The demo tells no third party what its visitors do,
 * so it sets the window's flag before the kit loads.
 */
async function loadKit() {
  ;(globalThis as { doNotTrack?: string }).doNotTrack = '1'
  return import('@metamask/smart-accounts-kit')
}

/** How long one send may take, from building the user operation to its receipt. */
const SEND_TIMEOUT_MS = 30_000

/** The session key of this tab: made once, kept in sessionStorage (never sent anywhere). */
export async function tabSessionKey(storage: Storage = sessionStorage): Promise<Hex> {
  const kept = storage.getItem(STORAGE_KEY)
  if (kept && /^0x[0-9a-f]{64}$/i.test(kept)) return kept as Hex
  const { generatePrivateKey } = await import('viem/accounts')
  const key = generatePrivateKey()
  storage.setItem(STORAGE_KEY, key)
  return key
}

export type SessionSetup = {
  /** The EVM chain's id and JSON-RPC URL (reads and gas prices). */
  chainId: number
  rpcUrl: string
  stack: DemoSmartAccounts
}

async function sessionAccount(setup: SessionSetup, key: Hex, signal?: AbortSignal) {
  const [
    { Implementation, toMetaMaskSmartAccount },
    { createPublicClient, defineChain },
    accounts,
  ] = await Promise.all([loadKit(), import('viem'), import('viem/accounts')])
  const owner = accounts.privateKeyToAccount(key)
  const client = createPublicClient({
    chain: defineChain({
      id: setup.chainId,
      name: 'devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [setup.rpcUrl] } },
    }),
    transport: http(setup.rpcUrl, {
      timeout: 10_000,
      retryCount: 0,
      ...(signal ? { fetchOptions: { signal } } : {}),
    }),
  })
  const account = await toMetaMaskSmartAccount({
    client,
    implementation: Implementation.Hybrid,
    deployParams: [owner.address, [], [], []],
    deploySalt: zeroHash,
    signer: { account: owner },
    // devnet deploys the framework itself: its addresses come from devnet's READY line.
    environment: setup.stack.environment as never,
  })
  return { account, client }
}

/** The session account's address: what a permission is granted to. */
export async function sessionAccountAddress(setup: SessionSetup, key: Hex): Promise<Address> {
  return (await sessionAccount(setup, key)).account.address
}

/** What a grant answered that a redemption needs. */
export type GrantedPermission = {
  context: Hex
  signerMeta: { delegationManager: Address }
}

export type SessionTransfer = {
  token: Address
  to: Address
  /** Token base units. */
  amount: bigint
}

export type SessionSendResult = { userOpHash: Hex; transactionHash: Hex }

/** Why a send within the permission failed, in the visitor's words. */
export class SessionSendError extends Error {
  override name = 'SessionSendError' as const
}

const REASONS: ReadonlyArray<[RegExp, string]> = [
  [/transfer-amount-exceeded/i, "Over the permission's limit for this period"],
  [/CannotUseADisabledDelegation|0x05baa052/i, 'The permission was revoked'],
  [/TimestampEnforcer:expired|expired-delegation/i, 'The permission has expired'],
  [/invalid-contract|invalid-method/i, 'The permission does not allow this call'],
]

/** `Error(string)` revert data (selector 0x08c379a0) found in a message, decoded. */
function revertStrings(message: string): string[] {
  const found: string[] = []
  for (const [data] of message.matchAll(/0x08c379a0[0-9a-f]{128,}/gi)) {
    try {
      const [reason] = decodeAbiParameters([{ type: 'string' }], `0x${data.slice(10)}`)
      found.push(reason)
    } catch {
      // Not a well-formed reason: the message is shown as it is.
    }
  }
  return found
}

/** The enforcer's or the DelegationManager's revert reason as a sentence, with the reason kept. */
export function sessionSendError(error: unknown): SessionSendError {
  const message = error instanceof Error ? error.message : String(error)
  const detail = [message, ...revertStrings(message)].join('\n')
  const known = REASONS.find(([pattern]) => pattern.test(detail))
  const reason = /ERC20PeriodTransferEnforcer:[a-z-]+|TimestampEnforcer:[a-z-]+/.exec(detail)?.[0]
  if (known) return new SessionSendError(reason ? `${known[1]} (${reason})` : known[1])
  const first = message.split('\n').find((line) => line.trim() !== '') ?? 'unknown error'
  return new SessionSendError(`The session could not send: ${first.trim()}`)
}

/**
 * One ERC-20 transfer from the user's account, made by the session account redeeming the
 * permission: a user operation of the session account (the paymaster pays its gas) calling
 * the DelegationManager, which runs the transfer as the user's account once the permission's
 * enforcers agree. No wallet is asked.
 */
export async function sendWithPermission(
  setup: SessionSetup,
  key: Hex,
  permission: GrantedPermission,
  transfer: SessionTransfer,
  signal?: AbortSignal,
): Promise<SessionSendResult> {
  const timeout = AbortSignal.timeout(SEND_TIMEOUT_MS)
  const both = signal ? AbortSignal.any([signal, timeout]) : timeout
  try {
    const [{ account, client }, aa, { erc7710BundlerActions }] = await Promise.all([
      // The account first: it loads the kit with its analytics off.
      sessionAccount(setup, key, both),
      import('viem/account-abstraction'),
      import('@metamask/smart-accounts-kit/actions'),
    ])
    const transport = (url: string) =>
      http(url, { timeout: 15_000, retryCount: 0, fetchOptions: { signal: both } })
    const bundler = aa
      .createBundlerClient({
        account,
        client,
        transport: transport(setup.stack.bundlerUrl),
        paymaster: aa.createPaymasterClient({ transport: transport(setup.stack.paymasterUrl) }),
      })
      .extend(erc7710BundlerActions())
    const userOpHash = await bundler.sendUserOperationWithDelegation({
      account,
      publicClient: client,
      calls: [
        {
          to: transfer.token,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [transfer.to, transfer.amount],
          }),
          permissionContext: permission.context,
          delegationManager: permission.signerMeta.delegationManager,
        },
      ],
    })
    const receipt = await bundler.waitForUserOperationReceipt({
      hash: userOpHash,
      timeout: SEND_TIMEOUT_MS,
    })
    if (!receipt.success) {
      throw new SessionSendError(
        `The transfer reverted on chain (${receipt.reason ?? 'no reason given'})`,
      )
    }
    return { userOpHash, transactionHash: receipt.receipt.transactionHash }
  } catch (error) {
    if (error instanceof SessionSendError) throw error
    if (timeout.aborted) throw new SessionSendError('The session send timed out')
    throw sessionSendError(error)
  }
}
