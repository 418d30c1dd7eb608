import { describe, expect, it } from 'vitest'
import { setTheme } from '../../actions/set-theme.js'
import { createTestAdapter } from '../../adapter/test-adapter.js'
import { testMainnet } from '../../adapter/test-networks.js'
import { createKeyway } from '../../client/create-keyway.js'
import { createMemoryStorage } from '../../controllers/storage.js'
import type {
  EmbeddedWalletAdapterConfig,
  EmbeddedWalletTimeoutReason,
} from '../../types/embedded-wallet.js'
import { frameDappData, frameThemeVariables } from './frame-sync.js'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

async function clientWithFrame(options: { onTimeout?: (r: EmbeddedWalletTimeoutReason) => void }) {
  const configs: EmbeddedWalletAdapterConfig[] = []
  const adapter = Object.assign(createTestAdapter({ namespace: 'eip155' }), {
    setEmbeddedWallet: (config: EmbeddedWalletAdapterConfig) => configs.push(config),
  })
  const client = createKeyway({
    adapters: [adapter],
    networks: [testMainnet],
    projectId: 'project-1',
    sdkVersion: '2.0.0',
    metadata: {
      name: 'Shop',
      description: 'A shop',
      url: 'https://shop.example',
      icons: ['https://shop.example/icon.png'],
    },
    themeMode: 'dark',
    themeVariables: { '--kw-accent': '#336699' },
    endpoints: { frameHost: 'https://wallet.example.com' },
    storage: createMemoryStorage(),
    logger: { warn: () => undefined },
    onEmbeddedWalletTimeout: options.onTimeout,
  })
  await client._internal.embeddedWallet?.load()
  const [config] = configs
  if (!config) throw new Error('no embedded wallet configured')
  return { client, config }
}

describe('the frame sync handed to the adapters', () => {
  it("gives the modal's theme and the dapp's metadata, and says when the theme changes", async () => {
    const { client, config } = await clientWithFrame({})
    const sync = config.frameSync
    expect(sync?.getTheme()).toEqual({
      themeMode: 'dark',
      themeVariables: { '--kw-accent': '#336699' },
    })
    expect(sync?.getDappData()).toEqual({
      projectId: 'project-1',
      sdkVersion: '2.0.0',
      sdkType: expect.any(String),
      metadata: {
        name: 'Shop',
        description: 'A shop',
        url: 'https://shop.example',
        icons: ['https://shop.example/icon.png'],
      },
    })
    let changes = 0
    const stop = sync?.subscribe(() => changes++)
    setTheme(client, { themeMode: 'light' })
    await settle()
    expect(changes).toBeGreaterThan(0)
    expect(sync?.getTheme().themeMode).toBe('light')
    stop?.()
  })

  it("hands createKeyway's onEmbeddedWalletTimeout to the frame with its reason", async () => {
    const reasons: EmbeddedWalletTimeoutReason[] = []
    const { config } = await clientWithFrame({ onTimeout: (reason) => reasons.push(reason) })
    config.onTimeout?.('iframe_load_failed')
    expect(reasons).toEqual(['iframe_load_failed'])
  })
})

describe('frame payload rules', () => {
  it('leaves out the variables the dapp did not set', () => {
    expect(frameThemeVariables({ '--kw-accent': '#fff', '--kw-font-family': undefined })).toEqual({
      '--kw-accent': '#fff',
    })
  })

  it('sends at most 8 icons and no metadata when the dapp gave none', () => {
    const icons = Array.from({ length: 10 }, (_, i) => `https://shop.example/${i}.png`)
    const base = { projectId: 'p', sdkVersion: '1', sdkType: 'keyway' }
    const data = frameDappData({
      ...base,
      metadata: { name: 'Shop', description: '', url: '', icons },
    })
    expect(data.metadata?.icons).toHaveLength(8)
    expect(frameDappData({ ...base, metadata: undefined })).toEqual(base)
  })
})
