/**
 * The test-process side of the browser Bitcoin wallets (browser-script.ts): answers the
 * page's bridge calls with the test wallet's own faces — its Wallet Standard wallet
 * (wallet-standard-wallet.ts) or its sats-connect provider (sats-connect-provider.ts) — and
 * pushes their events into the page. `installTestBitcoinWallets` does both for a Playwright
 * page; `createBitcoinBridge` is the answering part on its own (other drivers, tests).
 */

import { fromBase64, toBase64 } from '@keyway/testing/solana'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  type BitcoinBridgeAccount,
  type BitcoinBridgeAnswer,
  type BitcoinBridgeRequest,
  type BitcoinBridgeState,
  type BitcoinWalletFace,
  createInjectedBitcoinWalletScript,
  DEFAULT_BITCOIN_WALLET_BRIDGE,
} from './browser-script.js'
import {
  type SatsConnectEvent,
  type SatsConnectTestProvider,
  toSatsConnectProvider,
} from './sats-connect-provider.js'
import type { TestBitcoinWallet } from './test-wallet.js'
import {
  type BitcoinSignMessageOutput,
  type BitcoinSignTransactionOutput,
  TEST_BITCOIN_WALLET_ICON,
  toBitcoinWalletStandardWallet,
} from './wallet-standard-wallet.js'

/** The part of Playwright's `Page` used here (kept local: no Playwright dependency). */
export type BitcoinWalletPage = {
  exposeFunction(name: string, callback: (request: BitcoinBridgeRequest) => unknown): Promise<void>
  addInitScript(script: { content: string }): Promise<void>
  evaluate<R, A>(pageFunction: (arg: A) => R, arg: A): Promise<R>
}

export type InstalledTestBitcoinWallet = {
  /** Identifies the wallet on the bridge; unique per page. */
  id: string
  face: BitcoinWalletFace
  wallet: TestBitcoinWallet
  name?: string | undefined
  icon?: string | undefined
  /** sats-connect: the provider's dotted path; `KeywayTestBitcoin<n>.BitcoinProvider` by default. */
  providerId?: string | undefined
}

/** The events a sats-connect provider emits, forwarded to the page. */
const SATS_CONNECT_EVENTS = ['accountChange', 'networkChange', 'disconnect'] as const

type Face =
  | { kind: 'wallet-standard'; wallet: Wallet }
  | { kind: 'sats-connect'; provider: SatsConnectTestProvider }

function errorOf(error: unknown): { code: number; message: string } {
  const code: unknown = Reflect.get(Object(error), 'code')
  const message: unknown = Reflect.get(Object(error), 'message')
  return {
    code: typeof code === 'number' ? code : -32603,
    message: typeof message === 'string' ? message : 'Internal error',
  }
}

function toBridgeAccount(account: WalletAccount): BitcoinBridgeAccount {
  return {
    address: account.address,
    publicKey: toBase64(Uint8Array.from(account.publicKey)),
    chains: [...account.chains],
    features: [...account.features],
  }
}

function stateOf(wallet: Wallet): BitcoinBridgeState {
  return { accounts: wallet.accounts.map(toBridgeAccount), chains: [...wallet.chains] }
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? (value as Record<string, unknown>[]) : []
}

function feature<T>(wallet: Wallet, name: string, method: string): T {
  const found = (wallet.features as Record<string, Record<string, unknown>>)[name]?.[method]
  if (typeof found !== 'function')
    throw Object.assign(new Error(`The wallet has no ${name}`), { code: 4200 })
  return found as T
}

/** The wallet's account of `address`; an unknown one as the page named it (the wallet refuses). */
function accountOf(wallet: Wallet, address: unknown): WalletAccount {
  const known = wallet.accounts.find((a) => a.address === address)
  return (
    known ?? { address: String(address), publicKey: new Uint8Array(), chains: [], features: [] }
  )
}

async function answerStandard(
  wallet: Wallet,
  method: string,
  params: Record<string, unknown>,
): Promise<unknown> {
  switch (method) {
    case 'state':
      return null
    case 'bitcoin:connect': {
      const connect = feature<(input: unknown) => Promise<{ accounts: WalletAccount[] }>>(
        wallet,
        'bitcoin:connect',
        'connect',
      )
      const { accounts } = await connect({ purposes: params.purposes ?? [] })
      return { accounts: accounts.map(toBridgeAccount) }
    }
    case 'standard:connect': {
      const connect = feature<(input: unknown) => Promise<unknown>>(
        wallet,
        'standard:connect',
        'connect',
      )
      await connect({ silent: params.silent === true })
      return null
    }
    case 'standard:disconnect':
      await feature<() => Promise<void>>(wallet, 'standard:disconnect', 'disconnect')()
      return null
    case 'bitcoin:signMessage': {
      const sign = feature<(...inputs: unknown[]) => Promise<BitcoinSignMessageOutput[]>>(
        wallet,
        'bitcoin:signMessage',
        'signMessage',
      )
      const outputs = await sign(
        ...list(params.inputs).map((input) => ({
          account: accountOf(wallet, input.address),
          message: fromBase64(String(input.message ?? '')),
        })),
      )
      return outputs.map((o) => ({ signature: toBase64(o.signature) }))
    }
    case 'bitcoin:signTransaction': {
      const sign = feature<(...inputs: unknown[]) => Promise<BitcoinSignTransactionOutput[]>>(
        wallet,
        'bitcoin:signTransaction',
        'signTransaction',
      )
      const outputs = await sign(
        ...list(params.inputs).map((input) => ({
          psbt: fromBase64(String(input.psbt ?? '')),
          chain: input.chain,
          inputsToSign: list(input.inputsToSign).map((entry) => ({
            account: accountOf(wallet, entry.address),
            signingIndexes: Array.isArray(entry.signingIndexes) ? entry.signingIndexes : [],
            ...(typeof entry.sigHash === 'number' ? { sigHash: entry.sigHash } : {}),
          })),
        })),
      )
      return outputs.map((o) => ({ signedPsbt: toBase64(o.signedPsbt) }))
    }
    default:
      throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 })
  }
}

