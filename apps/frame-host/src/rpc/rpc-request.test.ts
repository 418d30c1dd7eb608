import {
  DEFAULT_PORTS,
  type Devnet,
  EVM_CHAIN_ID,
  EVM_CHAIN_ID_2,
  solanaCaip2,
  startDevnet,
} from '@keyway/devnet'
import { ed25519 } from '@noble/curves/ed25519'
import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  lamports,
  pipe,
  type Signature,
  type Address as SolanaAddress,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  numberToHex,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import { createLocalFileKeyProvider, type KeyProvider } from '../keys/index.js'
import { createOriginsSource } from '../server/origins.js'
import {
  type CallResult,
  call,
  createRecordedMailer,
  signIn,
  tempKeys,
} from '../testing/frame-host.test-helpers.js'
import { frameRpc, type RpcBody } from './approved-rpc.test-helpers.js'
import { DEFAULT_CHAIN_RPC_URLS } from './chains.js'

/**
 * `POST /v1/rpc` against devnet's real chains: signatures checked with viem and ed25519,
 * a transfer mined on anvil, a Solana transfer landed on devnet's litesvm RPC. A counting
 * key provider shows when a user's key was opened (a refused request opens none).
 */
const keys = tempKeys()
const mailer = createRecordedMailer()
let devnet: Devnet
let host: FrameHost
let unwraps = 0
let evmChain: string
let solanaChain: string
let token: string
let user: { eip155: Address; solana: string }

beforeAll(async () => {
  devnet = await startDevnet({ ports: 'free', accountAbstraction: false })
  evmChain = `eip155:${EVM_CHAIN_ID}`
  solanaChain = solanaCaip2(devnet.solana.genesisHash)
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
    chainRpcUrls: {
      [evmChain]: devnet.urls.evmRpc,
      [`eip155:${EVM_CHAIN_ID_2}`]: devnet.urls.evmRpc2,
      [solanaChain]: devnet.urls.solanaRpc,
      // Misconfigured on purpose: this URL serves chain 31337.
      'eip155:5': devnet.urls.evmRpc,
    },
  })
  token = await signIn(host.url, mailer, 'rpc-user@example.com')
  const me = await call(host.url, 'GET', '/v1/user', { token })
  user = me.json.user.accounts
}, 180_000)
afterAll(async () => {
  await host?.stop()
  await devnet?.stop()
  keys.remove()
})

/** As the frame asks: a not-safe method is prepared and approved first (approved-rpc). */
const rpc = (body: RpcBody, options: { token?: string } = { token }): Promise<CallResult> =>
  frameRpc(host.url, options.token, body)

function expectError(answer: CallResult, status: number, code: string, message: string | RegExp) {
  expect(answer.json?.error).toEqual({
    code,
    message: typeof message === 'string' ? message : expect.stringMatching(message),
  })
  expect(answer.status).toBe(status)
}

describe('the default chain list is devnet', () => {
  it("names devnet's anvil chains and Solana network on their fixed ports", () => {
    expect(DEFAULT_CHAIN_RPC_URLS).toEqual({
      [`eip155:${EVM_CHAIN_ID}`]: `http://127.0.0.1:${DEFAULT_PORTS.evmRpc}`,
      [`eip155:${EVM_CHAIN_ID_2}`]: `http://127.0.0.1:${DEFAULT_PORTS.evmRpc2}`,
      [solanaCaip2(devnet.solana.genesisHash)]: `http://127.0.0.1:${DEFAULT_PORTS.solanaRpc}`,
    })
  })
})

