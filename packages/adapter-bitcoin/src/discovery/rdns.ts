/**
 * The rdns of wallets by name, from their EIP-6963 announcements: core merges one wallet's
 * connectors of several namespaces by `info.rdns ?? id`, and the EVM adapter knows a wallet
 * by its announced rdns. A Bitcoin wallet of the same name as an announced EVM wallet gets
 * that rdns, so the modal lists the wallet once.
 */
import { type Eip6963Window, listenForEip6963Announcements } from '@keyway/core/adapter'

export type RdnsByName = {
  get(name: string): string | undefined
  stop(): void
}

export function watchRdnsByName(
  window: Eip6963Window | undefined,
  onChange: (name: string) => void,
): RdnsByName {
  const byName = new Map<string, string>()
  const onAnnouncement = (detail: unknown) => {
    if (typeof detail !== 'object' || detail === null) return
    const info: unknown = Reflect.get(detail, 'info')
    if (typeof info !== 'object' || info === null) return
    const name: unknown = Reflect.get(info, 'name')
    const rdns: unknown = Reflect.get(info, 'rdns')
    if (typeof name !== 'string' || typeof rdns !== 'string' || !rdns) return
    if (byName.get(name) === rdns) return
    byName.set(name, rdns)
    onChange(name)
  }
  const stop = window ? listenForEip6963Announcements(window, onAnnouncement) : undefined
  return {
    get: (name) => byName.get(name),
    stop: () => stop?.(),
  }
}
