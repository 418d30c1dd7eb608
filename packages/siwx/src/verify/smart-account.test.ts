/**
 * Smart-account sign-in on a real chain: devnet's anvil with an ERC-1271 contract wallet
 * (OwnerWallet) deployed by its CREATE2 factory, and an ERC-6492 signature of a wallet
 * that is not deployed yet.
 */
import { type AnvilNode, ownerWalletFactoryArtifact, startAnvil } from 'devnet'
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
