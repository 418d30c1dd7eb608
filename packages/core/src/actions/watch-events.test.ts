import { describe, expect, it } from 'vitest'
import { createTestAdapter } from '../adapter/test-adapter.js'
import { type KeywayClient, keywayHost } from '../client/create-keyway.js'
import type { TrackedEvent, TrackedEventName } from '../controllers/events.js'
import type { SiwxConfig } from '../features/sign-in/controller.js'
import { closeModal } from './close-modal.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { setupNamesClient } from './names.test-helpers.js'
import { openModal } from './open-modal.js'
import { prepareSwap } from './prepare-swap.js'
import { registerName } from './register-name.js'
import { eth, RECEIVER } from './send.test-helpers.js'
import { sendToken } from './send-token.js'
import { signIn } from './sign-in.js'
import { setupSwapClient } from './swap.test-helpers.js'
import { swapTokens } from './swap-tokens.js'
import { switchNetwork } from './switch-network.js'
import { createActionTestClient } from './test-client.test-helpers.js'
import { watchEvents } from './watch-events.js'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

const siwx: SiwxConfig = {
  async createMessage({ accountAddress, chainId }) {
    const data = { accountAddress, chainId, domain: 'app.test', nonce: 'n0nce1234' }
    return { ...data, toString: () => `app.test wants you to sign in: ${accountAddress}` }
  },
  async addSession() {},
  async getSessions() {
    return []
  },
  async revokeSession() {},
  getRequired: () => false,
}

type Setup = ReturnType<typeof createActionTestClient>

/** Watches `client` from now on; returns the events delivered so far. */
function watch(client: KeywayClient) {
  const events: TrackedEvent[] = []
  watchEvents(client, { onEvent: (event) => events.push(event) })
  return events
}

async function connected(overrides = {}): Promise<Setup & { events: TrackedEvent[] }> {
  const setup = createActionTestClient(overrides)
  await connect(setup.client, { connectorId: 'eip155-injected' })
  return { ...setup, events: watch(setup.client) }
}

/**
 * Every tracked name and the moment that emits it. A Record over TrackedEventName: a name
 * added without a moment does not compile, and a name no longer emitted fails its test.
 */
const moments: Record<TrackedEventName, () => Promise<TrackedEvent[]>> = {
  MODAL_OPEN: async () => {
    const { client } = createActionTestClient()
    const events = watch(client)
    openModal(client)
    return events
  },
  MODAL_CLOSE: async () => {
    const { client } = createActionTestClient()
    openModal(client)
    const events = watch(client)
    closeModal(client)
    return events
  },
  SELECT_WALLET: async () => {
    const { client } = createActionTestClient()
    openModal(client)
    const events = watch(client)
    keywayHost(client).selectWallet({ wallet: { id: 'rb-1', name: 'Rainbow' } })
    return events
  },
  CONNECT_SUCCESS: async () => {
    const { client } = createActionTestClient()
    const events = watch(client)
    await connect(client, { connectorId: 'eip155-injected' })
    return events
  },
  CONNECT_ERROR: async () => {
    const { client, evm } = createActionTestClient()
    const events = watch(client)
    evm.scriptConnect('eip155-injected', { type: 'reject', code: 4001 })
    await connect(client, { connectorId: 'eip155-injected' }).catch(() => undefined)
    return events
  },
  DISCONNECT_SUCCESS: async () => {
    const { client, events } = await connected()
    await disconnect(client)
    return events
  },
  DISCONNECT_ERROR: async () => {
    const { client, evm, events } = await connected()
    evm.disconnect = async () => {
      throw new Error('provider gone')
    }
    await disconnect(client).catch(() => undefined)
    return events
  },
  SWITCH_NETWORK: async () => {
    const { client, events } = await connected()
    await switchNetwork(client, { network: 'eip155:42161' })
    return events
  },
  SET_PREFERRED_ACCOUNT_TYPE: async () => {
    const { client, events } = await connected()
    // The embedded wallet's account-type switch ends in the connection controller.
    await client._internal.connection.setPreferredAccountType('eoa', 'eip155')
    return events
  },
  CLICK_SIGN_SIWX_MESSAGE: async () => {
    const { events } = await signedIn()
    return events
  },
  SIWX_AUTH_SUCCESS: async () => {
    const { events } = await signedIn()
    return events
  },
  SIWX_AUTH_ERROR: async () => {
    const { events } = await signedIn({ refuse: true })
    return events
  },
  SEND_INITIATED: async () => {
    const { client, events } = await connected()
    await sendToken(client, { token: eth, amount: '0.5', receiver: RECEIVER })
    return events
  },
  SEND_SUCCESS: async () => {
    const { client, events } = await connected()
    await sendToken(client, { token: eth, amount: '0.5', receiver: RECEIVER })
    return events
  },
  SEND_ERROR: async () => {
    const { client, evm, events } = await connected()
    evm.sendTransaction = async () => {
      throw Object.assign(new Error('User rejected'), { code: 4001 })
    }
    await sendToken(client, { token: eth, amount: '0.5', receiver: RECEIVER }).catch(() => {})
    return events
  },
  SWAP_INITIATED: async () => (await swapped()).events,
  SWAP_SUCCESS: async () => (await swapped()).events,
  SWAP_ERROR: async () => (await swapped({ refuse: true })).events,
  REGISTER_NAME_INITIATED: async () => (await registered()).events,
  REGISTER_NAME_SUCCESS: async () => (await registered()).events,
  REGISTER_NAME_ERROR: async () => (await registered({ failRegister: true })).events,
}

