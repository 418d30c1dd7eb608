/** A frame client context with a scripted `call` and in-memory keys, for the request rules. */
import { createMemoryStorage } from '@keyway/core'
import { createEmailLoginController, createStorageController } from '@keyway/core/embedded-wallet'
import type { FrameEventName } from '../../protocol/events.js'
import type { CallOptions } from '../frame-call.js'
import { DEFAULT_FRAME_CLIENT_TIMEOUTS } from '../frame-client.js'
import type { FrameClientContext, FrameClientState } from '../frame-context.js'

export type RecordedCall = { event: FrameEventName; payload: unknown; options: CallOptions }

export type TestContext = {
  ctx: FrameClientContext
  calls: RecordedCall[]
  logs: string[]
  storage: FrameClientContext['storage']
  state: () => FrameClientState
}

export function createTestContext(
  answers: Partial<Record<FrameEventName, (payload: unknown) => unknown>> = {},
): TestContext {
  const calls: RecordedCall[] = []
  const logs: string[] = []
  const storage = createStorageController({ storage: createMemoryStorage() })
  const emailLogin = createEmailLoginController({ storage, now: () => 1_000_000 })
  let state: FrameClientState = { status: 'initialized', user: undefined, chainId: undefined }
  const ctx: FrameClientContext = {
    call: (async (event: FrameEventName, payload: unknown, options: CallOptions = {}) => {
      calls.push({ event, payload, options })
      const answer = answers[event]
      if (!answer) return {}
      return answer(payload)
    }) as FrameClientContext['call'],
    timeouts: { ...DEFAULT_FRAME_CLIENT_TIMEOUTS },
    storage,
    emailLogin,
    logger: (message) => logs.push(message),
    state: () => state,
    update: (patch) => {
      state = { ...state, ...patch }
    },
    login: { emailInFlight: undefined },
  }
  return { ctx, calls, logs, storage, state: () => state }
}

export const USER = { address: '0x1111111111111111111111111111111111111111', chainId: 'eip155:1' }
