import { type Devnet, EVM_CHAIN_ID, startDevnet } from '@keyway/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  parseEther,
  parseGwei,
  verifyMessage,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import { createLocalFileKeyProvider, type KeyProvider } from '../keys/index.js'
import { createOriginsSource } from '../server/origins.js'
import {
  type CallResult,
  call,
  createClock,
  createRecordedMailer,
  signIn,
  tempKeys,
  useProofClock,
} from '../testing/frame-host.test-helpers.js'
import { prepareAndApprove } from './approved-rpc.test-helpers.js'

/**
 * Server-side approval of not-safe requests (README "RPC") against devnet's anvil: a live
 * session alone signs nothing; an approval is bound to one prepared request, one sign-in,
 * two minutes and one use; the prepare step caps what a dapp asks for gas and fees, and
 * reads the metadata of the tokens a request touches. A counting key provider shows that
 * a refused request opens no key.
 */
const keys = tempKeys()
const mailer = createRecordedMailer()
const clock = createClock(Date.now())
useProofClock(clock.now)
let devnet: Devnet
let host: FrameHost
let unwraps = 0
let token: string
let account: Address
const chainId = `eip155:${EVM_CHAIN_ID}`

beforeAll(async () => {
  devnet = await startDevnet({ ports: 'free', accountAbstraction: false })
  const files = await createLocalFileKeyProvider({ path: keys.kekFile })
  const counting: KeyProvider = {
    currentKekId: files.currentKekId,
    wrapDataKey: (...args) => files.wrapDataKey(...args),
    unwrapDataKey: (...args) => {
      unwraps++
      return files.unwrapDataKey(...args)
    },
  }
  host = await createFrameHost({
    keys: counting,
    mail: mailer,
    configApiUrl: createOriginsSource({ configApiUrl: devnet.urls.configApi }),
    chainRpcUrls: { [chainId]: devnet.urls.evmRpc },
    // devnet's price table: 3,000 USD per ETH.
    blockchainApiUrl: devnet.urls.blockchainApi,
    now: clock.now,
  })
  token = await signIn(host.url, mailer, 'approvals@example.com')
  account = (await call(host.url, 'GET', '/v1/user', { token })).json.user.accounts.eip155
  const funder = createWalletClient({
    account: privateKeyToAccount(devnet.accounts.evm[0]!.privateKey),
    transport: http(devnet.urls.evmRpc),
  })
  const funding = await funder.sendTransaction({ chain: null, to: account, value: parseEther('1') })
  await createPublicClient({ transport: http(devnet.urls.evmRpc) }).waitForTransactionReceipt({
    hash: funding,
  })
}, 180_000)
afterAll(async () => {
  await host?.stop()
  await devnet?.stop()
  keys.remove()
})

const rpc = (body: unknown, as = token) => call(host.url, 'POST', '/v1/rpc', { token: as, body })
const prepare = (request: { chainId: string; method: string; params?: unknown }) =>
  prepareAndApprove({ prepare: host.url }, token, request)

function expectError(answer: CallResult, status: number, code: string, message: string) {
  expect(answer.json?.error).toEqual({ code, message })
  expect(answer.status).toBe(status)
}

const sign = (text: string) => ({
  chainId,
  method: 'personal_sign',
  params: [`0x${Buffer.from(text).toString('hex')}`, account],
})

