/**
 * The frame, its handshake and the request/reply bookkeeping. Security rules (docs/architecture.md
 * "embedded wallet"):
 * - messages go to frame-host's exact origin, never '*';
 * - a window message counts only when `event.origin` is frame-host's origin AND
 *   `event.source` is our iframe's window, and only a handshake message is read there;
 * - after the handshake every request and reply goes over our MessageChannel port;
 * - a reply must pass its schema and answer a pending id with the same event; anything
 *   else is dropped with a debug log and changes nothing.
 */

import { EmailLoginDependencyError, FrameError, TimeoutError } from '@keyway/core'
import { FrameClosedError } from '../errors.js'
import type { FrameRequest } from '../protocol/envelope.js'
import { frameReplySchema } from '../protocol/envelope.js'
import { FRAME_EVENTS, type FrameEventName, type FrameSuccessPayload } from '../protocol/events.js'
import { createAppConnect, frameHandshakeSchema } from '../protocol/handshake.js'
import { createFrameElement, setFrameVisible } from './frame-element.js'

/** docs/embedded-wallet.md#the-frame: reasons reported through the timeout callback. */
export type FrameTimeoutReason = 'iframe_load_failed' | 'iframe_request_timeout'

/**
 * - `idle`: no frame yet (it is created lazily, docs/embedded-wallet.md#loading-the-frame);
 * - `loading`: the iframe is in the page, its ready message not yet received;
 * - `ready`: the port is handed over, requests flow;
 * - `initialized`: about 500 ms after ready (docs/embedded-wallet.md#the-frame);
 * - `failed`: the last load failed; the next request tries again;
 * - `destroyed`: the client was destroyed.
 */
export type FrameStatus = 'idle' | 'loading' | 'ready' | 'initialized' | 'failed' | 'destroyed'

export type FrameLogger = (message: string, detail?: unknown) => void

export type FrameTransportOptions = {
  /** frame-host's page with the docs/services.md#requests query parameters. */
  frameUrl: URL
  document: Document
  window: Window
  loadTimeoutMs: number
  postReadyDelayMs: number
  onTimeout?: ((reason: FrameTimeoutReason) => void) | undefined
  onStatusChange(status: FrameStatus): void
  debug: FrameLogger
}

export type SendOptions = {
  timeoutMs: number
  /** Whether running out of time is reported as iframe_request_timeout (sign-out's wait is not). */
  reportTimeout: boolean
  signal?: AbortSignal | undefined
  /** The error an abort rejects with (docs/errors.md#email-and-social-login-the-embedded-wallet: 'Request was aborted' or 'Something went wrong'). */
  abortError(): Error
  /** Called when the caller aborts after the request reached the frame. */
  onAbortSent?: (() => void) | undefined
}

type Pending = {
  event: FrameEventName
  resolve(payload: unknown): void
  reject(error: unknown): void
}

export type FrameTransport = ReturnType<typeof createFrameTransport>