describe('POST /v1/rpc on eip155', () => {
  it('answers account and chain questions from the session user', async () => {
    expect((await rpc({ chainId: evmChain, method: 'eth_accounts' })).json).toEqual({
      result: [user.eip155],
    })
    expect((await rpc({ chainId: evmChain, method: 'eth_requestAccounts' })).json).toEqual({
      result: [user.eip155],
    })
    const other = await rpc({ chainId: `eip155:${EVM_CHAIN_ID_2}`, method: 'eth_chainId' })
    expect(other.json).toEqual({ result: numberToHex(EVM_CHAIN_ID_2) })
  })

  it('wallet_switchEthereumChain: null for a served chain, a 400 for another', async () => {
    const served = await rpc({
      chainId: evmChain,
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: numberToHex(EVM_CHAIN_ID_2) }],
    })
    expect(served.json).toEqual({ result: null })
    const other = await rpc({
      chainId: evmChain,
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x89' }],
    })
    expectError(
      other,
      400,
      'invalid_input',
      'wallet_switchEthereumChain: eip155:137 is not served here',
    )
  })

  it("signs only with the session's own key: another user's address is refused", async () => {
    const otherToken = await signIn(host.url, mailer, 'rpc-other@example.com')
    const mine = await rpc({ chainId: evmChain, method: 'eth_accounts' }, { token: otherToken })
    expect(mine.json.result).toHaveLength(1)
    expect(mine.json.result[0]).not.toBe(user.eip155)
    const answer = await rpc(
      { chainId: evmChain, method: 'personal_sign', params: ['hi', user.eip155] },
      { token: otherToken },
    )
    expectError(answer, 400, 'invalid_signing_request', /is not this wallet's account/)
  })

  it('passes read-only methods to the chain', async () => {
    const funded = devnet.accounts.evm[0]!.address
    const balance = await rpc({
      chainId: evmChain,
      method: 'eth_getBalance',
      params: [funded, 'latest'],
    })
    expect(balance.status).toBe(200)
    expect(BigInt(balance.json.result)).toBeGreaterThan(parseEther('1'))
    const block = await rpc({ chainId: evmChain, method: 'eth_blockNumber' })
    expect(block.json.result).toMatch(/^0x[0-9a-f]+$/)
  })

  it('personal_sign: a signature viem verifies for the user', async () => {
    const message = 'Sign in to the demo'
    const before = unwraps
    const answer = await rpc({
      chainId: evmChain,
      method: 'personal_sign',
      params: [message, user.eip155],
    })
    expect(answer.status).toBe(200)
    expect(unwraps).toBe(before + 1)
    const signature = answer.json.result as Hex
    expect(await verifyMessage({ address: user.eip155, message, signature })).toBe(true)
  })

  it('eth_signTypedData_v4: a signature viem verifies; typed data for another chain is refused', async () => {
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      domain: { name: 'Keyway test', chainId: EVM_CHAIN_ID },
      message: { to: devnet.accounts.evm[1]!.address, contents: 'hello' },
    } as const
    const answer = await rpc({
      chainId: evmChain,
      method: 'eth_signTypedData_v4',
      params: [user.eip155, JSON.stringify(typedData)],
    })
    expect(answer.status).toBe(200)
    const valid = await verifyTypedData({
      address: user.eip155,
      // viem derives the EIP712Domain type from the domain itself.
      types: { Mail: typedData.types.Mail },
      primaryType: typedData.primaryType,
      domain: typedData.domain,
      message: typedData.message,
      signature: answer.json.result as Hex,
    })
    expect(valid).toBe(true)

    const elsewhere = await rpc({
      chainId: evmChain,
      method: 'eth_signTypedData_v4',
      params: [user.eip155, { ...typedData, domain: { ...typedData.domain, chainId: 1 } }],
    })
    expectError(
      elsewhere,
      400,
      'invalid_signing_request',
      /is for chain 1, not the connected chain/,
    )
  })

  it('eth_sendTransaction: fills nonce, gas and fees, signs, sends; 0.01 ETH is mined on anvil', async () => {
    const chain = createPublicClient({ transport: http(devnet.urls.evmRpc) })
    const funder = createWalletClient({
      account: privateKeyToAccount(devnet.accounts.evm[0]!.privateKey),
      transport: http(devnet.urls.evmRpc),
    })
    const funding = await funder.sendTransaction({
      chain: null,
      to: user.eip155,
      value: parseEther('1'),
    })
    await chain.waitForTransactionReceipt({ hash: funding })

    const to = devnet.accounts.evm[1]!.address
    const recipientBefore = await chain.getBalance({ address: to })
    const answer = await rpc({
      chainId: evmChain,
      method: 'eth_sendTransaction',
      params: [{ from: user.eip155, to, value: numberToHex(parseEther('0.01')) }],
    })
    expect(answer.status, answer.text).toBe(200)
    const hash = answer.json.result as Hex
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(user.eip155.toLowerCase())
    expect(await chain.getBalance({ address: to })).toBe(recipientBefore + parseEther('0.01'))
    const sent = await chain.getTransaction({ hash })
    expect(sent.type).toBe('eip1559')
    expect(sent.chainId).toBe(EVM_CHAIN_ID)

    // The second one takes the next nonce from the chain.
    const again = await rpc({
      chainId: evmChain,
      method: 'eth_sendTransaction',
      params: [{ from: user.eip155, to, value: '0x1' }],
    })
    expect(again.status, again.text).toBe(200)
    const second = await chain.getTransaction({ hash: again.json.result })
    expect(second.nonce).toBe(sent.nonce + 1)
  })

  it('two sends at once take consecutive nonces and are both mined', async () => {
    const chain = createPublicClient({ transport: http(devnet.urls.evmRpc) })
    const to = devnet.accounts.evm[3]!.address
    const send = (value: string) =>
      rpc({
        chainId: evmChain,
        method: 'eth_sendTransaction',
        params: [{ from: user.eip155, to, value }],
      })
    const answers = await Promise.all([send('0x3'), send('0x4')])
    for (const answer of answers) expect(answer.status, answer.text).toBe(200)
    const sent = await Promise.all(
      answers.map(async ({ json }) => {
        const receipt = await chain.waitForTransactionReceipt({ hash: json.result })
        expect(receipt.status).toBe('success')
        return chain.getTransaction({ hash: json.result })
      }),
    )
    expect(Math.abs(sent[0]!.nonce - sent[1]!.nonce)).toBe(1)
  })

  it('eth_sendTransaction with type 0x0 is a legacy transaction with the gas price', async () => {
    const chain = createPublicClient({ transport: http(devnet.urls.evmRpc) })
    const answer = await rpc({
      chainId: evmChain,
      method: 'eth_sendTransaction',
      params: [
        { from: user.eip155, to: devnet.accounts.evm[1]!.address, value: '0x2', type: '0x0' },
      ],
    })
    expect(answer.status, answer.text).toBe(200)
    const receipt = await chain.waitForTransactionReceipt({ hash: answer.json.result })
    expect(receipt.status).toBe('success')
    expect((await chain.getTransaction({ hash: answer.json.result })).type).toBe('legacy')
  })

  it('a chain whose node serves another chain id: 502 before anything is signed', async () => {
    const before = unwraps
    const answer = await rpc({
      chainId: 'eip155:5',
      method: 'eth_sendTransaction',
      params: [{ from: user.eip155, to: user.eip155, value: '0x1' }],
    })
    expectError(
      answer,
      502,
      'chain_unavailable',
      `The RPC node configured for eip155:5 serves chain ${EVM_CHAIN_ID}`,
    )
    expect(unwraps).toBe(before)
  })

  it("eth_sendTransaction refuses another account's from, and what the chain rejects", async () => {
    const other = devnet.accounts.evm[2]!.address
    const before = unwraps
    const notMine = await rpc({
      chainId: evmChain,
      method: 'eth_sendTransaction',
      params: [{ from: other, to: other, value: '0x1' }],
    })
    expectError(notMine, 400, 'invalid_signing_request', /is not this wallet's account/)
    expect(unwraps).toBe(before)

    const tooMuch = await rpc({
      chainId: evmChain,
      method: 'eth_sendTransaction',
      params: [{ from: user.eip155, to: other, value: numberToHex(parseEther('1000000')) }],
    })
    expectError(tooMuch, 400, 'chain_rejected', /^eip155:31337: /)

    const unknownField = await rpc({
      chainId: evmChain,
      method: 'eth_sendTransaction',
      params: [{ from: user.eip155, to: other, accessList: [] }],
    })
    expectError(unknownField, 400, 'invalid_input', /eth_sendTransaction: invalid params/)
  })
})

