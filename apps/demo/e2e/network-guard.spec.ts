import { test as base, expect } from '@playwright/test'
import { readE2eEnv } from './e2e-env.js'
import { installNetworkGuard } from './network-guard.js'

// The guard itself, so a suite that passes proves the demo stayed on loopback.
base(
  'the network guard blocks and records requests and WebSockets to non-loopback hosts',
  async ({ browser }) => {
    const { demoUrl } = readE2eEnv()
    const context = await browser.newContext()
    const guard = await installNetworkGuard(context)
    const page = await context.newPage()
    await page.goto(demoUrl)
    expect(guard.violations).toEqual([])

    const fetched = await page.evaluate(() =>
      fetch('https://example.com/x').then(
        () => 'reached',
        () => 'blocked',
      ),
    )
    const socket = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const ws = new WebSocket('wss://relay.walletconnect.org/')
          ws.onopen = () => resolve('open')
          ws.onclose = () => resolve('closed')
          ws.onerror = () => resolve('error')
        }),
    )
    expect(fetched).toBe('blocked')
    expect(socket).not.toBe('open')
    expect(guard.violations).toEqual(['https://example.com/x', 'wss://relay.walletconnect.org/'])
    await context.close()
  },
)
