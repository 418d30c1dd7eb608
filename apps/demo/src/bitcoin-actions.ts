/**
 * The Bitcoin panel's action: sign a message with the connected bip122 account through the
 * Bitcoin adapter, which also says which protocol the wallet used (BIP-322, or legacy
 * "Bitcoin Signed Message" from a wallet that only has that). Bitcoin has no balance or send
 * in Keyway. Built from its dependencies so the panel and its test need no real wallet.
 */
import type { BitcoinMessageProtocol, BitcoinSignedMessage } from '@keyway/adapter-bitcoin'
import { isUserRejection, SignatureDeclinedError } from '@keyway/core'
import { NOT_CONNECTED_MESSAGE } from './sign-message.js'

export type BitcoinActionsDeps = {
  /** The connected bip122 address (the payment one unless the user switched), if any. */
  getAddress: () => string | undefined
  /** `bitcoinAdapter.signBitcoinMessage` in the demo. */
  signBitcoinMessage: (parameters: {
    message: string
    address?: string | undefined
    signal?: AbortSignal | undefined
  }) => Promise<BitcoinSignedMessage>
}

export type BitcoinSignResult =
  | { status: 'signed'; signature: string; protocol: BitcoinMessageProtocol; address: string }
  | { status: 'declined'; message: string }
  | { status: 'failed'; message: string }

export type BitcoinActions = ReturnType<typeof createBitcoinActions>

export function createBitcoinActions(deps: BitcoinActionsDeps) {
  return {
    async signMessage(message: string, signal?: AbortSignal): Promise<BitcoinSignResult> {
      const address = deps.getAddress()
      if (!address) return { status: 'failed', message: NOT_CONNECTED_MESSAGE }
      try {
        const signed = await deps.signBitcoinMessage({ message, address, signal })
        return {
          status: 'signed',
          signature: signed.signature,
          protocol: signed.protocol,
          address: signed.address,
        }
      } catch (error) {
        if (isUserRejection(error)) {
          return { status: 'declined', message: new SignatureDeclinedError().shortMessage }
        }
        return { status: 'failed', message: error instanceof Error ? error.message : String(error) }
      }
    },
  }
}