/** A System program transfer from the user, as a base64 wire transaction without signatures. */
function solanaTransfer(
  to: SolanaAddress,
  amount: bigint,
  blockhash: Parameters<typeof setTransactionMessageLifetimeUsingBlockhash>[0],
): string {
  const from = address(user.solana)
  // Transfer is instruction 2, then the lamports as u64, little-endian.
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, amount, true)
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstruction(
        {
          programAddress: address('11111111111111111111111111111111'),
          accounts: [
            { address: from, role: AccountRole.WRITABLE_SIGNER },
            { address: to, role: AccountRole.WRITABLE },
          ],
          data,
        },
        m,
      ),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}

function expectSignedByUser(base64: string) {
  const transaction = getTransactionDecoder().decode(Buffer.from(base64, 'base64'))
  const signature = transaction.signatures[address(user.solana)]
  expect(signature).toBeTruthy()
  const publicKey = new Uint8Array(getBase58Encoder().encode(user.solana))
  expect(
    ed25519.verify(new Uint8Array(signature!), new Uint8Array(transaction.messageBytes), publicKey),
  ).toBe(true)
}

describe('POST /v1/rpc on Solana', () => {
  it('solana_signMessage: an ed25519 signature by the user', async () => {
    const message = new TextEncoder().encode('hello from the embedded wallet')
    const answer = await rpc({
      chainId: solanaChain,
      method: 'solana_signMessage',
      params: { message: Buffer.from(message).toString('base64'), pubkey: user.solana },
    })
    expect(answer.status, answer.text).toBe(200)
    const signature = Buffer.from(answer.json.result.signature, 'base64')
    const publicKey = new Uint8Array(getBase58Encoder().encode(user.solana))
    expect(ed25519.verify(signature, message, publicKey)).toBe(true)
  })

  it('solana_signTransaction / solana_signAllTransactions: signed by the user, not sent', async () => {
    const solana = createSolanaRpc(devnet.urls.solanaRpc)
    const to = address(devnet.accounts.solana[2]!.publicKey)
    const { value: blockhash } = await solana.getLatestBlockhash().send()
    const unsigned = [solanaTransfer(to, 1n, blockhash), solanaTransfer(to, 2n, blockhash)]
    const one = await rpc({
      chainId: solanaChain,
      method: 'solana_signTransaction',
      params: { transaction: unsigned[0] },
    })
    expect(one.status, one.text).toBe(200)
    expectSignedByUser(one.json.result.transaction)
    const all = await rpc({
      chainId: solanaChain,
      method: 'solana_signAllTransactions',
      params: { transactions: unsigned },
    })
    expect(all.status, all.text).toBe(200)
    expect(all.json.result.transactions).toHaveLength(2)
    for (const signed of all.json.result.transactions) expectSignedByUser(signed)
  })

  it("the prepare step gives the card the network's fee in lamports (5,000 per signature on devnet)", async () => {
    const solana = createSolanaRpc(devnet.urls.solanaRpc)
    const to = address(devnet.accounts.solana[2]!.publicKey)
    const { value: blockhash } = await solana.getLatestBlockhash().send()
    const unsigned = [solanaTransfer(to, 3n, blockhash), solanaTransfer(to, 4n, blockhash)]
    const prepared = await call(host.url, 'POST', '/v1/rpc/prepare', {
      token,
      body: {
        chainId: solanaChain,
        method: 'solana_signAllTransactions',
        params: { transactions: unsigned },
      },
    })
    expect(prepared.status, prepared.text).toBe(200)
    expect(prepared.json.request).toEqual({ transactions: unsigned })
    expect(prepared.json.context).toEqual({ chainId: solanaChain, fee: { maxFee: '10000' } })
    // A message costs nothing: no fee.
    const message = await call(host.url, 'POST', '/v1/rpc/prepare', {
      token,
      body: {
        chainId: solanaChain,
        method: 'solana_signMessage',
        params: { message: Buffer.from('gm').toString('base64'), pubkey: user.solana },
      },
    })
    expect(message.json.context).toEqual({ chainId: solanaChain })
  })

  it('solana_signAndSendTransaction: a transfer the user signed lands', async () => {
    const solana = createSolanaRpc(devnet.urls.solanaRpc)
    await solana.requestAirdrop(address(user.solana), lamports(2_000_000_000n)).send()
    const to = address(devnet.accounts.solana[1]!.publicKey)
    const toBefore = (await solana.getBalance(to).send()).value
    const amount = 10_000_000n
    const { value: blockhash } = await solana.getLatestBlockhash().send()

    const answer = await rpc({
      chainId: solanaChain,
      method: 'solana_signAndSendTransaction',
      params: { transaction: solanaTransfer(to, amount, blockhash) },
    })
    expect(answer.status, answer.text).toBe(200)
    const signature = getBase58Decoder().decode(
      Buffer.from(answer.json.result.signature, 'base64'),
    ) as Signature
    const { value: statuses } = await solana.getSignatureStatuses([signature]).send()
    expect(statuses[0]).toMatchObject({ err: null })
    expect((await solana.getBalance(to).send()).value).toBe(toBefore + amount)
  })

  it('solana_signTransaction of bytes that are not a transaction is refused', async () => {
    const answer = await rpc({
      chainId: solanaChain,
      method: 'solana_signTransaction',
      params: { transaction: Buffer.from('not a transaction').toString('base64') },
    })
    expectError(answer, 400, 'invalid_signing_request', /could not be decoded/)
  })
})

