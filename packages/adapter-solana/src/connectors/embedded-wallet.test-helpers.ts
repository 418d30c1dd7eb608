/**
 * A scripted stand-in of @keyway/embedded-wallet's frame client for adapter-solana's tests:
 * it records what the adapter asks and answers as frame-host does — the user's address of
 * the requested namespace first, both accounts listed — signing Solana requests with the
 * given key. `frame.session` is whether a user is signed in (shared by every client made,
 * so a new "page" finds the session of the last one).
 */
import type { CreateFrameClientParameters, FrameClient } from '@keyway/embedded-wallet'
import { fromBase64, splitTransaction, toBase64, withSignature } from '../transactions/wire.js'

export const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export type FakeSolanaAccount = {
  publicKey: string
  sign(message: Uint8Array): Promise<Uint8Array>
}

type FakeUser = {
  address: string
  chainId: string
  email?: string
  accounts: { address: string; type: 'eoa' }[]
}

/** frame-host's answer: the requested namespace's address first, both in `accounts`. */
function userOn(account: FakeSolanaAccount, chainId: string | undefined): FakeUser {
  const solana = chainId?.startsWith('solana:') ?? false
  return {
    address: solana ? account.publicKey : EVM_ADDRESS,
    chainId: chainId ?? 'eip155:1',
    email: 'me@example.com',
    accounts: [
      { address: EVM_ADDRESS, type: 'eoa' },
      { address: account.publicKey, type: 'eoa' },
    ],
  }
}

export type FakeFrameClients = ReturnType<typeof fakeFrameClients>

/** Records what the adapter asks the frame client; `frame.session` is whether a user is in. */
export function fakeFrameClients(account: FakeSolanaAccount) {
  const made: CreateFrameClientParameters[] = []
  const calls: string[] = []
  const frame = { session: false, visible: false, chainId: undefined as string | undefined }

  function create(parameters: CreateFrameClientParameters): FrameClient {
    made.push(parameters)
    frame.chainId = parameters.chainId
    const listeners = new Set<(state: unknown) => void>()
    let state = { status: 'idle', user: undefined as FakeUser | undefined, chainId: frame.chainId }
    const update = (patch: Partial<typeof state>) => {
      state = { ...state, ...patch }
      for (const listener of [...listeners]) listener(state)
    }
    async function rpcRequest(payload: { chainId: string; method: string; params: unknown }) {
      calls.push(
        `rpcRequest:${payload.method}:${payload.chainId}:${frame.visible ? 'visible' : 'hidden'}`,
      )
      const params = payload.params as Record<string, string>
      if (payload.method === 'solana_signMessage') {
        if (params.pubkey !== account.publicKey) throw new Error('not this user')
        const signature = await account.sign(fromBase64(params.message ?? ''))
        return { signature: toBase64(signature) }
      }
      if (payload.method === 'solana_signTransaction') {
        const transaction = fromBase64(params.transaction ?? '')
        const signature = await account.sign(splitTransaction(transaction).message)
        return { transaction: toBase64(withSignature(transaction, 0, signature)) }
      }
      throw new Error(`unexpected ${payload.method}`)
    }
    const client = {
      get state() {
        return state
      },
      subscribe(listener: (s: unknown) => void) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      async load() {
        calls.push('load')
        update({ status: 'initialized' })
      },
      /** The iframe: records focus, the one element call the adapter makes. */
      frameElement: {
        focus() {
          calls.push('focusFrame')
        },
      },
      showFrame() {
        frame.visible = true
      },
      hideFrame() {
        frame.visible = false
      },
      async connectEmail({ email }: { email: string }) {
        calls.push(`connectEmail:${email}`)
        return { action: 'VERIFY_OTP' as const }
      },
      async connectOtp({ otp }: { otp: string }) {
        calls.push(`connectOtp:${otp}`)
        if (otp !== '123456') throw new Error('Invalid code')
        frame.session = true
        const user = userOn(account, frame.chainId)
        update({ user, chainId: user.chainId })
        // What the real client stores after a login (docs/embedded-wallet.md#email-login), in the storage it was given.
        parameters.storage?.set('email', 'me@example.com')
        parameters.storage?.set('emailLoginUsed', true)
        return user
      },
      async getUser({ chainId }: { chainId?: string } = {}) {
        calls.push(`getUser:${chainId ?? ''}`)
        if (!frame.session) throw new Error('No user is signed in')
        const user = userOn(account, chainId ?? frame.chainId)
        update({ user, chainId: user.chainId })
        return user
      },
      async isConnected() {
        calls.push('isConnected')
        return frame.session
      },
      async switchNetwork({ chainId }: { chainId: string }) {
        calls.push(`switchNetwork:${chainId}`)
        frame.chainId = chainId
        update({ chainId, ...(state.user ? { user: { ...state.user, chainId } } : {}) })
        return { chainId }
      },
      rpcRequest,
      async signOut() {
        calls.push('signOut')
        frame.session = false
        update({ user: undefined })
        parameters.storage?.remove('email')
        parameters.storage?.remove('emailLoginUsed')
      },
      destroy() {
        calls.push('destroy')
      },
    }
    return client as unknown as FrameClient
  }
  return { create, made, calls, frame }
}