describe('a not-safe request needs a one-time approval minted by Approve', () => {
  it('a live session without an approval signs nothing: eth_sendTransaction and personal_sign are 403', async () => {
    const before = unwraps
    const to = devnet.accounts.evm[1]!.address
    const send = await rpc({
      chainId,
      method: 'eth_sendTransaction',
      params: [{ from: account, to, value: '0x1', gas: '0x5208' }],
    })
    expectError(
      send,
      403,
      'approval_required',
      'This request needs your approval in the wallet first',
    )
    const message = await rpc(sign('no approval'))
    expectError(
      message,
      403,
      'approval_required',
      'This request needs your approval in the wallet first',
    )
    // A made-up approval is no better than none.
    const forged = await rpc({ ...sign('forged'), approval: 'A'.repeat(43) })
    expectError(
      forged,
      403,
      'approval_required',
      'This approval is not valid: approve the request again',
    )
    expect(unwraps).toBe(before)
  })

  it('an approval is refused for a different request, and still works for its own', async () => {
    const { body } = await prepare(sign('the approved text'))
    const before = unwraps
    const other = await rpc({ ...sign('another text'), approval: body?.approval })
    expectError(
      other,
      403,
      'approval_required',
      'This approval was given for a different request: approve the request again',
    )
    expect(unwraps).toBe(before)
    const own = await rpc(body)
    expect(own.status, own.text).toBe(200)
    const signature = own.json.result as Hex
    expect(await verifyMessage({ address: account, message: 'the approved text', signature })).toBe(
      true,
    )
  })

  it('an approval works once', async () => {
    const { body } = await prepare(sign('once'))
    expect((await rpc(body)).status).toBe(200)
    expectError(
      await rpc(body),
      403,
      'approval_required',
      'This approval was already used: approve the request again',
    )
  })

  it('an approval expires after 2 minutes', async () => {
    const { body } = await prepare(sign('late'))
    clock.advance(2 * 60_000 + 1_000)
    expectError(
      await rpc(body),
      403,
      'approval_required',
      'This approval has expired: approve the request again',
    )
  })

  it('another sign-in of the same user cannot use it', async () => {
    const { body } = await prepare(sign('this sign-in only'))
    // A second sign-in (its own session family) on the same browser, past the 30 s
    // between two email logins.
    clock.advance(31_000)
    const second = await signIn(host.url, mailer, 'approvals@example.com')
    expectError(
      await rpc(body, second),
      403,
      'approval_required',
      'This approval belongs to another session: approve the request again',
    )
    expect((await rpc(body)).status).toBe(200)
  })

  it('Approve mints only for a request this sign-in prepared, and only once', async () => {
    const unknown = await call(host.url, 'POST', '/v1/rpc/approvals', {
      token,
      body: { requestHash: 'ab'.repeat(32) },
    })
    expectError(
      unknown,
      409,
      'request_not_prepared',
      'This request was not prepared, was already approved, or waited too long: try again',
    )
    const { prepared } = await prepare(sign('approve twice'))
    const again = await call(host.url, 'POST', '/v1/rpc/approvals', {
      token,
      body: { requestHash: prepared.json.requestHash },
    })
    expect(again.status).toBe(409)
  })

  it('a read-only method is not prepared: it goes to POST /v1/rpc as it is', async () => {
    const answer = await call(host.url, 'POST', '/v1/rpc/prepare', {
      token,
      body: { chainId, method: 'eth_blockNumber' },
    })
    expectError(
      answer,
      400,
      'invalid_input',
      'eth_blockNumber is a read-only method: send it to POST /v1/rpc without preparing it',
    )
  })
})

