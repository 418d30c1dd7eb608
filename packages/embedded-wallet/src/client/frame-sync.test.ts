import { describe, expect, it } from 'vitest'
import type { FrameRequestPayload } from '../protocol/events.js'
import { type FrameSyncSource, startFrameSync } from './frame-sync.js'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function source() {
  let theme: FrameRequestPayload<'syncTheme'> = { themeMode: 'light', themeVariables: {} }
  const dappData: FrameRequestPayload<'syncDappData'> = {
    projectId: 'project-1',
    sdkVersion: '1.0.0',
    sdkType: 'keyway',
    metadata: { name: 'Shop', description: '', url: 'https://shop.example', icons: [] },
  }
  const listeners = new Set<() => void>()
  const value: FrameSyncSource = {
    getTheme: () => theme,
    getDappData: () => dappData,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return {
    value,
    setTheme(next: FrameRequestPayload<'syncTheme'>) {
      theme = next
      for (const listener of listeners) listener()
    },
    listeners,
  }
}

function recorder(fail: { theme?: boolean } = {}) {
  const sent: string[] = []
  return {
    sent,
    send: {
      syncTheme: async (payload: FrameRequestPayload<'syncTheme'>) => {
        sent.push(`theme:${payload.themeMode}`)
        if (fail.theme) throw new Error('refused')
      },
      syncDappData: async (payload: FrameRequestPayload<'syncDappData'>) => {
        sent.push(`dapp:${payload.metadata?.name}`)
      },
    },
  }
}

describe('startFrameSync', () => {
  it('sends the theme and the dapp data once the frame is initialized, not before', async () => {
    const data = source()
    const { sent, send } = recorder()
    const sync = startFrameSync({ source: data.value, send, logger: () => undefined })
    data.setTheme({ themeMode: 'dark' })
    sync.onStatus('loading')
    sync.onStatus('ready')
    await settle()
    expect(sent).toEqual([])
    sync.onStatus('initialized')
    await settle()
    expect(sent).toEqual(['theme:dark', 'dapp:Shop'])
  })

  it('sends a change while initialized, and only what changed', async () => {
    const data = source()
    const { sent, send } = recorder()
    const sync = startFrameSync({ source: data.value, send, logger: () => undefined })
    sync.onStatus('initialized')
    await settle()
    data.setTheme({ themeMode: 'dark', themeVariables: { '--kw-accent': '#336699' } })
    await settle()
    data.setTheme({ themeMode: 'dark', themeVariables: { '--kw-accent': '#336699' } })
    await settle()
    expect(sent).toEqual(['theme:light', 'dapp:Shop', 'theme:dark'])
  })

  it('sends everything again to a reloaded frame, and stops on stop()', async () => {
    const data = source()
    const { sent, send } = recorder()
    const sync = startFrameSync({ source: data.value, send, logger: () => undefined })
    sync.onStatus('initialized')
    await settle()
    sync.onStatus('failed')
    sync.onStatus('loading')
    sync.onStatus('initialized')
    await settle()
    expect(sent).toEqual(['theme:light', 'dapp:Shop', 'theme:light', 'dapp:Shop'])
    sync.stop()
    expect(data.listeners.size).toBe(0)
  })

  it('flush sends what the frame lacks before it is initialized, once, and waits for it', async () => {
    const data = source()
    const { sent, send } = recorder()
    const sync = startFrameSync({ source: data.value, send, logger: () => undefined })
    sync.onStatus('ready')
    await sync.flush()
    expect(sent).toEqual(['theme:light', 'dapp:Shop'])
    sync.onStatus('initialized')
    await sync.flush()
    await settle()
    expect(sent).toEqual(['theme:light', 'dapp:Shop'])
  })

  it('logs a refusal and tries again with the next change', async () => {
    const data = source()
    const logs: string[] = []
    const { sent, send } = recorder({ theme: true })
    const sync = startFrameSync({ source: data.value, send, logger: (m) => logs.push(m) })
    sync.onStatus('initialized')
    await settle()
    expect(logs).toEqual(['embedded wallet: the frame did not take syncTheme'])
    data.setTheme({ themeMode: 'light' })
    await settle()
    expect(sent.filter((entry) => entry.startsWith('theme'))).toHaveLength(2)
  })
})
