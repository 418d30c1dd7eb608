import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  parseEther,
  stringToHex,
  zeroHash,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { keywayAccountArtifact, keywayAccountFactoryArtifact } from './artifacts.gen.js'
import { devnetChain } from './deploy.js'
import { type EvmDevnet, startEvmChains } from './index.js'

/**
 * KeywayAccount and its factory as devnet deploys them: the embedded wallet's smart account
 * (frame-host SMART_ACCOUNT_FACTORIES). Each test uses a fresh owner key, funded from a test
 * account, so the tests do not share accounts.
 */

let evm: EvmDevnet

beforeAll(async () => {
  evm = await startEvmChains({ host: '127.0.0.1', ports: { evmRpc: 0, evmRpc2: 0 } })
})
afterAll(async () => {
  await evm?.stop()
})

function setup() {
  const chain = evm.chains[0]
  const funder = evm.accounts[7]
  if (!chain || !funder) throw new Error('devnet has no chain or account')
  const viemChain = devnetChain(chain.chainId, chain.rpcUrl)
  const transport = http(chain.rpcUrl, { timeout: 10_000 })
  const client = createPublicClient({ chain: viemChain, transport })
  const walletOf = (key: Hex) =>
    createWalletClient({ chain: viemChain, transport, account: privateKeyToAccount(key) })
  const factory = chain.contracts.accountFactory
  const mined = async (hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(receipt.status).toBe('success')
    return receipt
  }
  const fund = async (to: Address, value = parseEther('1')) =>
    mined(await walletOf(funder.privateKey).sendTransaction({ to, value }))
  const newOwner = async () => {
    const key = generatePrivateKey()
    const wallet = walletOf(key)
    await fund(wallet.account.address)
    return wallet
  }
  const addressOf = (owner: Address, salt: Hex = zeroHash) =>
    client.readContract({
      address: factory,
      abi: keywayAccountFactoryArtifact.abi,
      functionName: 'addressOf',
      args: [owner, salt],
    })
  return { chain, client, factory, mined, fund, newOwner, addressOf, walletOf, funder }
}

/** The revert reason of a failed call, as the account or factory states it. */
async function revertReason(call: Promise<unknown>): Promise<string | undefined> {
  try {
    await call
  } catch (error) {
    const reverted =
      error instanceof BaseError
        ? (error.walk((e) => e instanceof ContractFunctionRevertedError) as
            | ContractFunctionRevertedError
            | undefined)
        : undefined
    return reverted?.reason ?? (error as Error).message
  }
  throw new Error('the call did not revert')
}

describe('KeywayAccountFactory', () => {
  it('is deployed on both chains at the same address (deployed last, at the same nonce)', async () => {
    const [first, second] = evm.chains
    if (!first || !second) throw new Error('devnet has no two chains')
    expect(second.contracts.accountFactory).toBe(first.contracts.accountFactory)
    for (const chain of evm.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const owner = privateKeyToAccount(generatePrivateKey()).address
      const answer = await client.readContract({
        address: chain.contracts.accountFactory,
        abi: keywayAccountFactoryArtifact.abi,
        functionName: 'addressOf',
        args: [owner, zeroHash],
      })
      expect(answer).toMatch(/^0x[0-9a-fA-F]{40}$/)
    }
  })

  it('addressOf is the CREATE2 address createAccount deploys to, and createAccount is idempotent', async () => {
    const { client, factory, mined, newOwner, addressOf } = setup()
    const owner = await newOwner()
    const salt = keccak256(stringToHex('addressOf'))
    const predicted = await addressOf(owner.account.address, salt)
    const computed = getContractAddress({
      opcode: 'CREATE2',
      from: factory,
      salt,
      bytecode: `${keywayAccountArtifact.bytecode}${owner.account.address.slice(2).toLowerCase().padStart(64, '0')}`,
    })
    expect(predicted).toBe(computed)
    expect(await client.getCode({ address: predicted })).toBeUndefined()

    const create = () =>
      owner.writeContract({
        address: factory,
        abi: keywayAccountFactoryArtifact.abi,
        functionName: 'createAccount',
        args: [owner.account.address, salt],
      })
    const first = await mined(await create())
    expect(first.logs).toHaveLength(1)
    expect((await client.getCode({ address: predicted }))?.length ?? 0).toBeGreaterThan(2)
    const read = (functionName: 'owner' | 'factory') =>
      client.readContract({ address: predicted, abi: keywayAccountArtifact.abi, functionName })
    expect(await read('owner')).toBe(owner.account.address)
    expect(await read('factory')).toBe(factory)

    // A second create returns the same account and deploys nothing (no event).
    const { result } = await client.simulateContract({
      account: owner.account.address,
      address: factory,
      abi: keywayAccountFactoryArtifact.abi,
      functionName: 'createAccount',
      args: [owner.account.address, salt],
    })
    expect(result).toBe(predicted)
    const second = await mined(await create())
    expect(second.logs).toHaveLength(0)
  })

  it('createAccountAndExecute deploys and pays from the account in one transaction, only for the owner', async () => {
    const { client, factory, mined, fund, newOwner, addressOf, funder } = setup()
    const owner = await newOwner()
    const account = await addressOf(owner.account.address)
    await fund(account, parseEther('0.5'))
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const args = [owner.account.address, zeroHash, recipient, parseEther('0.2'), '0x'] as const

    // Someone else cannot spend the owner's counterfactual account.
    expect(
      await revertReason(
        client.simulateContract({
          account: funder.address,
          address: factory,
          abi: keywayAccountFactoryArtifact.abi,
          functionName: 'createAccountAndExecute',
          args,
        }),
      ),
    ).toBe('KeywayAccountFactory: caller is not the owner')

    const ownerBalance = await client.getBalance({ address: owner.account.address })
    await mined(
      await owner.writeContract({
        address: factory,
        abi: keywayAccountFactoryArtifact.abi,
        functionName: 'createAccountAndExecute',
        args,
      }),
    )
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.2'))
    expect(await client.getBalance({ address: account })).toBe(parseEther('0.3'))
    // The owner paid the gas only; the value came from the account.
    const spent = ownerBalance - (await client.getBalance({ address: owner.account.address }))
    expect(spent).toBeGreaterThan(0n)
    expect(spent).toBeLessThan(parseEther('0.01'))
    expect((await client.getCode({ address: account }))?.length ?? 0).toBeGreaterThan(2)
  })
})

