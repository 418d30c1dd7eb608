import { describe, expect, it, vi } from 'vitest'
import type { ChainNamespace } from '../../chains/types.js'
import { createRouterController } from '../../controllers/router.js'
import { createRouterRequests } from '../../controllers/router-requests.js'
import { UnsupportedChainError } from '../../errors/chain-support.js'
import { UserRejectedRequestError } from '../../errors/provider-rpc.js'
import { SendAmountAndReceiverRequiredError, SendTokenRequiredError } from '../../errors/send.js'
import type { TokenBalance } from '../../types/account.js'
import { createSendController, type SendDeps } from './controller.js'

const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  price: 1,
  quantity: { decimals: '6', numeric: '10' },
  iconUrl: '',
}
const receiver = '0x2222222222222222222222222222222222222222'

function setup(namespace: ChainNamespace | undefined, overrides: Partial<SendDeps> = {}) {
  const closeModal = vi.fn()
  const navigation = createRouterController({
    getActiveNamespace: () => namespace,
    getActiveCaipNetworkId: () => 'eip155:1',
    isNamespaceConnected: () => true,
    getConnectorType: () => 'INJECTED',
  })
  const router = { ...navigation, ...createRouterRequests(navigation, { closeModal }) }
  router.reset('Account')
  router.push('WalletSend')
  const deps = {
    getActiveNamespace: () => namespace,
    senders: {
      eip155: vi.fn(async () => '0xhash'),
      solana: vi.fn(async () => 'signature'),
    },
    refreshBalance: vi.fn(async () => undefined),
    router,
    track: vi.fn(),
    ...overrides,
  }
  const send = createSendController(deps)
  return { send, deps, router, closeModal }
}

function fill(send: ReturnType<typeof setup>['send']) {
  send.setToken(usdc)
  send.setTokenAmount('1.5')
  send.setReceiverAddress(receiver)
}

describe('send validation (docs/validation.md#send)', () => {
  it("fails with 'An amount and receiver address are required' without an amount", async () => {
    const { send } = setup('eip155')
    fill(send)
    send.setTokenAmount(undefined)
    await expect(send.send()).rejects.toThrow(SendAmountAndReceiverRequiredError)
    await expect(send.send()).rejects.toThrow('An amount and receiver address are required')
  })

  it("fails with 'An amount and receiver address are required' without a receiver", async () => {
    const { send, deps } = setup('eip155')
    fill(send)
    send.setReceiverAddress('')
    await expect(send.send()).rejects.toThrow('An amount and receiver address are required')
    expect(deps.senders.eip155).not.toHaveBeenCalled()
  })

  it("takes a zero or non-numeric amount for no amount: 'An amount and receiver address are required'", async () => {
    const { send, deps } = setup('eip155')
    for (const amount of ['0', '0.000', 'abc', '-1', '1e3', '']) {
      fill(send)
      send.setTokenAmount(amount)
      await expect(send.send()).rejects.toThrow(SendAmountAndReceiverRequiredError)
    }
    expect(deps.senders.eip155).not.toHaveBeenCalled()
    send.setTokenAmount('.5')
    await expect(send.send()).resolves.toBe('0xhash')
  })

  it("fails with 'A token is required' without a token", async () => {
    const { send } = setup('eip155')
    fill(send)
    send.setToken(undefined)
    await expect(send.send()).rejects.toThrow(SendTokenRequiredError)
    await expect(send.send()).rejects.toThrow('A token is required')
  })
})

describe('send routing (docs/account-features.md#send)', () => {
  it('sends on eip155 through the eip155 sender with the form values', async () => {
    const { send, deps } = setup('eip155')
    fill(send)
    const signal = new AbortController().signal
    expect(await send.send({ signal })).toBe('0xhash')
    expect(deps.senders.eip155).toHaveBeenCalledWith({
      token: usdc,
      amount: '1.5',
      receiverAddress: receiver,
      signal,
    })
    expect(deps.senders.solana).not.toHaveBeenCalled()
  })

  it('sends on solana through the solana sender', async () => {
    const { send, deps } = setup('solana')
    fill(send)
    expect(await send.send()).toBe('signature')
    expect(deps.senders.eip155).not.toHaveBeenCalled()
  })

  it.each(['bip122', 'polkadot', 'cosmos', undefined] as const)(
    "fails with 'Unsupported chain' on namespace %s",
    async (namespace) => {
      const { send } = setup(namespace)
      fill(send)
      await expect(send.send()).rejects.toThrow(UnsupportedChainError)
      await expect(send.send()).rejects.toThrow('Unsupported chain')
      expect(send.state.loading).toBe(false)
    },
  )

  it('sets loading while sending', async () => {
    let finish: (hash: string) => void = () => undefined
    const { send } = setup('eip155', {
      senders: {
        eip155: () =>
          new Promise<string>((resolve) => {
            finish = resolve
          }),
      },
    })
    fill(send)
    const pending = send.send()
    expect(send.state.loading).toBe(true)
    finish('0x1')
    await pending
    expect(send.state.loading).toBe(false)
  })
})

