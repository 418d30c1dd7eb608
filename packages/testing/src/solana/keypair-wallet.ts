/**
 * A test Solana wallet backed by an ed25519 keypair: it connects (silently once authorized,
 * like an extension that remembers the site), signs messages and transactions, and
 * signs-and-sends through an RPC URL (devnet's). `rejectNext` makes the next prompt fail as
 * a user rejection (code 4001), the way wallets do. The Wallet Standard face is in
 * wallet-standard-wallet.ts; browser-bridge.ts answers a Playwright page's calls with it.
 */

import {
  encodeBase58,
  messageAccountKeys,
  splitTransaction,
  toBase64,
  withSignature,
} from './codec.js'
import { createEd25519Keypair } from './ed25519.js'

export type TestSolanaWalletMethod =
  | 'connect'
  | 'disconnect'
  | 'signMessage'
  | 'signTransaction'
  | 'signAndSendTransaction'

export type CreateTestSolanaWalletParameters = {
  /** 64-byte secret key, bytes or base58 (devnet's test accounts give base58). */
  secretKey: Uint8Array | string
  /** Where signAndSendTransaction submits. */
  rpcUrl: string
  fetch?: typeof fetch | undefined
}

/** An EIP-1193-style user rejection, as Wallet Standard wallets throw it. */
export function userRejection(): Error & { code: number } {
  return Object.assign(new Error('User rejected the request.'), { code: 4001 })
}

export type TestSolanaWallet = Awaited<ReturnType<typeof createTestSolanaWallet>>

export async function createTestSolanaWallet(parameters: CreateTestSolanaWalletParameters) {
  let keypair = await createEd25519Keypair(parameters.secretKey)
  const fetchFn = parameters.fetch ?? globalThis.fetch.bind(globalThis)
  const listeners = new Set<(connected: boolean) => void>()
  const rejections = new Set<TestSolanaWalletMethod>()
  const requests: TestSolanaWalletMethod[] = []
  let authorized = false

  function prompt(method: TestSolanaWalletMethod): void {
    requests.push(method)
    if (rejections.delete(method)) throw userRejection()
  }

  async function signTransaction(transaction: Uint8Array): Promise<Uint8Array> {
    const { message } = splitTransaction(transaction)
    const index = messageAccountKeys(message).findIndex(
      (key) => encodeBase58(key) === keypair.address,
    )
    if (index < 0) throw new Error('The transaction does not need this wallet to sign')
    return withSignature(transaction, index, await keypair.sign(message))
  }

  const notify = () => {
    for (const listener of [...listeners]) listener(authorized)
  }

  const wallet = {
    get address() {
      return keypair.address
    },
    get publicKey() {
      return keypair.publicKey
    },
    /** Methods called so far, prompts included (a silent connect is listed too). */
    requests,
    get authorized() {
      return authorized
    },
    /** The next call of `method` throws a user rejection. */
    rejectNext(method: TestSolanaWalletMethod): void {
      rejections.add(method)
    },
    /** Switches to another keypair, as a user picking another account; notifies if connected. */
    async useSecretKey(secretKey: Uint8Array | string): Promise<void> {
      keypair = await createEd25519Keypair(secretKey)
      if (authorized) notify()
    },
    /** Listens for account changes: connected with the current account, or not. */
    onChange(listener: (connected: boolean) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Connect: a silent connect answers no account until the site was approved once. */
    async connect(silent: boolean): Promise<string[]> {
      requests.push('connect')
      if (silent) return authorized ? [keypair.address] : []
      if (rejections.delete('connect')) throw userRejection()
      if (!authorized) {
        authorized = true
        notify()
      }
      return [keypair.address]
    },
    async disconnect(): Promise<void> {
      requests.push('disconnect')
      if (!authorized) return
      authorized = false
      notify()
    },
    async signMessage(message: Uint8Array): Promise<Uint8Array> {
      prompt('signMessage')
      return keypair.sign(message)
    },
    async signTransaction(transaction: Uint8Array): Promise<Uint8Array> {
      prompt('signTransaction')
      return signTransaction(transaction)
    },
    /** Signs and submits to `rpcUrl`; returns the signature (the transaction id). */
    async signAndSendTransaction(transaction: Uint8Array): Promise<Uint8Array> {
      prompt('signAndSendTransaction')
      const signed = await signTransaction(transaction)
      const response = await fetchFn(parameters.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'sendTransaction',
          params: [toBase64(signed), { encoding: 'base64' }],
        }),
      })
      const answer = (await response.json()) as { error?: { code: number; message: string } }
      if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error)
      const { signaturesStart } = splitTransaction(signed)
      return signed.slice(signaturesStart, signaturesStart + 64)
    },
  }
  return wallet
}