/** Swaps 5 USDC for DAI (the wallet refuses when asked to); watched from the swap on. */
async function swapped(options: { refuse?: boolean } = {}) {
  const setup = setupSwapClient({ allowance: () => '100000000' })
  await connect(setup.client, { connectorId: 'eip155-injected' })
  await prepareSwap(setup.client, { amount: '5' })
  if (options.refuse) {
    setup.evm.sendTransaction = async () => {
      throw Object.assign(new Error('User rejected'), { code: 4001 })
    }
  }
  const events = watch(setup.client)
  await swapTokens(setup.client).catch(() => undefined)
  return { ...setup, events }
}

/** Registers 'alice' for the connected account (the registry refuses when asked to). */
async function registered(options: { failRegister?: boolean } = {}) {
  const setup = setupNamesClient(options)
  await connect(setup.client, { connectorId: 'eip155-injected' })
  const events = watch(setup.client)
  await registerName(setup.client, { name: 'alice' }).catch(() => undefined)
  return { ...setup, events }
}

async function signedIn(options: { refuse?: boolean } = {}) {
  const setup = createActionTestClient({ siwx })
  await setup.client._internal.siwx?.load()
  await connect(setup.client, { connectorId: 'eip155-injected' })
  await settle()
  const events = watch(setup.client)
  if (options.refuse) {
    setup.evm.signMessage = async () => {
      throw Object.assign(new Error('User rejected'), { code: 4001 })
    }
  }
  await signIn(setup.client).catch(() => undefined)
  return { ...setup, events }
}

describe('watchEvents', () => {
  it('delivers tracked events in order until unwatched', async () => {
    const { client } = createActionTestClient()
    const names: string[] = []
    const unwatch = watchEvents(client, { onEvent: (e) => names.push(e.data.event) })
    openModal(client)
    await connect(client, { connectorId: 'eip155-injected' })
    expect(names).toEqual(['MODAL_OPEN', 'CONNECT_SUCCESS'])
    unwatch()
    openModal(client)
    expect(names).toEqual(['MODAL_OPEN', 'CONNECT_SUCCESS'])
  })

  it.each(Object.entries(moments))('emits %s at its moment', async (name, moment) => {
    const events = await moment()
    expect(events.map((e) => e.data.event)).toContain(name)
  })

  it("CONNECT_SUCCESS names the method: 'browser', 'qrcode' or 'email'", async () => {
    const evm = createTestAdapter({
      namespace: 'eip155',
      connectors: [
        { id: 'injected', name: 'Browser Wallet', chain: 'eip155', type: 'INJECTED' },
        { id: 'wc', name: 'WalletConnect', chain: 'eip155', type: 'WALLET_CONNECT' },
        { id: 'auth', name: 'Email', chain: 'eip155', type: 'AUTH' },
      ],
    })
    const { client } = createActionTestClient({ adapters: [evm] })
    const events = watch(client)
    for (const connectorId of ['injected', 'wc', 'auth']) {
      await connect(client, { connectorId })
      await disconnect(client)
    }
    const successes = events.filter((e) => e.data.event === 'CONNECT_SUCCESS')
    expect(
      successes.map((e) => (e.data.type === 'track' ? e.data.properties?.method : 'error')),
    ).toEqual(['browser', 'qrcode', 'email'])
  })

  it('SWITCH_NETWORK and SELECT_WALLET carry what was chosen', async () => {
    const { client, events } = await connected()
    await switchNetwork(client, { network: 'eip155:42161' })
    keywayHost(client).selectWallet({ wallet: { id: 'rb-1', name: 'Rainbow' } })
    expect(events.map((e) => e.data)).toEqual([
      { type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:42161' } },
      {
        type: 'track',
        event: 'SELECT_WALLET',
        properties: { name: 'Rainbow', platform: 'qrcode' },
      },
    ])
  })

  it('a swap and a name registration say what they were about', async () => {
    const swap = await swapped()
    expect(swap.events.map((e) => e.data)).toContainEqual({
      type: 'track',
      event: 'SWAP_SUCCESS',
      properties: {
        network: 'eip155:1',
        swapFromToken: 'USDC',
        swapToToken: 'DAI',
        swapFromAmount: '5',
        swapToAmount: expect.any(String),
      },
    })
    const failed = await registered({ failRegister: true })
    expect(failed.events.map((e) => e.data.event)).toEqual([
      'REGISTER_NAME_INITIATED',
      'REGISTER_NAME_ERROR',
    ])
  })
})
