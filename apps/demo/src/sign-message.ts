/**
 * The demo's "sign a message" action: core's signMessage action asks the wallet connected
 * on a namespace. Built from its dependencies so the panel and its test need no real wallet.
 */
import { isUserRejection, SignatureDeclinedError } from '@keyway/core'

export type SignMessageDeps = {
  /** The connected address of the namespace that signs, if any. */
  getAddress: () => string | undefined
  /** Signs with that address (`signMessage(client, { namespace, … })` in the demo). */
  signMessage: (parameters: {
    message: string
    signal?: AbortSignal | undefined
  }) => Promise<string>
}

export type SignResult =
  | { status: 'signed'; signature: string }
  | { status: 'declined'; message: string }
  | { status: 'failed'; message: string }

export const NOT_CONNECTED_MESSAGE = 'Connect a wallet first'

export function createSignMessage(deps: SignMessageDeps) {
  return async function signMessage(message: string, signal?: AbortSignal): Promise<SignResult> {
    const address = deps.getAddress()
    if (!address) return { status: 'failed', message: NOT_CONNECTED_MESSAGE }
    try {
      const signature = await deps.signMessage({ message, signal })
      return { status: 'signed', signature }
    } catch (error) {
      // docs/errors.md#sign-in-siwx 'Signature declined' when the user rejects (4001 / 5000).
      if (isUserRejection(error)) {
        return { status: 'declined', message: new SignatureDeclinedError().shortMessage }
      }
      const text = error instanceof Error ? error.message : String(error)
      return { status: 'failed', message: text }
    }
  }
}
