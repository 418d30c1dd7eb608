import { getBase58Encoder } from '@solana/kit'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { createWalletClient, erc20Abi, http, parseEther, parseUnits, publicActions } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetChain } from '../src/evm/index.js'
import { type Devnet, startDevnet } from '../src/index.js'

/**
 * Chains and the blockchain API as composed by startDevnet: value moved with the standard
 * clients (viem, @solana/web3.js) shows up in the blockchain API's answers, which proves the
 * wiring between them (RPC URLs, the Solana USDC mint, the shared project registry).
 */

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ ports: 'free', accountAbstraction: false })
})
afterAll(async () => {
  await devnet?.stop()
})

const sdk = { projectId: 'keyway-test', st: 'appkit', sv: 'html-test' }
type Balance = { symbol: string; chainId: string; value: number; quantity: { numeric: string } }

async function api<T>(path: string, query: Record<string, string> = {}): Promise<T> {
  const res = await fetch(
    `${devnet.urls.blockchainApi}${path}?${new URLSearchParams({ ...sdk, ...query })}`,
  )
  expect(res.status).toBe(200)
  return (await res.json()) as T
}

describe('devnet: EVM transfers read back through the blockchain API', () => {
  it('shows an ETH and a USDC transfer in the receiver’s balances and history', async () => {
    const chain = devnet.evm.chains[0]
    const key = devnet.accounts.evm[2]?.privateKey
    if (!chain || !key) throw new Error('no chain or account')
    const client = createWalletClient({
      account: privateKeyToAccount(key),
      chain: devnetChain(chain.chainId, chain.rpcUrl),
      transport: http(chain.rpcUrl),
    }).extend(publicActions)
    const receiver = privateKeyToAccount(generatePrivateKey()).address

    const ethTx = await client.sendTransaction({ to: receiver, value: parseEther('1.25') })
    await client.waitForTransactionReceipt({ hash: ethTx })
    const usdcTx = await client.writeContract({
      address: chain.contracts.usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, parseUnits('12.5', 6)],
    })
    await client.waitForTransactionReceipt({ hash: usdcTx })

    const { balances } = await api<{ balances: Balance[] }>(`/v1/account/${receiver}/balance`, {
      currency: 'usd',
      chainId: `eip155:${chain.chainId}`,
    })
    const bySymbol = Object.fromEntries(balances.map((b) => [b.symbol, b.quantity.numeric]))
    expect(bySymbol).toMatchObject({ ETH: '1.25', USDC: '12.5' })

    const history = await api<{
      data: {
        metadata: { operationType: string }
        transfers: { fungible_info?: { symbol: string } }[]
      }[]
    }>(`/v1/account/${receiver}/history`, { chainId: `eip155:${chain.chainId}` })
    expect(history.data.map((t) => t.metadata.operationType)).toEqual(['receive', 'receive'])
    expect(history.data.map((t) => t.transfers[0]?.fungible_info?.symbol)).toEqual(['USDC', 'ETH'])
  })
})

describe('devnet: Solana transfers read back through the blockchain API', () => {
  it('shows a SOL and a test-USDC (SPL) transfer made with @solana/web3.js in the receiver’s balances', async () => {
    const connection = new Connection(devnet.urls.solanaRpc, {
      commitment: 'confirmed',
      wsEndpoint: devnet.urls.solanaWs,
    })
    const secret = devnet.accounts.solana[1]?.secretKey
    if (!secret) throw new Error('no Solana account')
    const payer = Keypair.fromSecretKey(Uint8Array.from(getBase58Encoder().encode(secret)))
    const receiver = Keypair.generate().publicKey
    const mint = new PublicKey(devnet.solana.usdcMint.address)
    const source = getAssociatedTokenAddressSync(mint, payer.publicKey)
    const destination = getAssociatedTokenAddressSync(mint, receiver)

    const tx = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: receiver,
        lamports: 1.5 * LAMPORTS_PER_SOL,
      }),
      createAssociatedTokenAccountIdempotentInstruction(
        payer.publicKey,
        destination,
        receiver,
        mint,
      ),
      createTransferCheckedInstruction(source, mint, destination, payer.publicKey, 2_500_000, 6),
    )
    await sendAndConfirmTransaction(connection, tx, [payer])

    const { balances } = await api<{ balances: Balance[] }>(
      `/v1/account/${receiver.toBase58()}/balance`,
      {
        currency: 'usd',
      },
    )
    const bySymbol = Object.fromEntries(balances.map((b) => [b.symbol, b.quantity.numeric]))
    expect(bySymbol).toEqual({ SOL: '1.5', USDC: '2.5' })
    expect(balances[0]?.chainId).toBe(`solana:${devnet.solana.genesisHash.slice(0, 32)}`)
  })
})