describe('KeywayAccount', () => {
  async function deployed() {
    const s = setup()
    const owner = await s.newOwner()
    const account = await s.addressOf(owner.account.address)
    await s.mined(
      await owner.writeContract({
        address: s.factory,
        abi: keywayAccountFactoryArtifact.abi,
        functionName: 'createAccount',
        args: [owner.account.address, zeroHash],
      }),
    )
    await s.fund(account, parseEther('1'))
    return { ...s, owner, account }
  }

  it('execute and executeBatch run only for the owner, with clear revert reasons', async () => {
    const { client, mined, owner, account, funder, chain } = await deployed()
    const recipient = privateKeyToAccount(generatePrivateKey()).address

    expect(
      await revertReason(
        client.simulateContract({
          account: funder.address,
          address: account,
          abi: keywayAccountArtifact.abi,
          functionName: 'execute',
          args: [recipient, 1n, '0x'],
        }),
      ),
    ).toBe('KeywayAccount: caller is not the owner')
    expect(
      await revertReason(
        client.simulateContract({
          account: funder.address,
          address: account,
          abi: keywayAccountArtifact.abi,
          functionName: 'executeBatch',
          args: [[{ to: recipient, value: 1n, data: '0x' }]],
        }),
      ),
    ).toBe('KeywayAccount: caller is not the owner')
    expect(
      await revertReason(
        client.simulateContract({
          account: owner.account.address,
          address: account,
          abi: keywayAccountArtifact.abi,
          functionName: 'execute',
          args: [recipient, parseEther('5'), '0x'],
        }),
      ),
    ).toBe('KeywayAccount: balance too low for value')

    await mined(
      await owner.writeContract({
        address: account,
        abi: keywayAccountArtifact.abi,
        functionName: 'execute',
        args: [recipient, parseEther('0.1'), '0x'],
      }),
    )
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.1'))

    // A batch: ETH to the recipient and an ERC-20 transfer of nothing, all from the account.
    const usdcTransfer = encodeFunctionData({
      abi: [
        {
          type: 'function',
          name: 'transfer',
          stateMutability: 'nonpayable',
          inputs: [
            { name: 'to', type: 'address' },
            { name: 'value', type: 'uint256' },
          ],
          outputs: [{ name: '', type: 'bool' }],
        },
      ],
      functionName: 'transfer',
      args: [recipient, 0n],
    })
    await mined(
      await owner.writeContract({
        address: account,
        abi: keywayAccountArtifact.abi,
        functionName: 'executeBatch',
        args: [
          [
            { to: recipient, value: parseEther('0.2'), data: '0x' },
            { to: chain.contracts.usdc, value: 0n, data: usdcTransfer },
          ],
        ],
      }),
    )
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.3'))
    expect(await client.getBalance({ address: account })).toBe(parseEther('0.7'))
  })

  it("passes the callee's revert reason up", async () => {
    const { client, owner, account, chain } = await deployed()
    // The account holds no USDC: the token's own error comes back.
    const transfer = encodeFunctionData({
      abi: [
        {
          type: 'function',
          name: 'transfer',
          stateMutability: 'nonpayable',
          inputs: [
            { name: 'to', type: 'address' },
            { name: 'value', type: 'uint256' },
          ],
          outputs: [{ name: '', type: 'bool' }],
        },
      ],
      functionName: 'transfer',
      args: [owner.account.address, 1n],
    })
    const reason = await revertReason(
      client.simulateContract({
        account: owner.account.address,
        address: account,
        abi: keywayAccountArtifact.abi,
        functionName: 'execute',
        args: [chain.contracts.usdc, 0n, transfer],
      }),
    )
    expect(reason).not.toBe('KeywayAccount: call reverted without a reason')
    expect(reason).toMatch(/revert/i)
  })

  it("ERC-1271: the owner's signature of a hash is valid, anyone else's is not", async () => {
    const { client, owner, account } = await deployed()
    const hash = keccak256(stringToHex('keyway smart account'))
    const check = (signature: Hex) =>
      client.readContract({
        address: account,
        abi: keywayAccountArtifact.abi,
        functionName: 'isValidSignature',
        args: [hash, signature],
      })
    const ownerSignature = await owner.account.sign({ hash })
    const stranger = privateKeyToAccount(generatePrivateKey())
    expect(await check(ownerSignature)).toBe('0x1626ba7e')
    expect(await check(await stranger.sign({ hash }))).toBe('0xffffffff')
    expect(await check('0x1234')).toBe('0xffffffff')
    // viem's verifyHash reads the same through ERC-1271 for a deployed account.
    expect(await client.verifyHash({ address: account, hash, signature: ownerSignature })).toBe(
      true,
    )
  })
})
