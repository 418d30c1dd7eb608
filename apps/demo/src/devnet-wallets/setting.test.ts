import { describe, expect, it } from 'vitest'
import { createDevnetWalletsSetting, DEVNET_WALLETS_STORAGE_KEY } from './setting.js'

function memoryStorage() {
  const entries = new Map<string, string>()
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  }
}

describe('the Devnet test wallets setting', () => {
  it('is off by default and, once turned on, stays on for the next page load (same storage)', () => {
    const storage = memoryStorage()
    expect(createDevnetWalletsSetting(storage).enabled).toBe(false)
    createDevnetWalletsSetting(storage).set(true)
    expect(createDevnetWalletsSetting(storage).enabled).toBe(true)
    expect(storage.entries.get(DEVNET_WALLETS_STORAGE_KEY)).toBe('on')
  })

  it('turning it off forgets it', () => {
    const storage = memoryStorage()
    const setting = createDevnetWalletsSetting(storage)
    setting.set(true)
    setting.set(false)
    expect(createDevnetWalletsSetting(storage).enabled).toBe(false)
    expect(storage.entries.size).toBe(0)
  })
})