export function createFrameTransport(options: FrameTransportOptions) {
  const { frameUrl, document, window: win, debug } = options
  const frameOrigin = frameUrl.origin
  const pending = new Map<string, Pending>()
  let status: FrameStatus = 'idle'
  let iframe: HTMLIFrameElement | undefined
  let port: MessagePort | undefined
  let loading: Promise<MessagePort> | undefined
  let settleLoad: { resolve(port: MessagePort): void; reject(error: unknown): void } | undefined
  let loadTimer: ReturnType<typeof setTimeout> | undefined
  let initTimer: ReturnType<typeof setTimeout> | undefined

  function setStatus(next: FrameStatus) {
    if (status === next) return
    status = next
    options.onStatusChange(next)
  }

  function onWindowMessage(event: MessageEvent) {
    // Both checks: the origin alone would accept any frame-host page another site embeds,
    // the source alone a frame that navigated to another origin.
    if (event.origin !== frameOrigin || !iframe || event.source !== iframe.contentWindow) return
    const parsed = frameHandshakeSchema.safeParse(event.data)
    if (!parsed.success) {
      debug('embedded wallet: dropped a window message that is not a handshake message', {
        data: event.data,
      })
      return
    }
    if (parsed.data.kind === 'unverified-domain') {
      failLoad(new EmailLoginDependencyError({ details: 'unverified domain' }))
      return
    }
    connectPort(iframe)
  }

  function connectPort(frame: HTMLIFrameElement) {
    const target = frame.contentWindow
    if (!target) return
    // A second ready (the frame reloaded itself) gets a fresh channel; the old port dies.
    port?.close()
    const channel = new MessageChannel()
    channel.port1.onmessage = (event) => onPortMessage(event.data)
    channel.port1.onmessageerror = () => debug('embedded wallet: a reply could not be cloned')
    port = channel.port1
    target.postMessage(createAppConnect(), frameOrigin, [channel.port2])
    if (loadTimer !== undefined) clearTimeout(loadTimer)
    loadTimer = undefined
    setStatus('ready')
    settleLoad?.resolve(channel.port1)
    settleLoad = undefined
    if (initTimer !== undefined) clearTimeout(initTimer)
    initTimer = setTimeout(() => {
      if (status === 'ready') setStatus('initialized')
    }, options.postReadyDelayMs)
  }

  function onPortMessage(data: unknown) {
    const parsed = frameReplySchema.safeParse(data)
    if (!parsed.success) {
      debug('embedded wallet: rejected a reply that fails its schema', {
        issues: parsed.error.issues,
      })
      return
    }
    const reply = parsed.data
    const entry = pending.get(reply.id)
    if (!entry) {
      debug('embedded wallet: dropped a reply to an unknown or already answered id', {
        id: reply.id,
      })
      return
    }
    if (entry.event !== reply.event) {
      debug('embedded wallet: dropped a reply naming another event', {
        id: reply.id,
        expected: entry.event,
        got: reply.event,
      })
      return
    }
    if (reply.kind === 'error') {
      entry.reject(
        new FrameError(reply.error.message, {
          ...(reply.error.code !== undefined ? { code: reply.error.code } : {}),
          details: reply.event,
        }),
      )
      return
    }
    const payload = FRAME_EVENTS[reply.event].success.safeParse(reply.payload)
    if (!payload.success) {
      debug('embedded wallet: rejected a success payload that fails its schema', {
        event: reply.event,
        issues: payload.error.issues,
      })
      return
    }
    entry.resolve(payload.data)
  }

  function removeFrame() {
    win.removeEventListener('message', onWindowMessage)
    port?.close()
    port = undefined
    iframe?.remove()
    iframe = undefined
    if (loadTimer !== undefined) clearTimeout(loadTimer)
    if (initTimer !== undefined) clearTimeout(initTimer)
    loadTimer = undefined
    initTimer = undefined
  }

  function failLoad(error: unknown) {
    removeFrame()
    loading = undefined
    setStatus('failed')
    settleLoad?.reject(error)
    settleLoad = undefined
  }

  /** Creates the frame when there is none and resolves once the port is handed over. */
  function load(): Promise<MessagePort> {
    if (status === 'destroyed') return Promise.reject(new FrameClosedError())
    if (port && (status === 'ready' || status === 'initialized')) return Promise.resolve(port)
    if (loading) return loading
    loading = new Promise<MessagePort>((resolve, reject) => {
      settleLoad = { resolve, reject }
    })
    // A caller that never awaits load (the eager load of docs/embedded-wallet.md#the-frame) must not see an unhandled rejection.
    loading.catch(() => undefined)
    setStatus('loading')
    win.addEventListener('message', onWindowMessage)
    const frame = createFrameElement(document, frameUrl.href)
    iframe = frame
    frame.addEventListener('error', () =>
      failLoad(new EmailLoginDependencyError({ details: 'the frame failed to load' })),
    )
    loadTimer = setTimeout(() => {
      options.onTimeout?.('iframe_load_failed')
      failLoad(new EmailLoginDependencyError({ details: 'iframe_load_failed' }))
    }, options.loadTimeoutMs)
    document.body.appendChild(frame)
    return loading
  }

  /** Sends one request over the port and resolves with its checked success payload. */
  function send<E extends FrameEventName>(
    request: FrameRequest<E>,
    sendOptions: SendOptions,
  ): Promise<FrameSuccessPayload<E>> {
    const { signal } = sendOptions
    return new Promise<FrameSuccessPayload<E>>((resolve, reject) => {
      if (signal?.aborted) {
        reject(sendOptions.abortError())
        return
      }
      let timer: ReturnType<typeof setTimeout> | undefined
      let sent = false
      let done = false
      const finish = () => {
        done = true
        pending.delete(request.id)
        if (timer !== undefined) clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
      }
      const onAbort = () => {
        if (done) return
        finish()
        if (sent) sendOptions.onAbortSent?.()
        reject(sendOptions.abortError())
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      // The time limit covers loading the frame too, so nothing waits forever.
      timer = setTimeout(() => {
        if (done) return
        finish()
        if (sendOptions.reportTimeout) options.onTimeout?.('iframe_request_timeout')
        reject(
          new TimeoutError({
            url: `${frameOrigin}/#${request.event}`,
            timeoutMs: sendOptions.timeoutMs,
          }),
        )
      }, sendOptions.timeoutMs)
      pending.set(request.id, {
        event: request.event,
        resolve: (payload) => {
          finish()
          resolve(payload as FrameSuccessPayload<E>)
        },
        reject: (error) => {
          finish()
          reject(error)
        },
      })
      load().then(
        (ready) => {
          if (done) return
          sent = true
          ready.postMessage(request)
        },
        (error: unknown) => {
          if (done) return
          finish()
          reject(error)
        },
      )
    })
  }

  return {
    get status() {
      return status
    },
    get frameOrigin() {
      return frameOrigin
    },
    /** The iframe element while there is one (for the modal to place it). */
    get frameElement() {
      return iframe
    },
    /** How many requests wait for a reply (for tests and diagnostics). */
    get pendingCount() {
      return pending.size
    },
    load,
    send,
    show() {
      if (iframe) setFrameVisible(iframe, true)
    },
    hide() {
      if (iframe) setFrameVisible(iframe, false)
    },
    destroy() {
      const error = new FrameClosedError()
      for (const entry of [...pending.values()]) entry.reject(error)
      settleLoad?.reject(error)
      settleLoad = undefined
      loading = undefined
      removeFrame()
      setStatus('destroyed')
    },
  }
}
