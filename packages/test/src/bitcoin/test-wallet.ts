/**
 * A Bitcoin test wallet: a payment (p2wpkh) and an ordinals (p2tr) account from
 * @scure/btc-signer keys, on Bitcoin mainnet or testnet. It connects (silently once the site
 * was approved, like an extension that remembers it), signs messages (BIP-322 simple, or
 * legacy "Bitcoin Signed Message" ECDSA; `legacyOnly` makes it a wallet that has only the
 * latter), signs PSBTs, and switches networks. `rejectNext` / `reject` make prompts fail as a
 * user rejection. The Wallet Standard and sats-connect faces (wallet-standard-wallet.ts,
 * sats-connect-provider.ts) and the WalletConnect wallet answer with it.
 *
 * It has no Bitcoin node: it neither reads balances nor broadcasts.
 */
import { bytesToHex } from '@noble/hashes/utils.js'
import { SigHash, Transaction } from '@scure/btc-signer'
import {
  type BitcoinAddressPurpose,
  type BitcoinTestAccount,
  type BitcoinTestKeys,
  type BitcoinTestNetwork,
  createBitcoinTestKeys,
} from './keys.js'
import {
  type BitcoinMessageProtocol,
  bip322MessageHash,
  legacyMessageHash,
  signBip322Simple,
  signLegacyMessage,
} from './message-signing.js'

export type BitcoinTestWalletMethod =
  | 'connect'
  | 'disconnect'
  | 'signMessage'
  | 'signPsbt'
  | 'changeNetwork'

/** Why the wallet refused: each face maps it to its own error code. */
export type BitcoinTestWalletErrorKind = 'rejected' | 'unauthorized' | 'unsupported' | 'invalid'

export class BitcoinTestWalletError extends Error {
  override name = 'BitcoinTestWalletError'
  constructor(
    readonly kind: BitcoinTestWalletErrorKind,
    message: string,
  ) {
    super(message)
  }
}

export type CreateTestBitcoinWalletParameters = {
  /** A seed string (deterministic keys), or both secret keys; random when left out. */
  secret?: string | { payment: Uint8Array; ordinals: Uint8Array } | undefined
  /** The network the wallet starts on; testnet by default. */
  network?: BitcoinTestNetwork | undefined
  /** Networks it can switch to; both by default. */
  networks?: readonly BitcoinTestNetwork[] | undefined
  /** Signs only legacy ("Bitcoin Signed Message") ECDSA messages, with the payment key. */
  legacyOnly?: boolean | undefined
  /** Methods whose every prompt fails as a user rejection. */
  reject?: readonly BitcoinTestWalletMethod[] | undefined
}

export type BitcoinTestWalletChange =
  | { type: 'accounts' }
  | { type: 'network'; network: BitcoinTestNetwork }
  | { type: 'disconnect' }

export type BitcoinSignedMessage = {
  address: string
  /** base64: the BIP-322 simple witness, or the 65-byte legacy signature. */
  signature: string
  protocol: BitcoinMessageProtocol
  /** Hex of the digest the protocol commits to (BIP-322 tagged hash / legacy double SHA-256). */
  messageHash: string
}

export type BitcoinPsbtInputsToSign = readonly {
  address: string
  indexes: readonly number[]
  sigHash?: number | undefined
}[]

export type TestBitcoinWallet = ReturnType<typeof createTestBitcoinWallet>

