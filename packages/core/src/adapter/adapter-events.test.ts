import { describe, expect, it } from 'vitest'
import { createAdapterEvents } from './adapter-events.js'

describe('createAdapterEvents', () => {
  it("calls an event's listeners with its payload, and only that event's", () => {
    const events = createAdapterEvents()
    const seen: unknown[] = []
    events.on('chainChanged', (payload) => seen.push(['chain', payload]))
    events.on('disconnect', (payload) => seen.push(['disconnect', payload]))
    events.emit('chainChanged', { connectorId: 'a', chainId: 1 })
    expect(seen).toEqual([['chain', { connectorId: 'a', chainId: 1 }]])
  })

  it('stops calling a listener once it unsubscribes, even from inside a call', () => {
    const events = createAdapterEvents()
    const seen: string[] = []
    const off = events.on('disconnect', ({ connectorId }) => {
      seen.push(`first:${connectorId}`)
      off()
    })
    events.on('disconnect', ({ connectorId }) => seen.push(`second:${connectorId}`))
    events.emit('disconnect', { connectorId: 'a' })
    events.emit('disconnect', { connectorId: 'b' })
    expect(seen).toEqual(['first:a', 'second:a', 'second:b'])
  })

  it('clear drops every listener', () => {
    const events = createAdapterEvents()
    const seen: string[] = []
    events.on('displayUri', ({ uri }) => seen.push(uri))
    events.clear()
    events.emit('displayUri', { connectorId: 'walletConnect', uri: 'wc:x' })
    expect(seen).toEqual([])
  })
})
