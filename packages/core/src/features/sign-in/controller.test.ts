import { describe, expect, it, vi } from 'vitest'
import { NoActiveCaipAddressError } from '../../errors/account.js'
import { BaseError } from '../../errors/base.js'
import {
  SignatureDeclinedError,
  SiwxNotEnabledError,
  SmartAccountSignatureError,
} from '../../errors/siwx.js'
import {
  canSignInWhileConnecting,
  createSiwxController,
  type SiwxAccount,
  type SiwxConfig,
  type SiwxDeps,
  type SiwxSession,
} from './controller.js'

const account: SiwxAccount = {
  address: '0x1111111111111111111111111111111111111111',
  caipNetworkId: 'eip155:1',
  isSupportedNetwork: true,
  isSmartAccount: false,
}

function createSiwxStorage(options: { required?: boolean; sessions?: SiwxSession[] } = {}) {
  const sessions: SiwxSession[] = [...(options.sessions ?? [])]
  const config = {
    createMessage: vi.fn(
      async (input: { accountAddress: string; chainId: `eip155:${string}` }) => ({
        ...input,
        domain: 'dapp.test',
        nonce: 'n1',
        toString: () => `dapp.test wants you to sign in with ${input.accountAddress}`,
      }),
    ),
    addSession: vi.fn(async (session: SiwxSession) => {
      sessions.push(session)
    }),
    getSessions: vi.fn(async () => sessions),
    revokeSession: vi.fn(async () => undefined),
    ...(options.required === undefined ? {} : { getRequired: () => options.required ?? true }),
  } satisfies SiwxConfig
  return { config, sessions }
}

function setup(siwx: SiwxConfig | undefined, overrides: Partial<SiwxDeps> = {}) {
  const deps = {
    getSiwx: () => siwx,
    getActiveAccount: vi.fn((): SiwxAccount | undefined => account),
    signMessage: vi.fn(async () => '0xsignature'),
    openModal: vi.fn(),
    closeModal: vi.fn(() => true),
    setClosingDisabled: vi.fn(),
    disconnect: vi.fn(async () => undefined),
    showError: vi.fn(),
    track: vi.fn(),
    ...overrides,
  }
  return { deps, siwx: createSiwxController(deps) }
}

const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 })

describe('when sign-in opens (docs/sign-in.md#when-sign-in-starts)', () => {
  it('opens sign-message for an active address on a supported network with no session', async () => {
    const { siwx, deps } = setup(createSiwxStorage().config)
    expect(await siwx.checkSignIn()).toBe(true)
    expect(deps.openModal).toHaveBeenCalledWith({ view: 'sign-message' })
  })

  it('does not open when a session exists', async () => {
    const existing: SiwxSession = {
      data: { accountAddress: account.address, chainId: account.caipNetworkId },
      message: 'm',
      signature: 's',
    }
    const { siwx, deps } = setup(createSiwxStorage({ sessions: [existing] }).config)
    expect(await siwx.checkSignIn()).toBe(false)
    expect(deps.openModal).not.toHaveBeenCalled()
  })

  it('does not open when sign-in is not enabled', async () => {
    const { siwx, deps } = setup(undefined)
    expect(await siwx.checkSignIn()).toBe(false)
    expect(deps.openModal).not.toHaveBeenCalled()
  })

  it('does not open without an active address', async () => {
    const { siwx, deps } = setup(undefined, { getActiveAccount: () => undefined })
    expect(await siwx.checkSignIn()).toBe(false)
    expect(deps.openModal).not.toHaveBeenCalled()
  })

  it('does not open on an unsupported network', async () => {
    const { siwx, deps } = setup(createSiwxStorage().config, {
      getActiveAccount: () => ({ ...account, isSupportedNetwork: false }),
    })
    expect(await siwx.checkSignIn()).toBe(false)
    expect(deps.openModal).not.toHaveBeenCalled()
  })

  it('disables closing while sign-in is required and no session exists', async () => {
    const { siwx, deps } = setup(createSiwxStorage({ required: true }).config)
    await siwx.checkSignIn()
    expect(deps.setClosingDisabled).toHaveBeenLastCalledWith(true)
  })

  it('keeps closing enabled when sign-in is optional', async () => {
    const { siwx, deps } = setup(createSiwxStorage({ required: false }).config)
    await siwx.checkSignIn()
    expect(deps.setClosingDisabled).toHaveBeenLastCalledWith(false)
  })
})

