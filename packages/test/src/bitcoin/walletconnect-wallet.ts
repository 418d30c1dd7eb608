/**
 * A WalletConnect wallet for the bip122 namespace: a sign client (the caller's, initialised
 * on devnet's relay) answers proposals and requests with a Bitcoin test wallet, as
 * WalletConnect's published Bitcoin RPC describes them:
 *
 * - the session's bip122 account on each approved chain (`bip122:<genesis prefix>:<address>`)
 *   is the payment address, the "first external address"; `sessionProperties`
 *   carries `bip122_getAccountAddresses` (payment and ordinal entries) and the wallet emits
 *   `bip122_addressesChanged` right after approval;
 * - `getAccountAddresses` ({ account, intentions? }), `signMessage` ({ account, message,
 *   address?, protocol? }; ECDSA unless `bip322` is asked; hex signature), `signPsbt`
 *   ({ account, psbt, signInputs, broadcast? }), `sendTransfer` ({ account, recipientAddress,
 *   amount, changeAddress?, memo? }).
 *
 * Other namespaces of the same proposal (eip155, solana) are approved with `extraNamespaces`.
 * The wallet has no Bitcoin node: `signPsbt` with `broadcast` and `sendTransfer` answer an
 * error saying so (what a node would be needed for).
 */

import { fromBase64, toBase64 } from '@keyway/testing/solana'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import type { BitcoinAddressPurpose, BitcoinTestAccount, BitcoinTestNetwork } from './keys.js'
import {
  BitcoinTestWalletError,
  type CreateTestBitcoinWalletParameters,
  createTestBitcoinWallet,
  type TestBitcoinWallet,
} from './test-wallet.js'

/** CAIP-2 ids of the two networks: `bip122:` + the first 32 hex of the genesis block hash. */
export const BITCOIN_CAIP_NETWORKS = {
  mainnet: 'bip122:000000000019d6689c085ae165831e93',
  testnet: 'bip122:000000000933ea01ad0ee984209779ba',
} as const satisfies Record<BitcoinTestNetwork, string>

export const BIP122_METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer']
export const BIP122_EVENTS = ['bip122_addressesChanged']

/** WalletConnect's codes: 5000 user rejected; JSON-RPC codes for bad input. */
const ERROR_CODES = { rejected: 5000, unauthorized: 4100, unsupported: 4200, invalid: -32602 }

/** The members of a `@walletconnect/sign-client` instance the wallet uses. */
export type Bip122SignClient = {
  on(event: 'session_proposal', listener: (proposal: SessionProposal) => void): unknown
  on(event: 'session_request', listener: (request: SessionRequest) => void): unknown
  approve(parameters: {
    id: number
    namespaces: Record<string, ApprovedNamespace>
    sessionProperties?: Record<string, string>
  }): Promise<{ topic: string; acknowledged(): Promise<unknown> }>
  reject(parameters: { id: number; reason: { code: number; message: string } }): Promise<void>
  respond(parameters: { topic: string; response: object }): Promise<void>
  emit(parameters: {
    topic: string
    event: { name: string; data: unknown }
    chainId: string
  }): Promise<void>
  disconnect(parameters: {
    topic: string
    reason: { code: number; message: string }
  }): Promise<void>
}

type ProposalNamespace = { chains?: string[]; methods?: string[]; events?: string[] }
type SessionProposal = {
  id: number
  params: {
    requiredNamespaces?: Record<string, ProposalNamespace>
    optionalNamespaces?: Record<string, ProposalNamespace>
  }
}
type SessionRequest = {
  topic: string
  id: number
  params: { chainId: string; request: { method: string; params?: unknown } }
}

export type ApprovedNamespace = {
  chains: string[]
  accounts: string[]
  methods: string[]
  events: string[]
}

/** One entry of getAccountAddresses / bip122_addressesChanged. */
export type Bip122AccountAddress = {
  address: string
  publicKey: string
  path: string
  intention: 'payment' | 'ordinal'
}

export type CreateBip122WalletConnectWalletParameters = CreateTestBitcoinWalletParameters & {
  signClient: Bip122SignClient
  /** bip122 methods approved; all four by default (leave one out to test a wallet without it). */
  methods?: readonly string[] | undefined
  /** Other namespaces approved in the same session, as they are. */
  extraNamespaces?: Record<string, ApprovedNamespace> | undefined
  /** Rejects the proposal, as a user declining the pairing. */
  rejectSession?: boolean | undefined
}

