import { describe, expect, it, vi } from 'vitest'
import { SiwxConfigConflictError } from '../errors/config.js'
import { createOptionsController, type KeywayOptions } from './options.js'
import { applyRemoteFeatures, checkAllowedOrigin, originMatches } from './options-remote.js'

const ethereum = { id: 1, chainNamespace: 'eip155', caipNetworkId: 'eip155:1' } as const
const arbitrum = { id: 42161, chainNamespace: 'eip155', caipNetworkId: 'eip155:42161' } as const
const polygon = { id: 137, chainNamespace: 'eip155', caipNetworkId: 'eip155:137' } as const

function setup(options: Partial<KeywayOptions> = {}) {
  const logger = { warn: vi.fn() }
  const alert = vi.fn()
  const controller = createOptionsController({
    options: { projectId: 'p1', networks: [ethereum, arbitrum], ...options },
    logger,
    alert,
  })
  return { controller, logger, alert }
}

describe('options validation (docs/validation.md#configuration)', () => {
  it("fails with 'Cannot set both `siweConfig` and `siwx` options' when both are set", () => {
    expect(() => setup({ siweConfig: {}, siwx: {} })).toThrow(SiwxConfigConflictError)
    expect(() => setup({ siweConfig: {}, siwx: {} })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    )
  })

  it('accepts siwx alone', () => {
    const siwx = { createMessage: () => 'm' }
    expect(setup({ siwx }).controller.state.siwx).toBe(siwx)
  })

  it('shows the project-id-not-configured alert when the project id is missing', () => {
    const { controller, alert } = setup({ projectId: undefined })
    expect(controller.checkProjectId()).toBe(false)
    expect(alert).toHaveBeenCalledWith(expect.objectContaining({ id: 'project-id-not-configured' }))
  })

  it('shows no alert when a project id is set', () => {
    const { controller, alert } = setup()
    expect(controller.checkProjectId()).toBe(true)
    expect(alert).not.toHaveBeenCalled()
  })

  it('shows the invalid-app-configuration alert for an origin not on the allowed list', () => {
    const { controller, alert } = setup()
    expect(checkAllowedOrigin(controller, 'https://evil.test', ['https://dapp.test'])).toBe(false)
    expect(alert).toHaveBeenCalledWith(expect.objectContaining({ id: 'invalid-app-configuration' }))
  })

  it('accepts an origin on the allowed list, and skips the check when the list is empty', () => {
    const { controller, alert } = setup()
    expect(checkAllowedOrigin(controller, 'https://dapp.test', ['https://dapp.test'])).toBe(true)
    expect(checkAllowedOrigin(controller, 'https://dapp.test', [])).toBe(true)
    expect(alert).not.toHaveBeenCalled()
  })

  it('rejects a default network that is not among the configured networks', () => {
    expect(() => setup({ defaultNetwork: polygon })).toThrow('Network not found')
  })

  it('rejects switching to a network that is not configured, and accepts a configured one', () => {
    const { controller } = setup()
    expect(() => controller.validateNetwork(polygon)).toThrow('Network not found')
    expect(controller.validateNetwork({ caipNetworkId: 'eip155:42161' })).toBe(arbitrum)
    controller.setDefaultNetwork(arbitrum)
    expect(controller.state.defaultNetwork).toBe(arbitrum)
  })
})

describe('origin matching', () => {
  it('matches exact origins and wildcard subdomains of the same scheme only', () => {
    expect(originMatches('https://app.dapp.test', 'https://*.dapp.test')).toBe(true)
    expect(originMatches('https://dapp.test', 'https://*.dapp.test')).toBe(false)
    expect(originMatches('http://app.dapp.test', 'https://*.dapp.test')).toBe(false)
    expect(originMatches('https://appdapp.test', 'https://*.dapp.test')).toBe(false)
  })
})