describe('signing in (docs/sign-in.md#when-sign-in-starts, docs/errors.md#sign-in-siwx)', () => {
  it('stores the session {data, message, signature} and closes the modal', async () => {
    const storage = createSiwxStorage()
    const { siwx, deps } = setup(storage.config)
    const session = await siwx.signIn()
    const message = `dapp.test wants you to sign in with ${account.address}`
    expect(deps.signMessage).toHaveBeenCalledWith({ message, address: account.address })
    expect(session).toEqual({
      data: {
        accountAddress: account.address,
        chainId: 'eip155:1',
        domain: 'dapp.test',
        nonce: 'n1',
      },
      message,
      signature: '0xsignature',
    })
    expect(storage.sessions).toEqual([session])
    expect(deps.setClosingDisabled).toHaveBeenLastCalledWith(false)
    expect(deps.closeModal).toHaveBeenCalledOnce()
    expect(siwx.state.status).toBe('success')
  })

  it("fails with 'SIWX is not enabled' without a siwx config", async () => {
    const { siwx } = setup(undefined)
    await expect(siwx.signIn()).rejects.toThrow(SiwxNotEnabledError)
    await expect(siwx.signIn()).rejects.toThrow('SIWX is not enabled')
  })

  it('fails without an active address', async () => {
    const { siwx } = setup(createSiwxStorage().config, { getActiveAccount: () => undefined })
    await expect(siwx.signIn()).rejects.toThrow(NoActiveCaipAddressError)
  })

  it("fails with 'Signature declined' on a user rejection and reopens sign-message", async () => {
    const storage = createSiwxStorage()
    const { siwx, deps } = setup(storage.config, {
      signMessage: vi.fn(async () => {
        throw rejection
      }),
    })
    await expect(siwx.signIn()).rejects.toThrow(SignatureDeclinedError)
    expect(deps.showError).toHaveBeenCalledWith('Signature declined')
    expect(deps.openModal).toHaveBeenCalledWith({ view: 'sign-message' })
    expect(deps.closeModal).not.toHaveBeenCalled()
    expect(storage.sessions).toEqual([])
    expect(siwx.state).toEqual({ status: 'error', error: 'Signature declined' })
  })

  it("fails with 'This application might not support Smart Accounts' on a smart-account sign failure", async () => {
    const { siwx, deps } = setup(createSiwxStorage().config, {
      getActiveAccount: () => ({ ...account, isSmartAccount: true }),
      signMessage: vi.fn(async () => {
        throw new Error('invalid signature')
      }),
    })
    await expect(siwx.signIn()).rejects.toThrow(SmartAccountSignatureError)
    expect(deps.showError).toHaveBeenCalledWith('This application might not support Smart Accounts')
    expect(deps.openModal).toHaveBeenCalledWith({ view: 'sign-message' })
  })

  it('reopens sign-message when storing the session fails', async () => {
    const storage = createSiwxStorage()
    storage.config.addSession.mockRejectedValueOnce(new Error('verification failed'))
    const { siwx, deps } = setup(storage.config)
    await expect(siwx.signIn()).rejects.toThrow('verification failed')
    expect(deps.openModal).toHaveBeenCalledWith({ view: 'sign-message' })
    expect(deps.showError).toHaveBeenCalledWith('verification failed')
  })
})

describe('cancelling sign-in (docs/sign-in.md#when-sign-in-starts)', () => {
  it('disconnects and closes when sign-in is required', async () => {
    const { siwx, deps } = setup(createSiwxStorage({ required: true }).config)
    await siwx.cancelSignIn()
    expect(deps.disconnect).toHaveBeenCalledOnce()
    expect(deps.setClosingDisabled).toHaveBeenLastCalledWith(false)
    expect(deps.closeModal).toHaveBeenCalledOnce()
  })

  it('just closes when sign-in is optional', async () => {
    const { siwx, deps } = setup(createSiwxStorage({ required: false }).config)
    await siwx.cancelSignIn()
    expect(deps.disconnect).not.toHaveBeenCalled()
    expect(deps.closeModal).toHaveBeenCalledOnce()
  })

  it('treats sign-in as required when the config does not say', () => {
    expect(setup(createSiwxStorage().config).siwx.isRequired()).toBe(true)
  })
})

