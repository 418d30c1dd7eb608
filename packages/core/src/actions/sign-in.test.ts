import { describe, expect, it } from 'vitest'
import { createTestAdapter } from '../adapter/test-adapter.js'
import { testSolana } from '../adapter/test-networks.js'
import type { AdapterSignIn } from '../adapter/types.js'
import { SignatureDeclinedError, SiwxNotEnabledError } from '../errors/siwx.js'
import type { SiwxConfig, SiwxSession } from '../features/sign-in/controller.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { cancelSignIn, signIn } from './sign-in.js'
import { createActionTestClient, EVM_ADDRESS } from './test-client.test-helpers.js'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A client with sign-in, once sign-in's module has loaded (it loads beside the page). */
async function clientWithSiwx(config: SiwxConfig) {
  const created = createActionTestClient({ siwx: config })
  await created.client._internal.siwx?.load()
  return created
}

function memorySiwx(options: { required?: boolean } = {}) {
  const sessions: SiwxSession[] = []
  const revoked: string[] = []
  const config: SiwxConfig = {
    async createMessage({ accountAddress, chainId }) {
      const data = { accountAddress, chainId, domain: 'app.test', nonce: 'n0nce1234' }
      return { ...data, toString: () => `app.test wants you to sign in: ${accountAddress}` }
    },
    async addSession(session) {
      sessions.push(session)
    },
    async getSessions(chainId, address) {
      return sessions.filter(
        (session) => session.data.chainId === chainId && session.data.accountAddress === address,
      )
    },
    async revokeSession(chainId, address) {
      revoked.push(`${chainId}|${address}`)
      const kept = sessions.filter(
        (session) => session.data.chainId !== chainId || session.data.accountAddress !== address,
      )
      sessions.splice(0, sessions.length, ...kept)
    },
    getRequired: () => options.required ?? true,
  }
  return { config, sessions, revoked }
}

describe('sign-in (docs/sign-in.md#when-sign-in-starts sign-in flow)', () => {
  it('opens sign-message with closing disabled once a wallet connects without a session', async () => {
    const siwx = memorySiwx()
    const { client } = await clientWithSiwx(siwx.config)
    await connect(client, { connectorId: 'eip155-injected' })
    await settle()
    expect(client.state.modal.open).toBe(true)
    expect(client.state.router.view).toBe('sign-message')
    expect(client.state.modal.closingDisabled).toBe(true)
  })

  it('signs the message with the wallet, stores the session and closes the modal', async () => {
    const siwx = memorySiwx()
    const { client, evm } = await clientWithSiwx(siwx.config)
    await connect(client, { connectorId: 'eip155-injected' })
    await settle()
    const session = await signIn(client)
    expect(evm.calls.signMessage.at(-1)).toMatchObject({
      message: `app.test wants you to sign in: ${EVM_ADDRESS}`,
      address: EVM_ADDRESS,
    })
    expect(session.signature).toBeTruthy()
    expect(siwx.sessions).toHaveLength(1)
    expect(client.state.modal.open).toBe(false)
    expect(client.state.modal.closingDisabled).toBe(false)
  })

  it('does not ask again for an account that has a session', async () => {
    const siwx = memorySiwx()
    siwx.sessions.push({
      data: { accountAddress: EVM_ADDRESS, chainId: 'eip155:1' },
      message: 'm',
      signature: 's',
    })
    const { client } = await clientWithSiwx(siwx.config)
    await connect(client, { connectorId: 'eip155-injected' })
    await settle()
    expect(client.state.modal.open).toBe(false)
  })

  it("a refusal is 'Signature declined', and sign-message stays open", async () => {
    const siwx = memorySiwx()
    const { client, evm } = await clientWithSiwx(siwx.config)
    await connect(client, { connectorId: 'eip155-injected' })
    await settle()
    evm.signMessage = async () => {
      throw Object.assign(new Error('User rejected'), { code: 4001 })
    }
    const error = await signIn(client).catch((caught) => caught)
    expect(error).toBeInstanceOf(SignatureDeclinedError)
    expect(client.state.router.view).toBe('sign-message')
    expect(client.state.modal.open).toBe(true)
    expect(siwx.sessions).toHaveLength(0)
  })

  it('cancel disconnects when sign-in is required, and just closes when it is not', async () => {
    const required = memorySiwx({ required: true })
    const first = await clientWithSiwx(required.config)
    await connect(first.client, { connectorId: 'eip155-injected' })
    await settle()
    await cancelSignIn(first.client)
    expect(first.client.state.account.byNamespace.eip155.status).toBe('disconnected')
    expect(first.client.state.modal.open).toBe(false)

    const optional = memorySiwx({ required: false })
    const second = await clientWithSiwx(optional.config)
    await connect(second.client, { connectorId: 'eip155-injected' })
    await settle()
    expect(second.client.state.modal.closingDisabled).toBe(false)
    await cancelSignIn(second.client)
    expect(second.client.state.account.byNamespace.eip155.status).toBe('connected')
    expect(second.client.state.modal.open).toBe(false)
  })

  it('disconnecting ends the session through the siwx option', async () => {
    const siwx = memorySiwx()
    const { client } = await clientWithSiwx(siwx.config)
    await connect(client, { connectorId: 'eip155-injected' })
    await settle()
    await signIn(client)
    await disconnect(client)
    await settle()
    expect(siwx.revoked).toEqual([`eip155:1|${EVM_ADDRESS}`])
    expect(siwx.sessions).toHaveLength(0)
  })

  it("without a siwx option: 'SIWX is not enabled'", async () => {
    const { client } = createActionTestClient()
    await expect(signIn(client)).rejects.toBeInstanceOf(SiwxNotEnabledError)
    await expect(cancelSignIn(client)).rejects.toBeInstanceOf(SiwxNotEnabledError)
    expect(client._internal.siwx).toBeUndefined()
  })
})