export type BitcoinBridge = {
  /** Answers one page request. */
  handle(request: BitcoinBridgeRequest): Promise<BitcoinBridgeAnswer>
  /** Calls `push(walletId, payload)` for every wallet event (for the page's Emit hook). */
  onEvent(push: (walletId: string, payload: unknown) => void): () => void
}

/** The faces of `wallets`, answering bridge requests and reporting their events. */
export function createBitcoinBridge(
  wallets: readonly Pick<InstalledTestBitcoinWallet, 'id' | 'face' | 'wallet' | 'name' | 'icon'>[],
): BitcoinBridge {
  const faces = new Map<string, Face>()
  for (const spec of wallets) {
    faces.set(
      spec.id,
      spec.face === 'sats-connect'
        ? {
            kind: 'sats-connect',
            provider: toSatsConnectProvider(spec.wallet, { walletId: spec.id }),
          }
        : {
            kind: 'wallet-standard',
            wallet: toBitcoinWalletStandardWallet(spec.wallet, {
              name: spec.name,
              icon: spec.icon as never,
            }),
          },
    )
  }
  return {
    async handle(request) {
      const face = faces.get(request.walletId)
      if (!face) return { error: { code: 4900, message: `No wallet ${request.walletId}` } }
      const params = request.params ?? {}
      if (face.kind === 'sats-connect') {
        if (request.method !== 'request')
          return { error: { code: 4200, message: `Unsupported method ${request.method}` } }
        // The provider answers JSON-RPC response objects, errors included: passed on as they are.
        return {
          result: await face.provider.request(String(params.method), params.params ?? undefined),
        }
      }
      try {
        const result = await answerStandard(face.wallet, request.method, params)
        return { result, state: stateOf(face.wallet) }
      } catch (error) {
        return { error: errorOf(error) }
      }
    },
    onEvent(push) {
      const stops: (() => void)[] = []
      for (const [id, face] of faces) {
        if (face.kind === 'sats-connect') {
          for (const eventName of SATS_CONNECT_EVENTS)
            stops.push(
              face.provider.addListener({
                eventName,
                cb: (event: SatsConnectEvent) => push(id, event),
              }),
            )
        } else {
          const on = feature<(event: 'change', listener: (p: unknown) => void) => () => void>(
            face.wallet,
            'standard:events',
            'on',
          )
          const wallet = face.wallet
          stops.push(
            on('change', (properties) => {
              const changed = properties as { accounts?: unknown; chains?: unknown }
              const state = stateOf(wallet)
              push(id, {
                ...(changed.accounts ? { accounts: state.accounts } : {}),
                ...(changed.chains ? { chains: state.chains } : {}),
              })
            }),
          )
        }
      }
      return () => {
        for (const stop of stops) stop()
      }
    },
  }
}

/**
 * Puts Bitcoin test wallets into a page: exposes the bridge, adds the init script and
 * forwards each wallet's events. Call before the first `page.goto`; returns a function that
 * stops forwarding events.
 */
export async function installTestBitcoinWallets(
  page: BitcoinWalletPage,
  parameters: { wallets: readonly InstalledTestBitcoinWallet[]; bridge?: string | undefined },
): Promise<() => void> {
  const bridgeName = parameters.bridge ?? DEFAULT_BITCOIN_WALLET_BRIDGE
  const wallets = parameters.wallets.map((spec, index) => ({
    ...spec,
    name:
      spec.name ??
      (spec.face === 'sats-connect' ? 'Keyway Test Sats Wallet' : 'Keyway Test Bitcoin Wallet'),
    icon: spec.icon ?? TEST_BITCOIN_WALLET_ICON,
    providerId:
      spec.face === 'sats-connect'
        ? (spec.providerId ?? `KeywayTestBitcoin${index}.BitcoinProvider`)
        : undefined,
  }))
  const bridge = createBitcoinBridge(wallets)
  await page.exposeFunction(bridgeName, (request) => bridge.handle(request))
  await page.addInitScript({
    content: createInjectedBitcoinWalletScript({
      bridge: bridgeName,
      wallets: wallets.map(({ id, face, name, icon, providerId, wallet }) => ({
        id,
        face,
        name,
        icon,
        providerId,
        chains: wallet.networks.map((network) => `bitcoin:${network}`),
      })),
    }),
  })
  return bridge.onEvent((walletId, payload) => {
    // The page may be navigating; a lost event is what a closing tab would see too.
    page
      .evaluate(
        ([name, id, data]) => {
          const hook = Reflect.get(window, `${name}Emit`)
          if (typeof hook === 'function') hook(id, data)
        },
        [bridgeName, walletId, payload] as const,
      )
      .catch(() => undefined)
  })
}