describe('send success and failure (docs/views.md#the-send-flow, docs/account-features.md#send)', () => {
  it('on success resets the form, refreshes the balance and returns to Account', async () => {
    const { send, deps, router } = setup('eip155')
    send.setTokenBalances([usdc])
    fill(send)
    await send.send()
    expect(send.state).toMatchObject({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      loading: false,
      tokenBalances: [usdc],
    })
    expect(deps.refreshBalance).toHaveBeenCalledOnce()
    expect(router.state.view).toBe('Account')
    expect(router.state.transactionStack).toHaveLength(0)
  })

  it('pushes one transaction step per send', async () => {
    const { send, router } = setup('eip155')
    const pushed = vi.spyOn(router, 'pushTransactionStack')
    fill(send)
    await send.send()
    fill(send)
    await send.send()
    expect(pushed).toHaveBeenCalledTimes(2)
  })

  it('returns to Account once when the approval view already settled the step', async () => {
    let router: ReturnType<typeof setup>['router'] | undefined
    const context = setup('eip155', {
      senders: {
        eip155: async () => {
          router?.push('ApproveTransaction')
          router?.settleRequest('success')
          return '0xhash'
        },
      },
    })
    router = context.router
    fill(context.send)
    await context.send.send()
    expect(context.router.state.view).toBe('Account')
    expect(context.closeModal).not.toHaveBeenCalled()
  })

  it('on a rejection in the wallet keeps the form, stays on the preview and rethrows', async () => {
    const showError = vi.fn()
    const { send, router, deps } = setup('eip155', {
      senders: {
        eip155: async () => {
          throw new UserRejectedRequestError()
        },
      },
      showError,
    })
    fill(send)
    await expect(send.send()).rejects.toThrow(UserRejectedRequestError)
    expect(send.state).toMatchObject({ sendTokenAmount: '1.5', loading: false })
    expect(router.state.view).toBe('WalletSend')
    expect(router.state.transactionStack).toHaveLength(0)
    expect(deps.refreshBalance).not.toHaveBeenCalled()
    expect(showError).not.toHaveBeenCalled()
  })

  it("on an RPC error pops the step with 'error' (back one view), tells the user and rethrows", async () => {
    const failure = new Error('execution reverted')
    const showError = vi.fn()
    const { send, router, deps } = setup('eip155', {
      senders: {
        eip155: async () => {
          throw failure
        },
      },
      showError,
    })
    fill(send)
    await expect(send.send()).rejects.toBe(failure)
    // The history is Account → WalletSend: back one view.
    expect(router.state.view).toBe('Account')
    expect(router.state.transactionStack).toHaveLength(0)
    expect(showError).toHaveBeenCalledWith(failure)
    expect(send.state).toMatchObject({ sendTokenAmount: '1.5', loading: false })
    expect(deps.refreshBalance).not.toHaveBeenCalled()
    expect(deps.track).toHaveBeenCalledWith('SEND_ERROR', expect.anything())
  })

  it('on success goes back to the Account view in the history, not onto a new one', async () => {
    const { send, router } = setup('eip155')
    fill(send)
    await send.send()
    expect(router.state.history).toEqual(['Account'])
  })

  it('on success shows Account alone when the send view was opened without it', async () => {
    const { send, router } = setup('eip155')
    router.reset('WalletSend')
    fill(send)
    await send.send()
    expect(router.state.history).toEqual(['Account'])
    expect(router.state.view).toBe('Account')
  })

  it('a failing balance refresh does not fail a sent transaction', async () => {
    const { send } = setup('eip155', {
      refreshBalance: async () => {
        throw new Error('down')
      },
    })
    fill(send)
    await expect(send.send()).resolves.toBe('0xhash')
  })
})