describe('POST /v1/rpc refuses', () => {
  it.each(['eth_sign', 'eth_signTransaction', 'eth_sendUserOperation', 'debug_traceTransaction'])(
    "%s, off the allow-list: 'method not allowed', nothing signed",
    async (method) => {
      const before = unwraps
      const answer = await rpc({ chainId: evmChain, method, params: ['0x00', user.eip155] })
      expectError(answer, 403, 'method_not_allowed', 'method not allowed')
      expect(unwraps).toBe(before)
    },
  )

  it('a request without a session, or with a dead token: 401', async () => {
    const body = { chainId: evmChain, method: 'personal_sign', params: ['hi', user.eip155] }
    const before = unwraps
    expectError(await rpc(body, {}), 401, 'unauthorized', /^Not signed in/)
    expectError(await rpc(body, { token: 'x'.repeat(43) }), 401, 'unauthorized', /^Not signed in/)
    const bad = await call(host.url, 'POST', '/v1/rpc', {
      body,
      headers: { authorization: `Basic ${token}` },
    })
    expect(bad.status).toBe(401)
    expect(unwraps).toBe(before)
  })

  it.each([
    [
      { chainId: 'eip155:1', method: 'eth_chainId' },
      400,
      'unknown_chain',
      /^Unknown chain "eip155:1": this wallet serves eip155:31337, /,
    ],
    [
      { chainId: 'eip155', method: 'eth_chainId' },
      400,
      'invalid_input',
      'Expected a CAIP-2 network id',
    ],
    [{ method: 'eth_chainId' }, 400, 'invalid_input', 'chainId is required'],
    [{ chainId: 'eip155:31337' }, 400, 'invalid_input', 'method is required'],
    [
      { chainId: 'eip155:31337', method: 'eth chainId' },
      400,
      'invalid_input',
      'method must be an RPC method name',
    ],
    [
      { chainId: 'eip155:31337', method: 'eth_chainId', extra: 1 },
      400,
      'invalid_input',
      'Unknown field: extra',
    ],
    [
      { chainId: 'eip155:31337', method: 'eth_getBalance', params: { a: 1 } },
      400,
      'invalid_input',
      /^eth_getBalance: invalid params/,
    ],
    [
      { chainId: 'eip155:31337', method: 'personal_sign', params: 'hello' },
      400,
      'invalid_signing_request',
      /^personal_sign: invalid params/,
    ],
    [
      { chainId: 'eip155:31337', method: 'solana_signMessage', params: {} },
      400,
      'invalid_input',
      'solana_signMessage is a Solana method, but eip155:31337 is an eip155 network',
    ],
    [
      { chainId: 'eip155:31337', method: 'wallet_sendCalls', params: [] },
      501,
      'method_not_supported',
      'wallet_sendCalls is not supported by the embedded wallet',
    ],
  ])('malformed or unservable body %j → %i %s', async (body, status, code, message) => {
    expectError(await rpc(body), status, code, message)
  })

  it('a body that is not JSON, or a GET', async () => {
    const raw = await call(host.url, 'POST', '/v1/rpc', { raw: '{"chainId":', token })
    expectError(raw, 400, 'malformed_json', 'The request body is not valid JSON')
    const get = await call(host.url, 'GET', '/v1/rpc', { token })
    expect(get.status).toBe(405)
  })

  it('an EVM method on the Solana network', async () => {
    const answer = await rpc({ chainId: solanaChain, method: 'eth_getBalance', params: [] })
    expectError(answer, 400, 'invalid_input', /^eth_getBalance is an eip155 method, but solana:/)
  })
})
