/** `<KeywayProvider>`: gives hooks their client and mounts @keyway/ui's modal. */
import type { KeywayClient } from '@keyway/core'
import { mountKeyway } from '@keyway/ui'
import type { ReactNode } from 'react'
import { KeywayContext } from '../context/keyway-context.js'
import { type KeywayProviderProps, useProviderClient } from './keyway-provider-base.js'

/**
 * mountKeyway also runs `initialize(client)`: the docs/connection.md#reconnecting-on-page-load
 * restore at once, the configuration service's remote features at the visitor's first intent.
 */
function mountModal(client: KeywayClient): () => void {
  const handle = mountKeyway(client)
  handle.initialized.catch((error: unknown) => {
    // initialize settles quietly for a missing session; anything else is a bug to see.
    console.error(error)
  })
  return handle.unmount
}

export function KeywayProvider(props: KeywayProviderProps): ReactNode {
  const client = useProviderClient(props, mountModal)
  if (!client) return null
  return <KeywayContext.Provider value={client}>{props.children}</KeywayContext.Provider>
}
