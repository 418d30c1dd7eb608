/**
 * Keeps the frame told the modal's theme and the dapp's data: both are sent once the frame
 * is initialized (again after it reloads) and whenever they change, each only when it
 * differs from what the frame last accepted. A request that may show the approval card
 * first `flush`es them, so the card is themed and named even when it comes before the
 * frame is initialized. The frame applies the theme to its visible approval card within its
 * own floors, and shows the dapp's name as the app's claim only: its security decisions use
 * the origin it verified, never this data.
 */
import type { FrameRequestPayload } from '../protocol/events.js'
import type { FrameLogger, FrameStatus } from './frame-transport.js'

/** Where the theme and the dapp data come from (core's wiring hands the client's own). */
export type FrameSyncSource = {
  getTheme(): FrameRequestPayload<'syncTheme'>
  getDappData(): FrameRequestPayload<'syncDappData'>
  /** Calls `onChange` after either changed; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void
}

export type FrameSyncSend = {
  syncTheme(payload: FrameRequestPayload<'syncTheme'>): Promise<unknown>
  syncDappData(payload: FrameRequestPayload<'syncDappData'>): Promise<unknown>
}

type Kind = keyof FrameSyncSend

/** Starts syncing; call `onStatus` with every transport status, `stop` on destroy. */
export function startFrameSync(parameters: {
  source: FrameSyncSource
  send: FrameSyncSend
  logger: FrameLogger
}) {
  const { source, send, logger } = parameters
  let initialized = false
  /** What the frame last accepted, per kind (JSON), so an unchanged value is not resent. */
  const accepted: Partial<Record<Kind, string>> = {}
  const inFlight: Partial<Record<Kind, { key: string; done: Promise<void> }>> = {}

  function push<K extends Kind>(kind: K, payload: Parameters<FrameSyncSend[K]>[0]) {
    const key = JSON.stringify(payload)
    const current = inFlight[kind]
    if (accepted[kind] === key) return Promise.resolve()
    if (current?.key === key) return current.done
    const done = (send[kind] as (value: typeof payload) => Promise<unknown>)(payload).then(
      () => {
        if (inFlight[kind]?.key === key) delete inFlight[kind]
        accepted[kind] = key
      },
      (error: unknown) => {
        if (inFlight[kind]?.key === key) delete inFlight[kind]
        logger(`embedded wallet: the frame did not take ${kind}`, error)
      },
    )
    inFlight[kind] = { key, done }
    return done
  }

  function pushAll() {
    return Promise.all([
      push('syncTheme', source.getTheme()),
      push('syncDappData', source.getDappData()),
    ])
  }

  const unsubscribe = source.subscribe(() => {
    if (initialized) void pushAll()
  })
  return {
    onStatus(status: FrameStatus) {
      const was = initialized
      initialized = status === 'initialized'
      // A reloaded frame knows nothing: everything is sent again.
      if (status !== 'ready' && !initialized) {
        delete accepted.syncTheme
        delete accepted.syncDappData
      }
      if (initialized && !was) void pushAll()
    },
    /** Sends what the frame does not have yet and resolves once it answered (never rejects). */
    async flush(): Promise<void> {
      await pushAll()
    },
    stop: unsubscribe,
  }
}
