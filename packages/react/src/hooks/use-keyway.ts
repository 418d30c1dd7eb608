/** Opens and closes the modal (docs/views.md#opening-the-modal: opened with an optional view or a pairing uri). */
import type { ChainNamespace, RouterView } from '@keyway/core'
import { closeModal, openModal } from '@keyway/core'
import { useMemo } from 'react'
import { useKeywayClient } from '../context/keyway-context.js'

export type UseKeywayOpenOptions = {
  /** The view to open on; Account when connected, else Connect, when absent. */
  view?: RouterView | undefined
  /** Open on this chain namespace (it becomes the active one). */
  namespace?: ChainNamespace | undefined
  /** A wallet-connect pairing uri to show as a QR code. */
  uri?: string | undefined
}

export type UseKeywayReturnType = {
  open: (options?: UseKeywayOpenOptions) => void
  /** Closes the modal; false when closing is disabled (the modal shakes instead). */
  close: () => boolean
}

export function useKeyway(): UseKeywayReturnType {
  const client = useKeywayClient()
  // Stable across renders so apps can pass them to memoised children and effects.
  return useMemo(
    () => ({
      open: (options = {}) => openModal(client, options),
      close: () => closeModal(client),
    }),
    [client],
  )
}
