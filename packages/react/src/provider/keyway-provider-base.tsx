/**
 * The provider's logic with its one outside dependency, the modal mount, passed in
 * (house rule: dependencies as arguments), so tests run it without the Lit modal.
 */
import { type CreateKeywayParameters, createKeyway, type KeywayClient } from '@keyway/core'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { KeywayContext } from '../context/keyway-context.js'

/**
 * Mounts the modal for a client in the browser and starts the client's page-load work
 * (docs/connection.md#reconnecting-on-page-load: an existing connection is restored); returns what removes the modal.
 */
export type MountModal = (client: KeywayClient) => () => void

export type KeywayProviderProps =
  | {
      /** A client made with `createKeyway`; the provider does not own it. */
      client: KeywayClient
      options?: undefined
      children?: ReactNode
    }
  | {
      /** Options to make the client with; read once, on the first render. */
      options: CreateKeywayParameters
      client?: undefined
      children?: ReactNode
    }

export type KeywayProviderBaseProps = KeywayProviderProps & { mount: MountModal }

type MountedModal = { client: KeywayClient; unmount: () => void; leaving: boolean }

export function KeywayProviderBase(props: KeywayProviderBaseProps): ReactNode {
  const client = useProviderClient(props, props.mount)
  if (!client) return null
  return <KeywayContext.Provider value={client}>{props.children}</KeywayContext.Provider>
}

/**
 * The provider's client and its modal: the client given, or one made from the options on the
 * first render, with the modal mounted for it while the provider is. A hook rather than a
 * component around the provider's own, so `KeywayProvider` adds no component of its own to
 * the tree (each one is work React does on every render).
 */
export function useProviderClient(
  props: KeywayProviderProps,
  mount: MountModal,
): KeywayClient | undefined {
  // Made during render so hooks read state on the server too (createKeyway touches no
  // browser global). A given client wins; options are read once.
  const [ownClient] = useState(() => (props.client ? undefined : createKeyway(props.options)))
  const client = props.client ?? ownClient
  const mounted = useRef<MountedModal | undefined>(undefined)

  // Effects run in the browser only: the modal is never mounted during server rendering.
  useEffect(() => {
    if (!client) return undefined
    const current = mounted.current
    if (current?.client === client) {
      // Strict Mode ran this effect's cleanup and runs it again at once: keep the modal,
      // so the page-load work (a reconnect) is not started twice and raced.
      current.leaving = false
    } else {
      current?.unmount()
      mounted.current = { client, unmount: mount(client), leaving: false }
    }
    const entry = mounted.current
    return () => {
      if (!entry) return
      entry.leaving = true
      // A real unmount: nothing re-ran the effect for this client in the same commit.
      queueMicrotask(() => {
        if (!entry.leaving || mounted.current !== entry) return
        mounted.current = undefined
        entry.unmount()
      })
    }
  }, [client, mount])

  return client
}