export function createTestBitcoinWallet(parameters: CreateTestBitcoinWalletParameters = {}) {
  const secret =
    parameters.secret === undefined
      ? (() => {
          const keys = createBitcoinTestKeys(undefined, 'testnet')
          return { payment: keys.payment.secretKey, ordinals: keys.ordinals.secretKey }
        })()
      : parameters.secret
  const networks = parameters.networks ?? ['mainnet', 'testnet']
  let keys: BitcoinTestKeys = createBitcoinTestKeys(secret, parameters.network ?? 'testnet')
  const legacyOnly = parameters.legacyOnly === true
  const alwaysReject = new Set(parameters.reject ?? [])
  const rejections = new Set<BitcoinTestWalletMethod>()
  const listeners = new Set<(change: BitcoinTestWalletChange) => void>()
  const requests: BitcoinTestWalletMethod[] = []
  let authorized = false
  // Purposes the site was granted, in the order it asked for them.
  let purposes: BitcoinAddressPurpose[] = []

  function prompt(method: BitcoinTestWalletMethod): void {
    requests.push(method)
    if (alwaysReject.has(method) || rejections.delete(method))
      throw new BitcoinTestWalletError('rejected', 'User rejected the request.')
  }

  function requireAuthorized(): void {
    if (!authorized)
      throw new BitcoinTestWalletError('unauthorized', 'The site is not connected to the wallet')
  }

  function notify(change: BitcoinTestWalletChange): void {
    for (const listener of [...listeners]) listener(change)
  }

  function accountByAddress(address: string): BitcoinTestAccount {
    const account = [keys.payment, keys.ordinals].find((a) => a.address === address)
    if (!account || !purposes.includes(account.purpose))
      throw new BitcoinTestWalletError('invalid', `The wallet has no connected address ${address}`)
    return account
  }

  function setNetwork(network: BitcoinTestNetwork): void {
    if (!networks.includes(network))
      throw new BitcoinTestWalletError('unsupported', `The wallet does not support ${network}`)
    if (network === keys.network) return
    keys = createBitcoinTestKeys(secret, network)
    notify({ type: 'network', network })
  }

  const wallet = {
    get keys() {
      return keys
    },
    get network() {
      return keys.network
    },
    get networks() {
      return networks
    },
    get legacyOnly() {
      return legacyOnly
    },
    get authorized() {
      return authorized
    },
    /** The connected accounts, in the order the site asked for their purposes. */
    get accounts(): BitcoinTestAccount[] {
      return authorized ? purposes.map((purpose) => keys[purpose]) : []
    },
    /** Prompts so far (a silent connect is listed too). */
    requests,
    /** The next prompt of `method` fails as a user rejection. */
    rejectNext(method: BitcoinTestWalletMethod): void {
      rejections.add(method)
    },
    onChange(listener: (change: BitcoinTestWalletChange) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /**
     * Connect for `wanted` purposes (both when empty). Silent: answers the granted accounts
     * without a prompt, none until the site was approved once.
     */
    async connect(
      wanted: readonly BitcoinAddressPurpose[],
      options: { silent?: boolean } = {},
    ): Promise<BitcoinTestAccount[]> {
      if (options.silent) {
        requests.push('connect')
        return wallet.accounts
      }
      prompt('connect')
      const asked: BitcoinAddressPurpose[] =
        wanted.length > 0 ? [...wanted] : ['payment', 'ordinals']
      for (const purpose of asked)
        if (purpose !== 'payment' && purpose !== 'ordinals')
          throw new BitcoinTestWalletError('invalid', `Unknown address purpose ${String(purpose)}`)
      const changed = !authorized || asked.join() !== purposes.join()
      authorized = true
      purposes = [...new Set(asked)]
      if (changed) notify({ type: 'accounts' })
      return wallet.accounts
    },
    /** Ends the site's connection (the app asked, or the user did it in the wallet). */
    async disconnect(): Promise<void> {
      requests.push('disconnect')
      if (!authorized) return
      authorized = false
      purposes = []
      notify({ type: 'disconnect' })
    },
    /** The user switches network in the wallet: addresses change; listeners hear it. */
    switchNetwork(network: BitcoinTestNetwork): void {
      setNetwork(network)
    },
    /** The site asks to switch network (a prompt). */
    async changeNetwork(network: BitcoinTestNetwork): Promise<void> {
      prompt('changeNetwork')
      setNetwork(network)
    },
    /**
     * Signs `message` with `address` (the payment address by default). BIP-322 simple unless
     * `protocol` is 'ecdsa'; a legacy-only wallet always signs legacy, with its payment key.
     */
    async signMessage(input: {
      message: string | Uint8Array
      address?: string | undefined
      protocol?: BitcoinMessageProtocol | undefined
    }): Promise<BitcoinSignedMessage> {
      requireAuthorized()
      const account = accountByAddress(input.address ?? keys.payment.address)
      const protocol: BitcoinMessageProtocol = legacyOnly ? 'ecdsa' : (input.protocol ?? 'bip322')
      if (protocol === 'ecdsa' && account.addressType !== 'p2wpkh')
        throw new BitcoinTestWalletError(
          'unsupported',
          'Legacy message signing needs an ECDSA (payment) address, not a taproot one',
        )
      prompt('signMessage')
      if (protocol === 'ecdsa')
        return {
          address: account.address,
          protocol,
          signature: signLegacyMessage({ message: input.message, secretKey: account.secretKey }),
          messageHash: bytesToHex(legacyMessageHash(input.message)),
        }
      return {
        address: account.address,
        protocol,
        signature: signBip322Simple({
          message: input.message,
          secretKey: account.secretKey,
          addressType: account.addressType,
          script: account.script,
        }),
        messageHash: bytesToHex(bip322MessageHash(input.message)),
      }
    },
    /**
     * Signs a PSBT's inputs: those listed (by address and index), or, when none are listed,
     * every input one of the connected keys can sign. `finalize` finalizes the signed inputs.
     */
    async signPsbt(input: {
      psbt: Uint8Array
      inputsToSign?: BitcoinPsbtInputsToSign | undefined
      finalize?: boolean | undefined
    }): Promise<Uint8Array> {
      requireAuthorized()
      let tx: Transaction
      try {
        tx = Transaction.fromPSBT(input.psbt)
      } catch (error) {
        throw new BitcoinTestWalletError('invalid', `Not a PSBT: ${(error as Error).message}`)
      }
      const plan = input.inputsToSign ?? []
      for (const entry of plan) accountByAddress(entry.address)
      prompt('signPsbt')
      const signed: number[] = []
      try {
        if (plan.length > 0) {
          for (const entry of plan) {
            const account = accountByAddress(entry.address)
            for (const index of entry.indexes) {
              const allowed = entry.sigHash === undefined ? undefined : [entry.sigHash]
              tx.signIdx(account.secretKey, index, allowed)
              signed.push(index)
            }
          }
        } else {
          for (const account of wallet.accounts)
            for (let index = 0; index < tx.inputsLength; index++) {
              try {
                if (tx.signIdx(account.secretKey, index, [SigHash.ALL, SigHash.DEFAULT]))
                  signed.push(index)
              } catch {
                // Not this key's input.
              }
            }
        }
      } catch (error) {
        throw new BitcoinTestWalletError('invalid', `Cannot sign: ${(error as Error).message}`)
      }
      if (signed.length === 0)
        throw new BitcoinTestWalletError('invalid', 'No input of the PSBT is for this wallet')
      if (input.finalize) for (const index of signed) tx.finalizeIdx(index)
      return tx.toPSBT()
    },
  }
  return wallet
}
