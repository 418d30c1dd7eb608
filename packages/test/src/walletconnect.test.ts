import { describe, expect, it } from 'vitest'
import { createWalletConnectClosers, memoryKeyValueStorage } from './walletconnect.js'

describe('memoryKeyValueStorage', () => {
  it('keeps copies of what it is given, per instance', async () => {
    const one = memoryKeyValueStorage()
    const two = memoryKeyValueStorage()
    const value = { topic: 'abc', peers: ['x'] }
    await one.setItem('session', value)
    value.peers.push('changed later')
    expect(await one.getItem('session')).toEqual({ topic: 'abc', peers: ['x'] })
    expect(await two.getKeys()).toEqual([])
    expect(await one.getEntries()).toEqual([['session', { topic: 'abc', peers: ['x'] }]])
    await one.removeItem('session')
    expect(await one.getItem('session')).toBeUndefined()
  })
})

describe('createWalletConnectClosers', () => {
  it('closes every client (heartbeat, then relay socket, failures ignored) newest first, once', async () => {
    const log: string[] = []
    const client = (name: string, fails = false) => ({
      core: {
        heartbeat: { stop: () => void log.push(`${name}: heartbeat`) },
        relayer: {
          transportClose: async () => {
            log.push(`${name}: socket`)
            if (fails) throw new Error('already closed')
          },
        },
      },
    })
    const closers = createWalletConnectClosers()
    closers.closeLater(client('wallet', true))
    closers.add(() => void log.push('adapter'))
    closers.closeLater(client('dapp'))
    await closers.closeAll()
    expect(log).toEqual([
      'dapp: heartbeat',
      'dapp: socket',
      'adapter',
      'wallet: heartbeat',
      'wallet: socket',
    ])
    await closers.closeAll()
    expect(log).toHaveLength(5)
  })
})