describe('sign-in while connecting (docs/validation.md#email-and-social-login one-click auth)', () => {
  const request = { domain: 'app.test', uri: 'https://app.test', nonce: 'n0nce1234' }

  /** A client whose EVM adapter can sign in while connecting (as WalletConnect's can). */
  async function clientWithOneClickAdapter(config: SiwxConfig | undefined) {
    const handed: (AdapterSignIn | undefined)[] = []
    const evm = Object.assign(
      createTestAdapter({ namespace: 'eip155', balances: { [EVM_ADDRESS]: '1.5' } }),
      { setSignIn: (signIn: AdapterSignIn | undefined) => handed.push(signIn) },
    )
    const solana = createTestAdapter({ namespace: 'solana' })
    const created = createActionTestClient({
      adapters: [evm, solana],
      ...(config ? { siwx: config } : {}),
    })
    await created.client._internal.siwx?.load()
    return { ...created, evm, handed }
  }

  it('hands sign-in to the adapters of a client with sign-in, and takes it back on destroy', async () => {
    const siwx = memorySiwx()
    const createAuthRequest = async () => request
    const { client, handed } = await clientWithOneClickAdapter({
      ...siwx.config,
      createAuthRequest,
    })
    const [signIn] = handed
    expect(signIn).toBeDefined()
    expect(await signIn?.createRequest(['eip155:1'])).toEqual(request)
    expect(await signIn?.createRequest(['eip155:1', testSolana.caipNetworkId])).toBeUndefined()
    client.destroy()
    expect(handed).toEqual([signIn, undefined])
  })

  it('gives adapters nothing without sign-in', async () => {
    const { handed } = await clientWithOneClickAdapter(undefined)
    expect(handed).toEqual([])
  })

  it('a session stored while connecting means no sign-message after the connection', async () => {
    const siwx = memorySiwx()
    const { client, handed } = await clientWithOneClickAdapter({
      ...siwx.config,
      createAuthRequest: async () => request,
    })
    const session: SiwxSession = {
      data: { accountAddress: EVM_ADDRESS, chainId: 'eip155:1', ...request },
      message: 'app.test wants you to sign in with your Ethereum account:',
      signature: '0xsigned',
      cacao: { h: { t: 'caip122' }, p: {}, s: { t: 'eip191', s: '0xsigned' } },
    }
    await handed[0]?.complete({ request, sessions: [session] })
    expect(siwx.sessions).toEqual([session])
    await connect(client, { connectorId: 'eip155-injected' })
    await settle()
    expect(client.state.modal.open).toBe(false)
    expect(client.state.router.view).not.toBe('sign-message')
  })
})
