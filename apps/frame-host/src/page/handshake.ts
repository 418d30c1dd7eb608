/**
 * The frame's half of the handshake (packages/embedded-wallet README "The protocol"): post
 * `ready` to the parent, then take ONE `connect` carrying the channel's port, from the
 * parent window only and only at an allowed origin. Everything else is ignored: another
 * window, a sibling frame, a sandboxed ('null') origin, a second `connect`.
 */
import {
  appConnectSchema,
  createFrameReady,
  createFrameUnverifiedDomain,
} from '@keyway/embedded-wallet/protocol'

/** Whether `origin` may talk to the frame: exactly one of the project's allowed origins. */
export function isAllowedParentOrigin(origin: string, allowed: readonly string[]): boolean {
  if (origin === 'null' || origin === '') return false
  return allowed.includes(origin)
}

/**
 * The parent's origin when the browser says it (Chromium and Safari give
 * `location.ancestorOrigins`; the client sends `referrerPolicy="origin"` for the others).
 */
export function knownParentOrigin(win: Pick<Window, 'location' | 'document'>): string | undefined {
  const ancestors = win.location.ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors[0]
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : undefined
  } catch {
    return undefined
  }
}

export type HandshakeParameters = {
  window: Window
  allowedOrigins: readonly string[]
  /** The parent connected: requests arrive on `port`, from a page at `origin`. */
  onConnect(port: MessagePort, origin: string): void
  debug?: ((message: string) => void) | undefined
}

/** Starts listening and announces the frame; returns the function that stops listening. */
export function startHandshake(parameters: HandshakeParameters): () => void {
  const { window: win, allowedOrigins, debug } = parameters
  const parent = win.parent
  let connected = false

  const onMessage = (event: MessageEvent) => {
    if (connected) return
    // The source check stops a sibling frame or a popup at an allowed origin; the origin
    // check stops the parent page after it navigated somewhere else.
    if (event.source !== parent || parent === win) return
    if (!isAllowedParentOrigin(event.origin, allowedOrigins)) {
      debug?.(`frame: ignored a message from ${event.origin}`)
      return
    }
    if (!appConnectSchema.safeParse(event.data).success) return
    const port = event.ports[0]
    if (!port) return
    connected = true
    win.removeEventListener('message', onMessage)
    parameters.onConnect(port, event.origin)
  }
  win.addEventListener('message', onMessage)

  if (parent === win) {
    debug?.('frame: not inside a frame; nothing to connect to')
    return () => win.removeEventListener('message', onMessage)
  }
  const known = knownParentOrigin(win)
  if (known !== undefined && !isAllowedParentOrigin(known, allowedOrigins)) {
    // docs/embedded-wallet.md#loading-the-frame load outcome "unverified domain": the client fails the load at once. Only that
    // fact goes to the page, which is all it needs to stop waiting.
    if (known !== 'null') parent.postMessage(createFrameUnverifiedDomain(), known)
    win.removeEventListener('message', onMessage)
    return () => undefined
  }
  // Never '*': to the parent's origin when known, else to each allowed origin in turn,
  // which the browser delivers only where the parent's origin is that one.
  for (const origin of known !== undefined ? [known] : allowedOrigins) {
    parent.postMessage(createFrameReady(), origin)
  }
  return () => win.removeEventListener('message', onMessage)
}
