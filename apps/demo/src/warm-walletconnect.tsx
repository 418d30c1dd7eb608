/**
 * Readies WalletConnect while the visitor looks at the Connect view, so choosing
 * WalletConnect shows the QR code within 300 ms. Its provider is not in the first bundle,
 * so it cannot load on page idle without breaking the 200 KB budget; instead it starts when the
 * modal opens on Connect — after the view has painted, so it never delays the first frames.
 * The adapter then loads the provider, opens the relay connection and makes the pairing uri
 * that choosing WalletConnect shows (docs/connection.md#walletconnect-pairing pairing reuse).
 *
 * A component of its own that renders nothing: the modal opening re-renders only it, not
 * the app.
 */
import { useKeywayClient, useKeywayState } from '@keyway/react'
import { useEffect } from 'react'

/** Runs `task` once the current frame and the next have painted, then on idle. */
export type AfterPaint = (task: () => void) => () => void

export const afterPaint: AfterPaint = (task) => {
  let cancelled = false
  let idle: number | undefined
  const frame = requestAnimationFrame(() => {
    // The callback of the second frame runs after the first one painted.
    requestAnimationFrame(() => {
      if (cancelled) return
      idle = requestIdleCallback(() => task(), { timeout: 100 })
    })
  })
  return () => {
    cancelled = true
    cancelAnimationFrame(frame)
    if (idle !== undefined) cancelIdleCallback(idle)
  }
}

export type WarmWalletConnectProps = {
  prepare: () => Promise<void>
  schedule?: AfterPaint | undefined
}

export function WarmWalletConnect({ prepare, schedule = afterPaint }: WarmWalletConnectProps) {
  const { open } = useKeywayState()
  const client = useKeywayClient()
  useEffect(() => {
    // Only the Connect view can lead to WalletConnect; the basic view brings its own uri.
    if (!open || client.state.router.view !== 'Connect') return
    return schedule(() => {
      prepare().catch(() => undefined)
    })
  }, [open, client, prepare, schedule])
  return null
}
