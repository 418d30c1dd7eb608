/**
 * The identity (name and avatar) of the account an element shows, from the host's
 * `getIdentity` (the blockchain API's identity route, kept 5 minutes): asked again only
 * when the address changes, the previous request aborted. A failed or empty lookup leaves
 * the address shown. See docs/host-contract.md.
 */
import type { Identity } from '@keyway/core'
import type { KeywayHost } from '@keyway/core/host'
import type { ReactiveController, ReactiveControllerHost } from 'lit'

export class AccountIdentity implements ReactiveController {
  private address: string | undefined
  private request: AbortController | undefined
  /** The shown account's identity, once known. */
  current: Identity | undefined

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this)
  }

  /** Call on every update with the account shown; a new address asks again. */
  watch(keyway: KeywayHost | undefined, address: string | undefined): void {
    if (address === this.address) return
    this.stop()
    this.address = address
    if (!keyway || !address) return
    const request = new AbortController()
    this.request = request
    keyway.getIdentity({ address, signal: request.signal }).then(
      (identity) => {
        if (request.signal.aborted || !identity) return
        this.current = identity
        this.host.requestUpdate()
      },
      () => undefined,
    )
  }

  hostDisconnected(): void {
    this.stop()
    // Connected again later: ask afresh for whatever account is shown then.
    this.address = undefined
  }

  private stop(): void {
    this.request?.abort()
    this.request = undefined
    this.current = undefined
  }
}
