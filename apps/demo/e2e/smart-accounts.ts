/**
 * What the smart-account specs share: an email login to the connected smart account, test
 * USDC for it, and reads of devnet's first chain and its EntryPoint.
 */
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  parseAbiItem,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { readDevnetEndpoints } from '../scripts/lib/devnet-endpoints.js'
import type { E2eEnv } from './e2e-env.js'

export const USDC: Address = readDevnetEndpoints().evmTokens.usdc

export const client = (e2e: E2eEnv): PublicClient =>
  createPublicClient({ transport: http(e2e.devnet.urls.evmRpc, { timeout: 10_000 }) })

export const userOperationEvent = parseAbiItem(
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
)

/** Test USDC for `to` (devnet's test tokens mint to anyone; a test account pays the gas). */
export async function mintUsdc(e2e: E2eEnv, to: Address, amount: bigint) {
  const funder = e2e.devnet.accounts.evm[5]
  if (!funder) throw new Error('no devnet account')
  const hash = await createWalletClient({
    account: privateKeyToAccount(funder.privateKey as Hex),
    transport: http(e2e.devnet.urls.evmRpc, { timeout: 10_000 }),
  }).writeContract({
    chain: null,
    address: USDC,
    abi: MINT_ABI,
    functionName: 'mint',
    args: [to, amount],
  })
  await client(e2e).waitForTransactionReceipt({ hash, pollingInterval: 50 })
}

const MINT_ABI = [
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [],
  },
] as const
