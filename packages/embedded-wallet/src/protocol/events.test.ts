import { describe, expect, it } from 'vitest'
import { FRAME_EVENT_NAMES, FRAME_EVENTS } from './events.js'

const EVM = '0x1111111111111111111111111111111111111111'
const SOL = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'

describe('FRAME_EVENTS', () => {
  it('has a request and a success schema for every docs/services.md#analytics-analytics event', () => {
    expect(FRAME_EVENT_NAMES).toEqual([
      'switchNetwork',
      'connectEmail',
      'connectDevice',
      'connectOtp',
      'connectSocial',
      'connectFarcaster',
      'getFarcasterUri',
      'getUser',
      'getSocialRedirectUri',
      'signOut',
      'signOutEverywhere',
      'isConnected',
      'getChainId',
      'rpcRequest',
      'rpcAbort',
      'updateEmail',
      'updateEmailPrimaryOtp',
      'updateEmailSecondaryOtp',
      'syncTheme',
      'syncDappData',
      'getSmartAccountEnabledNetworks',
      'initSmartAccount',
      'setPreferredAccount',
      'reload',
    ])
  })

  it.each([
    ['switchNetwork', { chainId: 'eip155:1' }, { chainId: 'eip155' }],
    ['connectEmail', { email: 'a@b.co' }, { email: 'a@b' }],
    ['connectOtp', { otp: '123456' }, { otp: '' }],
    ['connectSocial', { uri: 'https://dapp.example/cb?code=1&state=2' }, { uri: 'javascript:1' }],
    // Without a uri the frame answers with the result its popup posted.
    ['connectSocial', {}, { uri: '' }],
    ['connectSocial', {}, { provider: 'github' }],
    ['getSocialRedirectUri', { provider: 'github' }, { provider: 'myspace' }],
    ['getUser', {}, { chainId: 1 }],
    ['connectDevice', {}, { device: 1 }],
    ['rpcAbort', { requestId: '0123456789abcdef' }, { requestId: 'x' }],
    ['updateEmail', { email: 'new@b.co' }, {}],
    ['syncTheme', { themeMode: 'dark' }, { themeMode: 'sepia' }],
    [
      'syncDappData',
      { projectId: 'p1', sdkVersion: '1.0.0', sdkType: 'keyway' },
      { projectId: '  ', sdkVersion: '1.0.0', sdkType: 'keyway' },
    ],
    ['setPreferredAccount', { type: 'smartAccount' }, { type: 'payment' }],
  ] as const)('%s: accepts a good request and rejects a bad one', (event, good, bad) => {
    expect(FRAME_EVENTS[event].request.safeParse(good).success).toBe(true)
    expect(FRAME_EVENTS[event].request.safeParse(bad).success).toBe(false)
  })

  it.each([
    ['connectEmail', { action: 'VERIFY_DEVICE' }, { action: 'LOGIN' }],
    ['isConnected', { isConnected: false }, {}],
    ['getChainId', { chainId: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp` }, { chainId: 1 }],
    [
      'getUser',
      { address: SOL, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', email: null },
      { address: SOL, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', secretKey: 'x' },
    ],
    ['updateEmailSecondaryOtp', { newEmail: 'n@b.co' }, { newEmail: 'n' }],
    ['getSmartAccountEnabledNetworks', { smartAccountEnabledNetworks: [1, 8453] }, {}],
    ['initSmartAccount', { address: EVM, isDeployed: true }, { address: SOL, isDeployed: true }],
    ['rpcRequest', { result: { nested: ['0x1', null] } }, { result: () => 1 }],
  ] as const)('%s: accepts a good success payload and rejects a bad one', (event, good, bad) => {
    expect(FRAME_EVENTS[event].success.safeParse(good).success).toBe(true)
    expect(FRAME_EVENTS[event].success.safeParse(bad).success).toBe(false)
  })

  it('never lets an unknown field through a success payload (no smuggled key material)', () => {
    const user = { address: EVM, chainId: 'eip155:1' }
    expect(FRAME_EVENTS.getUser.success.safeParse(user).success).toBe(true)
    expect(FRAME_EVENTS.getUser.success.safeParse({ ...user, privateKey: '0x1' }).success).toBe(
      false,
    )
  })
})

describe('rpcRequest payload', () => {
  const schema = FRAME_EVENTS.rpcRequest.request

  it('accepts allow-listed EVM methods with positional or named params', () => {
    expect(
      schema.safeParse({ chainId: 'eip155:1', method: 'personal_sign', params: ['0x68', EVM] })
        .success,
    ).toBe(true)
    expect(schema.safeParse({ chainId: 'eip155:1', method: 'eth_chainId' }).success).toBe(true)
  })

  it('rejects a method off the allow-list', () => {
    expect(
      schema.safeParse({ chainId: 'eip155:1', method: 'eth_sign', params: [EVM, '0x00'] }).success,
    ).toBe(false)
  })

  it('checks Solana params per method', () => {
    const chainId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    expect(
      schema.safeParse({
        chainId,
        method: 'solana_signMessage',
        params: { message: 'aGVsbG8=', pubkey: SOL },
      }).success,
    ).toBe(true)
    expect(
      schema.safeParse({
        chainId,
        method: 'solana_signMessage',
        params: { transaction: 'aGVsbG8=' },
      }).success,
    ).toBe(false)
    expect(
      schema.safeParse({
        chainId,
        method: 'solana_signTransaction',
        params: { transaction: 'not base64!' },
      }).success,
    ).toBe(false)
  })
})
