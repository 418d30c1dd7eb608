/**
 * The Wallet Standard face of the Bitcoin test wallet, registered like an extension does
 * (`wallet-standard:register-wallet` / `wallet-standard:app-ready`, see
 * ../solana/wallet-standard-wallet.ts). Features, as Exodus's bitcoin-wallet-standard names
 * them: `bitcoin:connect` (address purposes), `bitcoin:signMessage`,
 * `bitcoin:signTransaction` (PSBT), with `standard:connect` (silent restore),
 * `standard:disconnect` and `standard:events`.
 *
 * `bitcoin:signMessage` answers the signature bytes: the BIP-322 simple witness (its base64
 * is the BIP-322 signature) or, for a legacy-only wallet, the 65-byte "Bitcoin Signed
 * Message" signature. Accounts are listed payment first, then ordinals (p2wpkh, then p2tr).
 */
import type { BitcoinConnectFeature, BitcoinConnectInput } from '@exodus/bitcoin-wallet-standard'
import { fromBase64, registerWallet, type WalletRegistrationWindow } from '@keyway/testing/solana'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { BitcoinTestAccount, BitcoinTestNetwork } from './keys.js'
import {
  BitcoinTestWalletError,
  type CreateTestBitcoinWalletParameters,
  createTestBitcoinWallet,
  type TestBitcoinWallet,
} from './test-wallet.js'

export const TEST_BITCOIN_WALLET_ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="24" fill="#f7931a"/></svg>',
)}`

/** Wallet Standard chain of each network (bitcoin-wallet-standard's `bitcoin:*` chains). */
export const BITCOIN_STANDARD_CHAINS = {
  mainnet: 'bitcoin:mainnet',
  testnet: 'bitcoin:testnet',
} as const satisfies Record<BitcoinTestNetwork, IdentifierString>

export const BITCOIN_STANDARD_FEATURES = [
  'bitcoin:connect',
  'bitcoin:signMessage',
  'bitcoin:signTransaction',
] as const

/** `bitcoin:signMessage` input/output (bitcoin-wallet-standard's published feature). */
export type BitcoinSignMessageInput = {
  readonly account: WalletAccount
  readonly message: Uint8Array
}
export type BitcoinSignMessageOutput = {
  readonly signedMessage: Uint8Array
  readonly signature: Uint8Array
}
/** `bitcoin:signTransaction` input/output (bitcoin-wallet-standard's published feature). */
export type BitcoinSignTransactionInput = {
  readonly psbt: Uint8Array
  readonly chain: IdentifierString
  readonly inputsToSign: { account: WalletAccount; signingIndexes: number[]; sigHash?: number }[]
}
export type BitcoinSignTransactionOutput = { readonly signedPsbt: Uint8Array }

export type TestBitcoinWalletStandardOptions = {
  name?: string | undefined
  icon?: WalletIcon | undefined
}

/** A Wallet Standard error as wallets throw it: EIP-1193-style codes. */
function standardError(error: unknown): unknown {
  if (!(error instanceof BitcoinTestWalletError)) return error
  const code = { rejected: 4001, unauthorized: 4100, unsupported: 4200, invalid: -32602 }[
    error.kind
  ]
  return Object.assign(new Error(error.message), { code })
}

async function standard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw standardError(error)
  }
}

export function toBitcoinWalletStandardWallet(
  testWallet: TestBitcoinWallet,
  options: TestBitcoinWalletStandardOptions = {},
): Wallet {
  type ChangeListener = (properties: {
    accounts?: readonly WalletAccount[]
    chains?: readonly IdentifierString[]
  }) => void
  const listeners = new Set<ChangeListener>()
  const toAccount = (account: BitcoinTestAccount): WalletAccount =>
    Object.freeze({
      address: account.address,
      publicKey: account.publicKey,
      chains: [BITCOIN_STANDARD_CHAINS[testWallet.network]],
      features: BITCOIN_STANDARD_FEATURES,
    })
  const byType = (a: BitcoinTestAccount, b: BitcoinTestAccount) =>
    a.purpose === b.purpose ? 0 : a.purpose === 'payment' ? -1 : 1
  const accounts = (): readonly WalletAccount[] =>
    [...testWallet.accounts].sort(byType).map(toAccount)
  const chains = (): IdentifierString[] =>
    testWallet.networks.map((n) => BITCOIN_STANDARD_CHAINS[n])
  testWallet.onChange((change) => {
    const properties =
      change.type === 'network'
        ? { accounts: accounts(), chains: chains() }
        : { accounts: accounts() }
    for (const listener of [...listeners]) listener(properties)
  })

  const connect: BitcoinConnectFeature['bitcoin:connect']['connect'] = (
    input: BitcoinConnectInput,
  ) =>
    standard(async () => {
      const granted = await testWallet.connect(input.purposes)
      // In the order of `purposes`, as the feature says.
      return { accounts: granted.map(toAccount) }
    })

  const wallet = {
    version: '1.0.0' as const,
    name: options.name ?? 'Keyway Test Bitcoin Wallet',
    icon: options.icon ?? TEST_BITCOIN_WALLET_ICON,
    get chains() {
      return chains()
    },
    get accounts() {
      return accounts()
    },
    features: {
      'bitcoin:connect': { version: '1.0.0', connect },
      'standard:connect': {
        version: '1.0.0',
        connect: (input?: { silent?: boolean }) =>
          standard(async () => {
            await testWallet.connect([], { silent: input?.silent === true })
            return { accounts: accounts() }
          }),
      },
      'standard:disconnect': { version: '1.0.0', disconnect: () => testWallet.disconnect() },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: ChangeListener) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: (...inputs: readonly BitcoinSignMessageInput[]) =>
          standard(async (): Promise<readonly BitcoinSignMessageOutput[]> => {
            const outputs: BitcoinSignMessageOutput[] = []
            for (const { account, message } of inputs) {
              const signed = await testWallet.signMessage({ message, address: account.address })
              outputs.push({ signedMessage: message, signature: fromBase64(signed.signature) })
            }
            return outputs
          }),
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: (...inputs: readonly BitcoinSignTransactionInput[]) =>
          standard(async (): Promise<readonly BitcoinSignTransactionOutput[]> => {
            const outputs: BitcoinSignTransactionOutput[] = []
            for (const input of inputs) {
              if (input.chain !== BITCOIN_STANDARD_CHAINS[testWallet.network])
                throw new BitcoinTestWalletError(
                  'invalid',
                  `The wallet is on ${BITCOIN_STANDARD_CHAINS[testWallet.network]}, not ${input.chain}`,
                )
              const signedPsbt = await testWallet.signPsbt({
                psbt: input.psbt,
                inputsToSign: input.inputsToSign.map((entry) => ({
                  address: entry.account.address,
                  indexes: entry.signingIndexes,
                  sigHash: entry.sigHash,
                })),
              })
              outputs.push({ signedPsbt })
            }
            return outputs
          }),
      },
    },
  }
  return wallet as unknown as Wallet
}

export type RegisterTestBitcoinWalletParameters = CreateTestBitcoinWalletParameters &
  TestBitcoinWalletStandardOptions

/** A Bitcoin test wallet registered on `win` through the Wallet Standard. */
export function registerTestBitcoinWallet(
  win: WalletRegistrationWindow,
  parameters: RegisterTestBitcoinWalletParameters = {},
) {
  const testWallet = createTestBitcoinWallet(parameters)
  const wallet = toBitcoinWalletStandardWallet(testWallet, parameters)
  const unregister = registerWallet(win, wallet)
  return { testWallet, wallet, unregister }
}