const INTENTION: Record<BitcoinAddressPurpose, 'payment' | 'ordinal'> = {
  payment: 'payment',
  ordinals: 'ordinal',
}

/** Derivation paths a BIP-84 / BIP-86 wallet would show for its first external addresses. */
function pathOf(account: BitcoinTestAccount, network: BitcoinTestNetwork): string {
  const coin = network === 'mainnet' ? 0 : 1
  return account.purpose === 'payment' ? `m/84'/${coin}'/0'/0/0` : `m/86'/${coin}'/0'/0/0`
}

function networkOfChain(chain: string): BitcoinTestNetwork | undefined {
  return (Object.keys(BITCOIN_CAIP_NETWORKS) as BitcoinTestNetwork[]).find(
    (n) => BITCOIN_CAIP_NETWORKS[n] === chain,
  )
}

class RequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {}
}

export type Bip122WalletConnectWallet = ReturnType<typeof createBip122WalletConnectWallet>

export function createBip122WalletConnectWallet(
  parameters: CreateBip122WalletConnectWalletParameters,
) {
  const { signClient } = parameters
  const testWallet: TestBitcoinWallet = createTestBitcoinWallet(parameters)
  const methods = [...(parameters.methods ?? BIP122_METHODS)]
  const requests: { method: string; chainId: string; params: unknown }[] = []
  const sessions: { topic: string; chains: string[] }[] = []

  /** The wallet on `network`: Bitcoin addresses belong to one network. */
  function on(network: BitcoinTestNetwork): TestBitcoinWallet {
    if (testWallet.network !== network) testWallet.switchNetwork(network)
    return testWallet
  }

  function accountAddresses(network: BitcoinTestNetwork): Bip122AccountAddress[] {
    const { keys } = on(network)
    return [keys.payment, keys.ordinals].map((account) => ({
      address: account.address,
      publicKey: account.publicKeyHex,
      path: pathOf(account, network),
      intention: INTENTION[account.purpose],
    }))
  }

  signClient.on('session_proposal', (proposal) => {
    void (async () => {
      if (parameters.rejectSession) {
        await signClient.reject({
          id: proposal.id,
          reason: { code: 5000, message: 'User rejected the session.' },
        })
        return
      }
      const asked = [
        ...(proposal.params.requiredNamespaces?.bip122?.chains ?? []),
        ...(proposal.params.optionalNamespaces?.bip122?.chains ?? []),
      ]
      const chains = [...new Set(asked)].filter((chain) => {
        const network = networkOfChain(chain)
        return network !== undefined && testWallet.networks.includes(network)
      })
      const namespaces: Record<string, ApprovedNamespace> = { ...parameters.extraNamespaces }
      const sessionProperties: Record<string, string> = {}
      if (chains.length > 0) {
        await testWallet.connect(['payment', 'ordinals'])
        namespaces.bip122 = {
          chains,
          accounts: chains.map((chain) => {
            const network = networkOfChain(chain) as BitcoinTestNetwork
            return `${chain}:${on(network).keys.payment.address}`
          }),
          methods,
          events: BIP122_EVENTS,
        }
        const first = networkOfChain(chains[0] as string) as BitcoinTestNetwork
        sessionProperties.bip122_getAccountAddresses = JSON.stringify(accountAddresses(first))
      }
      const { topic, acknowledged } = await signClient.approve({
        id: proposal.id,
        namespaces,
        ...(chains.length > 0 ? { sessionProperties } : {}),
      })
      await acknowledged()
      sessions.push({ topic, chains })
      for (const chain of chains) await emitAddressesChanged(topic, chain)
    })()
  })

  async function emitAddressesChanged(topic: string, chain: string): Promise<void> {
    const network = networkOfChain(chain)
    if (!network) return
    await signClient.emit({
      topic,
      event: { name: 'bip122_addressesChanged', data: accountAddresses(network) },
      chainId: chain,
    })
  }

  async function answer(request: SessionRequest): Promise<unknown> {
    const { chainId } = request.params
    const { method } = request.params.request
    const p = record(request.params.request.params)
    requests.push({ method, chainId, params: request.params.request.params })
    const network = networkOfChain(chainId)
    if (!network) throw new RequestError(-32602, `Unknown chain ${chainId}`)
    if (!methods.includes(method)) throw new RequestError(-32601, `Unsupported method ${method}`)
    const wallet = on(network)
    if (p.account !== wallet.keys.payment.address)
      throw new RequestError(-32602, `account must be the first external address`)
    switch (method) {
      case 'getAccountAddresses': {
        const intentions = Array.isArray(p.intentions) ? (p.intentions as string[]) : undefined
        return accountAddresses(network).filter(
          (entry) => !intentions || intentions.includes(entry.intention),
        )
      }
      case 'signMessage': {
        if (typeof p.message !== 'string') throw new RequestError(-32602, 'message is required')
        if (p.protocol !== undefined && p.protocol !== 'ecdsa' && p.protocol !== 'bip322')
          throw new RequestError(-32602, `Unknown protocol ${String(p.protocol)}`)
        const signed = await wallet.signMessage({
          message: p.message,
          address: typeof p.address === 'string' ? p.address : undefined,
          // The published default is ECDSA.
          protocol: p.protocol === 'bip322' ? 'bip322' : 'ecdsa',
        })
        return {
          address: signed.address,
          signature: bytesToHex(fromBase64(signed.signature)),
          messageHash: signed.messageHash,
        }
      }
      case 'signPsbt': {
        if (typeof p.psbt !== 'string') throw new RequestError(-32602, 'psbt is required')
        if (p.broadcast === true)
          throw new RequestError(4200, 'The test wallet has no Bitcoin node to broadcast through')
        const signInputs = Array.isArray(p.signInputs)
          ? (p.signInputs as { address: string; index: number; sighashTypes?: number[] }[])
          : []
        const byAddress = new Map<string, number[]>()
        for (const input of signInputs)
          byAddress.set(input.address, [...(byAddress.get(input.address) ?? []), input.index])
        const signed = await wallet.signPsbt({
          psbt: fromBase64(p.psbt),
          inputsToSign: [...byAddress].map(([address, indexes]) => ({ address, indexes })),
        })
        return { psbt: toBase64(signed) }
      }
      case 'sendTransfer': {
        if (typeof p.recipientAddress !== 'string' || !/^[1-9][0-9]*$/.test(String(p.amount)))
          throw new RequestError(-32602, 'recipientAddress and amount (satoshis) are required')
        if (typeof p.memo === 'string' && (hexToBytes(p.memo).length > 80 || p.memo === ''))
          throw new RequestError(-32602, 'memo is hex of at most 80 bytes')
        throw new RequestError(
          4200,
          'The test wallet has no Bitcoin node: it cannot find outputs to spend or broadcast a transfer',
        )
      }
    }
    throw new RequestError(-32601, `Unsupported method ${method}`)
  }

  signClient.on('session_request', (request) => {
    void (async () => {
      let response: object
      try {
        response = { result: await answer(request) }
      } catch (error) {
        const code =
          error instanceof RequestError
            ? error.code
            : error instanceof BitcoinTestWalletError
              ? ERROR_CODES[error.kind]
              : -32603
        response = { error: { code, message: (error as Error).message } }
      }
      await signClient.respond({
        topic: request.topic,
        response: { id: request.id, jsonrpc: '2.0', ...response },
      })
    })()
  })

  return {
    testWallet,
    /** The wallet's keys on `network` (its addresses differ per network). */
    keysOn(network: BitcoinTestNetwork) {
      return on(network).keys
    },
    /** bip122 requests answered so far (also the refused ones). */
    requests,
    /** Sessions approved: topic and bip122 chains. */
    sessions,
    /** Emits `bip122_addressesChanged` on every approved chain of every session. */
    async emitAddressesChanged(): Promise<void> {
      for (const { topic, chains } of sessions)
        for (const chain of chains) await emitAddressesChanged(topic, chain)
    },
    /** Ends every session from the wallet's side. */
    async disconnect(): Promise<void> {
      for (const { topic } of sessions.splice(0))
        await signClient.disconnect({
          topic,
          reason: { code: 6000, message: 'User disconnected.' },
        })
      await testWallet.disconnect()
    },
  }
}