describe('the prepare step fills and caps gas and fees', () => {
  it('a dapp gas above 2× the estimate and fees above 3× the chain are capped; the card gets the max fee (and in USD)', async () => {
    const chain = createPublicClient({ transport: http(devnet.urls.evmRpc) })
    const to = devnet.accounts.evm[1]!.address
    const current = await chain.estimateFeesPerGas()
    const { prepared, body } = await prepare({
      chainId,
      method: 'eth_sendTransaction',
      params: [
        {
          from: account,
          to,
          value: '0x7',
          gas: numberToHex(5_000_000),
          maxFeePerGas: numberToHex(parseGwei('5000')),
          maxPriorityFeePerGas: numberToHex(parseGwei('5000')),
        },
      ],
    })
    expect(prepared.status, prepared.text).toBe(200)
    const [tx] = prepared.json.request
    // A plain transfer is estimated at 21,000 gas: the cap is twice that.
    expect(tx.gas).toBe(numberToHex(42_000))
    expect(tx.chainId).toBe(numberToHex(EVM_CHAIN_ID))
    expect(tx.nonce).toBeUndefined()
    const maxFeePerGas = BigInt(tx.maxFeePerGas)
    expect(maxFeePerGas).toBeLessThan(parseGwei('5000'))
    // Three times the chain's fee then; the block may have moved a little since.
    expect(maxFeePerGas).toBeLessThanOrEqual(current.maxFeePerGas * 3n * 2n)
    expect(BigInt(tx.maxPriorityFeePerGas)).toBeLessThanOrEqual(maxFeePerGas)
    const maxFee = 42_000n * maxFeePerGas
    expect(prepared.json.context).toEqual({
      chainId,
      // In dollars at devnet's 3,000 USD per ETH, rounded down to the cent.
      fee: { maxFee: maxFee.toString(), usd: Number((maxFee * 3000n * 100n) / 10n ** 18n) / 100 },
    })

    // The dapp cannot put its own numbers back: that is another request.
    const raised = await rpc({
      ...body,
      params: [{ ...tx, gas: numberToHex(5_000_000) }],
    })
    expect(raised.json.error.code).toBe('approval_required')
    const sent = await rpc(body)
    expect(sent.status, sent.text).toBe(200)
    const mined = await chain.waitForTransactionReceipt({ hash: sent.json.result })
    expect(mined.status).toBe('success')
    const onChain = await chain.getTransaction({ hash: sent.json.result })
    expect(onChain.gas).toBe(42_000n)
    expect(onChain.maxFeePerGas).toBe(maxFeePerGas)
  })

  it('a legacy gasPrice above 3× the chain is capped; gas and fees are filled when the dapp gave none', async () => {
    const chain = createPublicClient({ transport: http(devnet.urls.evmRpc) })
    const gasPrice = await chain.getGasPrice()
    const to = devnet.accounts.evm[1]!.address
    const legacy = await prepare({
      chainId,
      method: 'eth_sendTransaction',
      params: [{ from: account, to, value: '0x1', gasPrice: numberToHex(parseGwei('9000')) }],
    })
    const [capped] = legacy.prepared.json.request
    expect(BigInt(capped.gasPrice)).toBeLessThanOrEqual(gasPrice * 3n * 2n)
    expect(BigInt(capped.gasPrice)).toBeLessThan(parseGwei('9000'))
    const plain = await prepare({
      chainId,
      method: 'eth_sendTransaction',
      params: [{ from: account, to, value: '0x1' }],
    })
    const [filled] = plain.prepared.json.request
    expect(filled).toMatchObject({ gas: numberToHex(21_000), from: account, to, value: '0x1' })
    expect(BigInt(filled.maxFeePerGas)).toBeGreaterThan(0n)
  })
})

describe('the prepare step reads the tokens a request touches', () => {
  it('an ERC-20 approve names the token; so does an EIP-2612 permit', async () => {
    const contracts = devnet.evm.chains[0]!.contracts
    const approve = await prepare({
      chainId,
      method: 'eth_sendTransaction',
      params: [
        {
          from: account,
          to: contracts.usdc,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'approve',
            args: [devnet.accounts.evm[1]!.address, 1_000_000n],
          }),
        },
      ],
    })
    expect(approve.prepared.status, approve.prepared.text).toBe(200)
    expect(approve.prepared.json.context.tokens).toEqual({
      [contracts.usdc.toLowerCase()]: { symbol: 'USDC', decimals: 6 },
    })

    const permit = await prepare({
      chainId,
      method: 'eth_signTypedData_v4',
      params: [
        account,
        {
          types: {
            EIP712Domain: [
              { name: 'name', type: 'string' },
              { name: 'chainId', type: 'uint256' },
              { name: 'verifyingContract', type: 'address' },
            ],
            Permit: [
              { name: 'owner', type: 'address' },
              { name: 'spender', type: 'address' },
              { name: 'value', type: 'uint256' },
              { name: 'nonce', type: 'uint256' },
              { name: 'deadline', type: 'uint256' },
            ],
          },
          primaryType: 'Permit',
          domain: {
            name: 'Dai Stablecoin',
            chainId: EVM_CHAIN_ID,
            verifyingContract: contracts.dai,
          },
          message: {
            owner: account,
            spender: devnet.accounts.evm[1]!.address,
            value: '1000000000000000000',
            nonce: 0,
            deadline: 4_000_000_000,
          },
        },
      ],
    })
    expect(permit.prepared.status, permit.prepared.text).toBe(200)
    expect(permit.prepared.json.context).toEqual({
      chainId,
      tokens: { [contracts.dai.toLowerCase()]: { symbol: 'DAI', decimals: 18 } },
    })
    const signed = await rpc(permit.body)
    expect(signed.status, signed.text).toBe(200)
  })
})
