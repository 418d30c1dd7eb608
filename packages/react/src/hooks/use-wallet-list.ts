/**
 * The Connect view's wallet list as data (docs/limits.md#features-and-defaults order), for apps that draw their own:
 * installed wallets at once, catalogue wallets once loaded. Loads the catalogue on mount.
 */
import {
  type GetWalletListReturnType,
  getWalletList,
  type KeywayClient,
  type LoadWalletListReturnType,
  loadWalletList,
  watchWalletList,
} from '@keyway/core'
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'
import { useKeywayClient } from '../context/keyway-context.js'

export type UseWalletListReturnType = GetWalletListReturnType & {
  /**
   * Asks the catalogue again after a failure (`status: 'error'`); what loaded already is
   * not fetched twice. Never rejects: the outcome shows in `status` and `error`.
   */
  retry: () => Promise<LoadWalletListReturnType>
}

/** Two answers list the same wallets in the same way (what a render shows). */
function sameWalletList(a: GetWalletListReturnType, b: GetWalletListReturnType): boolean {
  if (
    a.status !== b.status ||
    a.error !== b.error ||
    a.catalogueCount !== b.catalogueCount ||
    a.wallets.length !== b.wallets.length
  ) {
    return false
  }
  return a.wallets.every((wallet, index) => {
    const other = b.wallets[index]
    return (
      other !== undefined &&
      wallet.key === other.key &&
      wallet.group === other.group &&
      wallet.tag === other.tag &&
      wallet.name === other.name &&
      wallet.imageUrl === other.imageUrl &&
      wallet.imageId === other.imageId &&
      wallet.connector?.id === other.connector?.id
    )
  })
}

export function useWalletList(): UseWalletListReturnType {
  const client = useKeywayClient()
  // getWalletList builds a new answer on every call; React needs the same object back
  // while nothing changed, so the last answer is kept and reused while it lists the same.
  const cache = useRef<{ client: KeywayClient; list: GetWalletListReturnType } | undefined>(
    undefined,
  )
  const read = () => {
    const next = getWalletList(client)
    const cached = cache.current
    if (cached?.client === client && sameWalletList(cached.list, next)) return cached.list
    cache.current = { client, list: next }
    return next
  }
  const subscribe = useCallback(
    (onChange: () => void) => watchWalletList(client, { onChange }),
    [client],
  )
  const list = useSyncExternalStore(subscribe, read, read)

  useEffect(() => {
    // Once per client: the catalogue shares requests and keeps what loaded.
    void loadWalletList(client)
  }, [client])

  const retry = useCallback(() => loadWalletList(client), [client])
  return { ...list, retry }
}