describe('features from local options and the remote config (docs/overview.md#feature-flags, docs/errors.md#configuration)', () => {
  it('starts from local features over the defaults', () => {
    const { controller } = setup({ features: { swaps: false } })
    expect(controller.state.features).toMatchObject({ swaps: false, email: true, send: true })
  })

  it("warns 'Local configuration ignored' when the remote config overrides a local option", () => {
    const { controller, logger } = setup({ features: { email: false, send: false } })
    applyRemoteFeatures(controller, { email: true, activity: false })
    expect(controller.state.features).toMatchObject({ email: true, activity: false, send: false })
    expect(logger.warn).toHaveBeenCalledWith('Local configuration ignored', ['email'])
    expect(controller.state.remoteFeaturesApplied).toBe(true)
  })

  it('does not warn when the remote config agrees with the local options', () => {
    const { controller, logger } = setup({ features: { email: true } })
    applyRemoteFeatures(controller, { email: true })
    expect(logger.warn).not.toHaveBeenCalled()
  })
})

describe('default account types (docs/limits.md#features-and-defaults)', () => {
  it('keeps the defaults with the dapp overrides on top', () => {
    const { controller } = setup({ defaultAccountTypes: { eip155: 'eoa' } })
    expect(controller.state.defaultAccountTypes).toEqual({
      eip155: 'eoa',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    })
  })
})

describe('featured and custom wallets (docs/limits.md#features-and-defaults connector order)', () => {
  it('keeps featured wallet ids in order, once each, and drops what is not an id with a warning', () => {
    const { controller, logger } = setup({
      featuredWalletIds: ['w7', 'w2', 'w7', '', 42 as unknown as string],
    })
    expect(controller.state.featuredWalletIds).toEqual(['w7', 'w2'])
    expect(logger.warn).toHaveBeenCalledTimes(2)
  })

  it('keeps valid custom wallets and leaves out ones without id or name or with unsafe links', () => {
    const good = {
      id: 'mine',
      name: 'My Wallet',
      image_url: 'https://example.com/mine.png',
      mobile_link: 'mywallet://',
      webapp_link: 'https://app.example.com',
    }
    const { controller, logger } = setup({
      customWallets: [
        good,
        { id: '', name: 'No id' },
        { id: 'x', name: ' ' },
        { id: 'js', name: 'Bad', webapp_link: 'javascript:alert(1)' },
        { id: 'img', name: 'Bad image', image_url: 'data:image/png;base64,AAAA' },
        { ...good, name: 'Duplicate id' },
      ],
    })
    expect(controller.state.customWallets).toEqual([good])
    expect(logger.warn).toHaveBeenCalledTimes(4)
  })

  it('has none by default', () => {
    const { controller } = setup()
    expect(controller.state.featuredWalletIds).toEqual([])
    expect(controller.state.customWallets).toEqual([])
  })
})

describe('the legal checkbox (docs/limits.md#features-and-defaults legalCheckbox)', () => {
  it('keeps http(s) terms and privacy links and starts not accepted', () => {
    const { controller } = setup({
      termsConditionsUrl: 'https://dapp.example/terms',
      privacyPolicyUrl: 'http://127.0.0.1:5173/privacy',
    })
    expect(controller.state.legal).toEqual({
      termsConditionsUrl: 'https://dapp.example/terms',
      privacyPolicyUrl: 'http://127.0.0.1:5173/privacy',
      accepted: false,
    })
    controller.setLegalAccepted(true)
    expect(controller.state.legal.accepted).toBe(true)
  })

  it.each(['javascript:alert(1)', 'data:text/html,x', 'wss://x.example', 'not a url'])(
    'drops a %s link with a warning',
    (url) => {
      const { controller, logger } = setup({ termsConditionsUrl: url })
      expect(controller.state.legal.termsConditionsUrl).toBeUndefined()
      expect(logger.warn).toHaveBeenCalledWith(
        'termsConditionsUrl was ignored: it must be an http(s) URL',
      )
    },
  )
})
