/**
 * A scripted stand-in of @keyway/embedded-wallet's frame client for adapter-evm's tests:
 * records what the adapter asks; `frame.session` is the user frame-host knows (shared by
 * every client made, so a new "page" finds the session of the last one).
 */
import type { CreateFrameClientParameters, FrameClient } from '@keyway/embedded-wallet'

export const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const SIGNATURE = `0x${'ab'.repeat(65)}`

type FakeUser = { address: string; chainId: string; email?: string }

/** Records what the adapter asks the frame client; `session` is the frame's signed-in user. */
export function fakeFrameClients(options: { chainId?: string } = {}) {
  const made: CreateFrameClientParameters[] = []
  const calls: string[] = []
  const frame = {
    session: undefined as FakeUser | undefined,
    visible: false,
    /** How long the frame takes to answer isConnected (a frame still loading). */
    answerDelayMs: 0,
  }

  function create(parameters: CreateFrameClientParameters): FrameClient {
    made.push(parameters)
    const listeners = new Set<(state: unknown) => void>()
    let state = {
      status: 'idle',
      user: undefined as FakeUser | undefined,
      chainId: undefined as string | undefined,
    }
    const update = (patch: Partial<typeof state>) => {
      state = { ...state, ...patch }
      for (const listener of [...listeners]) listener(state)
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
        calls.push('showFrame')
        frame.visible = true
      },
      hideFrame() {
        calls.push('hideFrame')
        frame.visible = false
      },
      async connectEmail({ email }: { email: string }) {
        calls.push(`connectEmail:${email}`)
        return { action: 'VERIFY_OTP' as const }
      },
      async connectDevice() {
        calls.push('connectDevice')
        return {}
      },
      async connectOtp({ otp }: { otp: string }) {
        calls.push(`connectOtp:${otp}`)
        if (otp !== '123456') throw new Error('Invalid code')
        frame.session = {
          address: ADDRESS,
          chainId: options.chainId ?? 'eip155:1',
          email: 'me@example.com',
        }
        update({ user: frame.session, chainId: frame.session.chainId })
        // What the real client stores after a login (docs/embedded-wallet.md#email-login), in the storage it was given.
        parameters.storage?.set('email', 'me@example.com')
        parameters.storage?.set('emailLoginUsed', true)
        return frame.session
      },
      async getUser() {
        calls.push('getUser')
        if (!frame.session) throw new Error('No user is signed in')
        update({ user: frame.session, chainId: frame.session.chainId })
        return frame.session
      },
      async isConnected() {
        calls.push('isConnected')
        await new Promise((resolve) => setTimeout(resolve, frame.answerDelayMs))
        return frame.session !== undefined
      },
      async switchNetwork({ chainId }: { chainId: string }) {
        calls.push(`switchNetwork:${chainId}`)
        if (frame.session) frame.session = { ...frame.session, chainId }
        update({ chainId, ...(state.user ? { user: { ...state.user, chainId } } : {}) })
        return { chainId }
      },
      async rpcRequest({ method }: { method: string }) {
        calls.push(`rpcRequest:${method}:${frame.visible ? 'visible' : 'hidden'}`)
        if (method === 'personal_sign') return SIGNATURE
        throw new Error(`unexpected ${method}`)
      },
      async signOut() {
        calls.push('signOut')
        frame.session = undefined
        update({ user: undefined })
        parameters.storage?.remove('emailLoginUsed')
        parameters.storage?.remove('email')
      },
      destroy() {
        calls.push('destroy')
      },
    }
    return client as unknown as FrameClient
  }
  return { create, made, calls, frame }
}
