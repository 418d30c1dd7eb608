/** Whether the "Devnet test wallets" are on, kept in the page's storage across reloads. */
export const DEVNET_WALLETS_STORAGE_KEY = 'keyway-demo:devnet-test-wallets'

export type DevnetWalletsSetting = {
  readonly enabled: boolean
  set(enabled: boolean): void
}

export function createDevnetWalletsSetting(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): DevnetWalletsSetting {
  return {
    get enabled() {
      return storage.getItem(DEVNET_WALLETS_STORAGE_KEY) === 'on'
    },
    set(enabled) {
      if (enabled) storage.setItem(DEVNET_WALLETS_STORAGE_KEY, 'on')
      else storage.removeItem(DEVNET_WALLETS_STORAGE_KEY)
    },
  }
}
