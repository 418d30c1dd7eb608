/**
 * Smart-account sign-in on a real chain: devnet's anvil with an ERC-1271 contract wallet
 * (OwnerWallet) deployed by its CREATE2 factory, and an ERC-6492 signature of a wallet
 * that is not deployed yet.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type AnvilNode, ownerWalletFactoryArtifact, startAnvil } from '@keyway/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  pad,
} from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { serializeErc6492Signature } from 'viem/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SiwxVerificationError } from '../message/errors.js'
import { formatSiwxMessage } from '../message/message.js'
import { createSiwxServer } from '../server/server.js'
import { eip155Verifier } from './verifiers.js'
import { verifySiwxMessage } from './verify.js'

const CHAIN_ID = 31337
const owner = privateKeyToAccount(`0x${'5a'.repeat(32)}`)
const stranger = privateKeyToAccount(`0x${'6b'.repeat(32)}`)
const deployer = mnemonicToAccount('test test test test test test test test test test test junk')

let anvil: AnvilNode
let factory: Address
let publicClient: ReturnType<typeof createPublicClient>

const chain = {
  id: CHAIN_ID,
  name: 'anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1'] } },
} as const

beforeAll(async () => {
  anvil = await startAnvil({ host: '127.0.0.1', port: 0, chainId: CHAIN_ID, accounts: 1 })
  publicClient = createPublicClient({ transport: http(anvil.rpcUrl) })
  const wallet = createWalletClient({ account: deployer, chain, transport: http(anvil.rpcUrl) })
  const hash = await wallet.deployContract({
    abi: ownerWalletFactoryArtifact.abi,
    bytecode: ownerWalletFactoryArtifact.bytecode,
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  factory = receipt.contractAddress as Address
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

async function walletAddress(salt: Hex): Promise<Address> {
  return publicClient.readContract({
    address: factory,
    abi: ownerWalletFactoryArtifact.abi,
    functionName: 'addressOf',
    args: [owner.address, salt],
  }) as Promise<Address>
}

async function deployWallet(salt: Hex): Promise<Address> {
  const wallet = createWalletClient({ account: deployer, chain, transport: http(anvil.rpcUrl) })
  const hash = await wallet.writeContract({
    address: factory,
    abi: ownerWalletFactoryArtifact.abi,
    functionName: 'deploy',
    args: [owner.address, salt],
  })
  await publicClient.waitForTransactionReceipt({ hash })
  return walletAddress(salt)
}

function messageFor(address: Address, nonce: string): string {
  return formatSiwxMessage({
    domain: 'app.example.com',
    address,
    uri: 'https://app.example.com',
    version: '1',
    chainId: `eip155:${CHAIN_ID}`,
    nonce,
    issuedAt: new Date().toISOString(),
  })
}

const verify = (message: string, signature: string, rpc = true) =>
  verifySiwxMessage({
    message,
    signature,
    domain: 'app.example.com',
    consumeNonce: () => true,
    verifiers: {
      eip155: eip155Verifier(rpc ? { rpcUrls: { [String(CHAIN_ID)]: anvil.rpcUrl } } : {}),
    },
  })

/**
 * A JSON-RPC endpoint that forwards to anvil and counts the calls: the RPC work that
 * verification costs, as a server pays for it.
 */
async function countingRpc(target: string) {
  const calls: string[] = []
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const parsed = JSON.parse(body) as { method: string } | Array<{ method: string }>
    for (const call of Array.isArray(parsed) ? parsed : [parsed]) calls.push(call.method)
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(await answer.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

describe('a nonce the server never issued costs no RPC call', () => {
  it('refuses it before the ERC-1271 check, and the same message with an issued nonce is checked on chain', async () => {
    const address = await deployWallet(pad('0x03'))
    const rpc = await countingRpc(anvil.rpcUrl)
    try {
      const server = createSiwxServer({
        domain: 'app.example.com',
        chainIds: [`eip155:${CHAIN_ID}`],
        verifiers: { eip155: eip155Verifier({ rpcUrls: { [String(CHAIN_ID)]: rpc.url } }) },
      })
      const forged = messageFor(address, 'neverIssued1234')
      const refused = await server
        .verify({ message: forged, signature: await owner.signMessage({ message: forged }) })
        .catch((caught: unknown) => caught)
      expect(refused).toMatchObject({ reason: 'nonce' })
      expect(rpc.calls).toEqual([])

      // The counter sees the RPC work of a real check: the contract wallet is asked.
      const message = messageFor(address, await server.issueNonce())
      const session = await server.verify({
        message,
        signature: await owner.signMessage({ message }),
      })
      expect(session.data.address).toBe(address)
      expect(rpc.calls.length).toBeGreaterThan(0)
    } finally {
      await rpc.close()
    }
  })
})

describe('smart-account signatures on anvil', () => {
  it('accepts an ERC-1271 signature of a deployed contract wallet, and refuses one by another key', async () => {
    const address = await deployWallet(pad('0x01'))
    expect(await publicClient.getCode({ address })).toMatch(/^0x[0-9a-f]{100,}$/)
    const message = messageFor(address, 'erc1271nonce1')
    const fields = await verify(message, await owner.signMessage({ message }))
    expect(fields.address).toBe(address)
    await expect(verify(message, await stranger.signMessage({ message }))).rejects.toMatchObject({
      reason: 'signature',
    })
  })

  it('refuses a contract-wallet signature when no RPC URL names the chain (EOA check only)', async () => {
    const address = await walletAddress(pad('0x01'))
    const message = messageFor(address, 'erc1271nonce2')
    const error = await verify(message, await owner.signMessage({ message }), false).catch((e) => e)
    expect(error).toBeInstanceOf(SiwxVerificationError)
    expect(error.reason).toBe('signature')
  })

  it('accepts an ERC-6492 signature of a wallet not deployed yet, without deploying it', async () => {
    const salt = pad('0x02')
    const address = await walletAddress(salt)
    expect(await publicClient.getCode({ address })).toBeUndefined()
    const message = messageFor(address, 'erc6492nonce1')
    const signature = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({
        abi: ownerWalletFactoryArtifact.abi,
        functionName: 'deploy',
        args: [owner.address, salt],
      }),
      signature: await owner.signMessage({ message }),
    })
    const fields = await verify(message, signature)
    expect(fields.address).toBe(address)
    // Verification simulates the deployment; nothing is written to the chain.
    expect(await publicClient.getCode({ address })).toBeUndefined()

    const forged = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({
        abi: ownerWalletFactoryArtifact.abi,
        functionName: 'deploy',
        args: [owner.address, salt],
      }),
      signature: await stranger.signMessage({ message }),
    })
    await expect(verify(message, forged)).rejects.toMatchObject({ reason: 'signature' })
  })
})
