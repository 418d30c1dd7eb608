import { describe, expect, it } from 'vitest'
import { createFrameStorage, createMemoryStorage, pickStorage } from './storage.js'

describe('the frame storage', () => {
  it('makes one unguessable device id and keeps it', () => {
    const backing = createMemoryStorage()
    const storage = createFrameStorage(backing)
    const id = storage.deviceId()
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(storage.deviceId()).toBe(id)
    expect(createFrameStorage(backing).deviceId()).toBe(id)
    expect(createFrameStorage(createMemoryStorage()).deviceId()).not.toBe(id)
  })

  it('replaces a stored device id the server would refuse', () => {
    const backing = createMemoryStorage()
    backing.setItem('keyway.frame.deviceId', 'short')
    expect(createFrameStorage(backing).deviceId()).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('sign-out clears the token and the login under way, not the device id or the chain', () => {
    const storage = createFrameStorage(createMemoryStorage())
    const device = storage.deviceId()
    storage.setSessionToken('abc_DEF-123')
    storage.setPendingEmail('a@example.com')
    storage.setChainId('eip155:10')
    expect(storage.sessionToken()).toBe('abc_DEF-123')
    storage.clearSession()
    expect(storage.sessionToken()).toBeUndefined()
    expect(storage.pendingEmail()).toBeUndefined()
    expect(storage.deviceId()).toBe(device)
    expect(storage.chainId()).toBe('eip155:10')
  })

  it('never sends a stored token that is not a token', () => {
    const backing = createMemoryStorage()
    backing.setItem('keyway.frame.sessionToken', 'x\r\nHost: evil')
    expect(createFrameStorage(backing).sessionToken()).toBeUndefined()
  })

  it('falls back to memory when the browser refuses storage, and survives a throwing store', () => {
    const refused = {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError')
      },
    }
    const storage = createFrameStorage(pickStorage(refused))
    storage.setChainId('eip155:1')
    expect(storage.chainId()).toBe('eip155:1')
    const throwing = createFrameStorage({
      getItem: () => {
        throw new Error('gone')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => undefined,
    })
    const id = throwing.deviceId()
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(throwing.deviceId()).toBe(id)
  })
})
