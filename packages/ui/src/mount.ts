/**
 * `mountKeyway(client)`: the plain-JS way to add the modal to a page. It creates the
 * kw-modal with the client, starts the client's page-load work (the connection restore of
 * docs/connection.md#reconnecting-on-page-load; the configuration service's remote features
 * when the visitor first reaches for the wallet) and returns a handle to remove it again. Nothing here
 * runs at import: `document` is read only when mountKeyway is called.
 */
import type { KeywayClient } from '@keyway/core'
import type { Locale } from './i18n/locale-loaders.js'
import './modal/modal.js'
import { initialize } from '@keyway/core'
import type { KwModal } from './modal/shell/modal-shell.js'

export type MountKeywayOptions = {
  /** Where the modal element goes (default: document.body). */
  container?: HTMLElement | undefined
  locale?: Locale | undefined
  /** Cancels the initial page-load work (and unmounts nothing by itself). */
  signal?: AbortSignal | undefined
  /**
   * When the configuration service is asked (`initialize`'s `configuration`): `'on-demand'`
   * (the default), at the visitor's intent or the modal's first open; `'now'`, at mount.
   */
  configuration?: 'now' | 'on-demand' | undefined
}

export type MountKeywayReturnType = {
  modal: KwModal
  /**
   * Settles when `initialize(client)` is done (rejects only if it does): with the default
   * `configuration: 'on-demand'`, when the restore is.
   */
  initialized: Promise<void>
  /** Removes the modal and stops listening to the client's adapters. */
  unmount: () => void
}

export function mountKeyway(
  client: KeywayClient,
  options: MountKeywayOptions = {},
): MountKeywayReturnType {
  const container = options.container ?? document.body
  const modal = container.ownerDocument.createElement('kw-modal')
  modal.client = client
  if (options.locale) modal.locale = options.locale
  container.append(modal)
  const initialized = initialize(client, {
    signal: options.signal,
    configuration: options.configuration ?? 'on-demand',
  })
  return {
    modal,
    initialized,
    unmount: () => {
      modal.remove()
      modal.directory?.destroy()
    },
  }
}
