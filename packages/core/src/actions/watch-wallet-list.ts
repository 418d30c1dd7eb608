import type { KeywayClient } from '../client/create-keyway.js'
import { type GetWalletListReturnType, getWalletList } from './get-wallet-list.js'

export type WatchWalletListParameters = {
  onChange: (list: GetWalletListReturnType) => void
}

export type WatchWalletListReturnType = () => void

function listKey(list: GetWalletListReturnType): string {
  const wallets = list.wallets.map(
    (w) => `${w.group}/${w.key}/${w.tag ?? ''}/${w.connector?.id ?? ''}`,
  )
  return `${list.status}|${list.catalogueCount}|${wallets.join(',')}`
}

/**
 * Calls `onChange` when the wallet list changes: a wallet announced or gone, a connection
 * (recent wallets), the catalogue loading. Returns the unwatch.
 */
export function watchWalletList(
  client: KeywayClient,
  parameters: WatchWalletListParameters,
): WatchWalletListReturnType {
  let key = listKey(getWalletList(client))
  return client.subscribe(() => {
    const next = getWalletList(client)
    const nextKey = listKey(next)
    if (nextKey === key) return
    key = nextKey
    parameters.onChange(next)
  })
}
