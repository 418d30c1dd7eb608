/**
 * One frame client per Keyway client and frame-host page, shared by the adapters that list
 * the embedded wallet (docs/embedded-wallet.md#loading-the-frame): the eip155 and the solana connector
 * of one page talk to ONE iframe, so one login serves both and the page never holds two
 * frames competing for the same session.
 *
 * The scope is the storage the Keyway client hands every adapter (its docs/embedded-wallet.md#browser-storage keys live
 * there): two clients on one page keep their own frames and keys. Within a scope a client
 * is keyed by frame-host's page and project; the network in the frame URL is the first
 * adapter's, which is only where the frame starts (every request names its own chain).
 * Each adapter holds a lease; the frame is removed when the last lease is released.
 */
import type { EmailLoginStorage } from '@keyway/core/embedded-wallet'
import { buildFrameUrl } from '../protocol/frame-url.js'
import {
  type CreateFrameClientParameters,
  createFrameClient,
  type FrameClient,
} from './frame-client.js'

export type AcquireFrameClientParameters = CreateFrameClientParameters & {
  /** The Keyway client's storage: the scope the frame client is shared in. */
  storage: EmailLoginStorage
  /** Makes the client when the scope has none yet; default `createFrameClient` (tests pass a fake). */
  create?: ((parameters: CreateFrameClientParameters) => FrameClient) | undefined
}

export type FrameClientLease = {
  readonly client: FrameClient
  /** Gives the lease back; the last one destroys the client. Releasing twice does nothing. */
  release(): void
}

type Shared = { client: FrameClient; leases: number }

// Keyed weakly by the client's storage, so a Keyway client that goes away takes its entry.
const scopes = new WeakMap<EmailLoginStorage, Map<string, Shared>>()

/** frame-host's page and the project, validated as createFrameClient would. */
function sharingKey(parameters: CreateFrameClientParameters): string {
  const url = buildFrameUrl(parameters.frameUrl, {
    projectId: parameters.projectId,
    chainId: parameters.chainId,
    version: parameters.version,
    enableLogger: parameters.enableLogger ?? false,
  })
  url.searchParams.delete('chainId')
  url.searchParams.delete('enableLogger')
  return url.href
}

/** The scope's frame client for this frame URL, created on the first call. */
export function acquireFrameClient(parameters: AcquireFrameClientParameters): FrameClientLease {
  const { create = createFrameClient, ...clientParameters } = parameters
  const key = sharingKey(clientParameters)
  let scope = scopes.get(parameters.storage)
  if (!scope) {
    scope = new Map()
    scopes.set(parameters.storage, scope)
  }
  let shared = scope.get(key)
  if (!shared) {
    shared = { client: create(clientParameters), leases: 0 }
    scope.set(key, shared)
  }
  shared.leases += 1
  const entry = shared
  const owner = scope
  let released = false
  return {
    client: entry.client,
    release() {
      if (released) return
      released = true
      entry.leases -= 1
      if (entry.leases > 0) return
      if (owner.get(key) === entry) owner.delete(key)
      entry.client.destroy()
    },
  }
}