describe('sign-in while connecting (one-click auth, docs/validation.md#email-and-social-login)', () => {
  const request = {
    domain: 'dapp.test',
    uri: 'https://dapp.test',
    nonce: 'nonce12345',
    statement: 'Sign in to the dapp.',
  }
  const cacao = {
    h: { t: 'caip122' },
    p: {
      iss: `did:pkh:eip155:1:${account.address}`,
      domain: 'dapp.test',
      aud: 'https://dapp.test',
      nonce: 'nonce12345',
    },
    s: { t: 'eip191', s: '0xsigned' },
  }
  const signed: SiwxSession = {
    data: {
      accountAddress: account.address,
      chainId: 'eip155:1',
      domain: 'dapp.test',
      uri: 'https://dapp.test',
      nonce: 'nonce12345',
    },
    message: 'dapp.test wants you to sign in with your Ethereum account:',
    signature: '0xsigned',
    cacao,
  }

  function withAuthRequests(config: SiwxConfig) {
    const createAuthRequest = vi.fn(async () => request)
    return { config: { ...config, createAuthRequest }, createAuthRequest }
  }

  it('is attempted only when every requested chain is eip155', () => {
    expect(canSignInWhileConnecting(['eip155:1'])).toBe(true)
    expect(canSignInWhileConnecting(['eip155:1', 'eip155:31337'])).toBe(true)
    expect(canSignInWhileConnecting(['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])).toBe(
      false,
    )
    expect(canSignInWhileConnecting(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])).toBe(false)
    expect(canSignInWhileConnecting(['bip122:000000000019d6689c085ae165831e93'])).toBe(false)
    expect(canSignInWhileConnecting([])).toBe(false)
    expect(canSignInWhileConnecting(['eip155:0x1'])).toBe(false)
  })

  it('asks the dapp for a request only for all-eip155 connections', async () => {
    const { config, createAuthRequest } = withAuthRequests(createSiwxStorage().config)
    const { siwx } = setup(config)
    expect(await siwx.createAuthRequest(['eip155:1', 'eip155:31337'])).toEqual(request)
    expect(createAuthRequest).toHaveBeenCalledWith({ chainIds: ['eip155:1', 'eip155:31337'] })
    createAuthRequest.mockClear()
    expect(
      await siwx.createAuthRequest(['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']),
    ).toBeUndefined()
    expect(createAuthRequest).not.toHaveBeenCalled()
  })

  it('signs separately when the option cannot make a request, or none comes', async () => {
    expect(await setup(createSiwxStorage().config).siwx.createAuthRequest(['eip155:1'])).toBe(
      undefined,
    )
    expect(await setup(undefined).siwx.createAuthRequest(['eip155:1'])).toBeUndefined()
    const failing = {
      ...createSiwxStorage().config,
      createAuthRequest: async () => {
        throw new Error('offline')
      },
    }
    expect(await setup(failing).siwx.createAuthRequest(['eip155:1'])).toBeUndefined()
  })

  it('stores the signed session with its cacao through the option, without sign-message', async () => {
    const storage = createSiwxStorage()
    const { siwx, deps } = setup(storage.config)
    expect(await siwx.completeAuth({ request, sessions: [signed] })).toBe(true)
    expect(storage.config.addSession).toHaveBeenCalledWith(signed)
    expect(storage.sessions).toEqual([signed])
    expect(siwx.state).toMatchObject({ status: 'success', error: undefined })
    expect(deps.openModal).not.toHaveBeenCalled()
    expect(deps.showError).not.toHaveBeenCalled()
    expect(deps.track).toHaveBeenCalledWith('SIWX_AUTH_SUCCESS', { network: 'eip155:1' })
  })

  it.each([
    ['nonce', { nonce: 'otherNonce1' }],
    ['domain', { domain: 'evil.test' }],
    ['uri', { uri: 'https://evil.test' }],
  ])(
    'refuses a session signed for another %s: no session, the error shown',
    async (_field, change) => {
      const storage = createSiwxStorage()
      const { siwx, deps } = setup(storage.config)
      const other = { ...signed, data: { ...signed.data, ...change } }
      expect(await siwx.completeAuth({ request, sessions: [other] })).toBe(false)
      expect(storage.config.addSession).not.toHaveBeenCalled()
      expect(storage.sessions).toEqual([])
      const shown = 'The signed message does not match the sign-in request'
      expect(deps.showError).toHaveBeenCalledWith(shown)
      expect(siwx.state).toEqual({ status: 'error', error: shown })
      expect(deps.track).toHaveBeenCalledWith('SIWX_AUTH_ERROR', { network: 'eip155:1' })
    },
  )

  it('leaves no session when the option refuses the signature, and shows why', async () => {
    const storage = createSiwxStorage()
    storage.config.addSession.mockRejectedValueOnce(
      new BaseError('Sign-in failed. Try again.', { details: 'signature' }),
    )
    const { siwx, deps } = setup(storage.config)
    expect(await siwx.completeAuth({ request, sessions: [signed] })).toBe(false)
    expect(storage.sessions).toEqual([])
    expect(deps.showError).toHaveBeenCalledWith('Sign-in failed. Try again.')
    expect(siwx.state).toEqual({ status: 'error', error: 'Sign-in failed. Try again.' })
  })

  it("shows 'Signature declined' when the wallet declines", () => {
    const { siwx, deps } = setup(createSiwxStorage().config)
    siwx.failAuth(rejection)
    expect(deps.showError).toHaveBeenCalledWith('Signature declined')
    expect(siwx.state).toEqual({ status: 'error', error: 'Signature declined' })
    expect(deps.openModal).not.toHaveBeenCalled()
  })
})
