import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  http,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { custodyAccount, FARCASTER_USERS } from '../oauth/farcaster.js'
import { farcasterIdRegistryArtifact } from './artifacts.gen.js'
import { type EvmDevnet, startEvmChains } from './index.js'

let evm: EvmDevnet

beforeAll(async () => {
  evm = await startEvmChains({ host: '127.0.0.1', ports: { evmRpc: 0, evmRpc2: 0 } })
}, 120_000)

afterAll(async () => {
  await evm?.stop()
})

describe('FarcasterIdRegistry', () => {
  it("answers custodyOf(fid) with the Farcaster stand-in's custody address of each test fid, 0x0 for others", async () => {
    for (const chain of evm.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const custodyOf = (fid: bigint) =>
        client.readContract({
          address: chain.contracts.farcasterIdRegistry,
          abi: farcasterIdRegistryArtifact.abi,
          functionName: 'custodyOf',
          args: [fid],
        })
      for (const { fid } of FARCASTER_USERS) {
        expect(await custodyOf(BigInt(fid))).toBe(custodyAccount(fid).address)
      }
      expect(await custodyOf(4242n)).toBe(zeroAddress)
    }
  })

  it('registers only from its deployer', async () => {
    const chain = evm.chains[0]
    if (!chain) throw new Error('no chain')
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const key = evm.accounts[0]?.privateKey
    if (!key) throw new Error('no test account')
    const stranger = privateKeyToAccount(key)
    const failure = await client
      .simulateContract({
        account: stranger,
        address: chain.contracts.farcasterIdRegistry,
        abi: farcasterIdRegistryArtifact.abi,
        functionName: 'register',
        args: [4242n, stranger.address],
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      )
    const reverted =
      failure instanceof BaseError
        ? (failure.walk(
            (e) => e instanceof ContractFunctionRevertedError,
          ) as ContractFunctionRevertedError | null)
        : null
    expect(reverted?.reason).toBe('FarcasterIdRegistry: caller is not the owner')
  })
})
