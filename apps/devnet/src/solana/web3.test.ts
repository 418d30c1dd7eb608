import { getBase58Encoder } from '@solana/kit'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type SolanaDevnet, startSolanaRpc } from './index.js'

/** The standard client, unmodified, against a real devnet Solana server on free ports. */

let devnet: SolanaDevnet
let connection: Connection

function keypair(index: number): Keypair {
  const account = devnet.accounts[index]
  if (!account) throw new Error(`no test account ${index}`)
  return Keypair.fromSecretKey(Uint8Array.from(getBase58Encoder().encode(account.secretKey)))
}

beforeAll(async () => {
  devnet = await startSolanaRpc({ host: '127.0.0.1', port: 0, wsPort: 0, slotIntervalMs: 50 })
  connection = new Connection(devnet.rpcUrl, { commitment: 'confirmed', wsEndpoint: devnet.wsUrl })
})

afterAll(async () => {
  await devnet?.stop()
})

describe('startSolanaRpc with @solana/web3.js Connection', () => {
  it('funds the fixed-seed test accounts with 100 SOL each at start', async () => {
    expect(devnet.accounts).toHaveLength(5)
    const balances = await Promise.all(
      devnet.accounts.map((a) => connection.getBalance(new PublicKey(a.publicKey))),
    )
    for (const balance of balances) expect(balance).toBe(100 * LAMPORTS_PER_SOL)
  })

  it('derives the same accounts, mint and genesis hash on every start', async () => {
    const again = await startSolanaRpc({ host: '127.0.0.1', port: 0, wsPort: 0, slotIntervalMs: 0 })
    try {
      expect(again.accounts).toEqual(devnet.accounts)
      expect(again.usdcMint).toEqual(devnet.usdcMint)
      expect(again.genesisHash).toBe(devnet.genesisHash)
      expect(await connection.getGenesisHash()).toBe(devnet.genesisHash)
    } finally {
      await again.stop()
    }
  })

  it('transfers SOL with sendAndConfirmTransaction and charges the 5000-lamport fee', async () => {
    const from = keypair(0)
    const to = Keypair.generate().publicKey
    const before = await connection.getBalance(from.publicKey)
    const tx = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: from.publicKey,
        toPubkey: to,
        lamports: LAMPORTS_PER_SOL,
      }),
    )
    const signature = await sendAndConfirmTransaction(connection, tx, [from])
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL)
    expect(await connection.getBalance(from.publicKey)).toBe(before - LAMPORTS_PER_SOL - 5000)

    const status = await connection.getSignatureStatus(signature)
    expect(status.value?.err).toBeNull()
    expect(['confirmed', 'finalized']).toContain(status.value?.confirmationStatus)

    const fetched = await connection.getTransaction(signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    })
    expect(fetched?.meta?.fee).toBe(5000)
    expect(fetched?.meta?.err).toBeNull()
    expect(fetched?.meta?.logMessages).toContain('Program 11111111111111111111111111111111 success')
    const keys = fetched?.transaction.message.staticAccountKeys.map((k) => k.toBase58())
    const toIndex = keys?.indexOf(to.toBase58()) ?? -1
    expect(fetched?.meta?.preBalances[toIndex]).toBe(0)
    expect(fetched?.meta?.postBalances[toIndex]).toBe(LAMPORTS_PER_SOL)
  })

  it('confirms at finalized commitment only once the slot clock moves past the transaction', async () => {
    const finalized = new Connection(devnet.rpcUrl, {
      commitment: 'finalized',
      wsEndpoint: devnet.wsUrl,
    })
    const from = keypair(1)
    const tx = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: from.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: LAMPORTS_PER_SOL / 10,
      }),
    )
    const signature = await sendAndConfirmTransaction(finalized, tx, [from])
    const status = await finalized.getSignatureStatus(signature)
    expect(status.value?.confirmationStatus).toBe('finalized')
    expect(status.value?.confirmations).toBeNull()
  })

  it('parses a SOL transfer in jsonParsed getTransaction and lists it by address', async () => {
    const from = keypair(3)
    const to = Keypair.generate().publicKey
    const signature = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: from.publicKey,
          toPubkey: to,
          lamports: LAMPORTS_PER_SOL,
        }),
      ),
      [from],
    )
    const parsed = await connection.getParsedTransaction(signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    })
    const instruction = parsed?.transaction.message.instructions[0]
    expect(instruction && 'parsed' in instruction ? instruction.parsed : null).toEqual({
      type: 'transfer',
      info: {
        source: from.publicKey.toBase58(),
        destination: to.toBase58(),
        lamports: LAMPORTS_PER_SOL,
      },
    })
    expect(parsed?.transaction.message.accountKeys[0]).toMatchObject({
      signer: true,
      writable: true,
    })

    const listed = await connection.getSignaturesForAddress(to)
    expect(listed.map((s) => s.signature)).toEqual([signature])
    const [payerInfo, missing] = (
      await connection.getMultipleAccountsInfo([from.publicKey, Keypair.generate().publicKey])
    ).values()
    expect(payerInfo?.owner.toBase58()).toBe(SystemProgram.programId.toBase58())
    expect(missing).toBeNull()
  })

  it('moves test USDC to a new wallet, creating its associated token account', async () => {
    const from = keypair(0)
    const recipient = Keypair.generate().publicKey
    const mint = new PublicKey(devnet.usdcMint.address)
    const source = getAssociatedTokenAddressSync(mint, from.publicKey)
    const destination = getAssociatedTokenAddressSync(mint, recipient)
    const tx = new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(
        from.publicKey,
        destination,
        recipient,
        mint,
      ),
      createTransferCheckedInstruction(source, mint, destination, from.publicKey, 2_500_000n, 6),
    )
    const signature = await sendAndConfirmTransaction(connection, tx, [from])

    const owned = await connection.getParsedTokenAccountsByOwner(recipient, { mint })
    expect(owned.value).toHaveLength(1)
    expect(owned.value[0]?.pubkey.toBase58()).toBe(destination.toBase58())
    const data = owned.value[0]?.account.data
    expect(data?.program).toBe('spl-token')
    expect(data?.parsed).toMatchObject({
      type: 'account',
      info: {
        mint: mint.toBase58(),
        owner: recipient.toBase58(),
        state: 'initialized',
        tokenAmount: { amount: '2500000', decimals: 6, uiAmount: 2.5, uiAmountString: '2.5' },
      },
    })

    const byProgram = await connection.getTokenAccountsByOwner(recipient, {
      programId: TOKEN_PROGRAM_ID,
    })
    expect(byProgram.value.map((a) => a.pubkey.toBase58())).toEqual([destination.toBase58()])

    const balance = await connection.getTokenAccountBalance(destination)
    expect(balance.value).toEqual({
      amount: '2500000',
      decimals: 6,
      uiAmount: 2.5,
      uiAmountString: '2.5',
    })
    const sourceBalance = await connection.getTokenAccountBalance(source)
    expect(sourceBalance.value.amount).toBe('9997500000')

    const fetched = await connection.getTransaction(signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    })
    const post = fetched?.meta?.postTokenBalances?.find((b) => b.owner === recipient.toBase58())
    expect(post?.uiTokenAmount.amount).toBe('2500000')
    expect(fetched?.meta?.innerInstructions?.length).toBeGreaterThan(0)
  })

  it('reports the USDC mint as a parsed mint with 6 decimals', async () => {
    const info = await connection.getParsedAccountInfo(new PublicKey(devnet.usdcMint.address))
    const data = info.value?.data
    expect(data && 'parsed' in data ? data.parsed : null).toMatchObject({
      type: 'mint',
      info: { decimals: 6, isInitialized: true, mintAuthority: devnet.usdcMintAuthority },
    })
  })

  it('credits requestAirdrop from the faucet and confirms it like any transaction', async () => {
    const wallet = Keypair.generate().publicKey
    const signature = await connection.requestAirdrop(wallet, 2 * LAMPORTS_PER_SOL)
    const latest = await connection.getLatestBlockhash()
    const result = await connection.confirmTransaction({ signature, ...latest }, 'confirmed')
    expect(result.value.err).toBeNull()
    expect(await connection.getBalance(wallet)).toBe(2 * LAMPORTS_PER_SOL)
  })

  it('rejects a transfer larger than the balance in preflight with the program logs', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction(
      {
        signature: await connection.requestAirdrop(poor.publicKey, LAMPORTS_PER_SOL),
        ...(await connection.getLatestBlockhash()),
      },
      'confirmed',
    )
    const tx = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: poor.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 5 * LAMPORTS_PER_SOL,
      }),
    )
    const error = await sendAndConfirmTransaction(connection, tx, [poor]).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendTransactionError)
    const sendError = error as SendTransactionError
    expect(sendError.message).toContain(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    )
    expect(sendError.logs?.join('\n')).toContain('Transfer: insufficient lamports')
    // Preflight refused it: nothing was charged.
    expect(await connection.getBalance(poor.publicKey)).toBe(LAMPORTS_PER_SOL)
  })

  it('records a failed transaction sent with skipPreflight, charging only the fee', async () => {
    const payer = keypair(2)
    const before = await connection.getBalance(payer.publicKey)
    const { blockhash } = await connection.getLatestBlockhash()
    const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000 * LAMPORTS_PER_SOL,
      }),
    )
    tx.sign(payer)
    const signature = await connection.sendRawTransaction(tx.serialize(), { skipPreflight: true })
    const status = await connection.getSignatureStatus(signature)
    expect(status.value?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(await connection.getBalance(payer.publicKey)).toBe(before - 5000)
  })

  it('answers getFeeForMessage, rent exemption, slot, block height and epoch info', async () => {
    const payer = keypair(3)
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash })
      .add(
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: payer.publicKey,
          lamports: 1,
        }),
      )
      .compileMessage()
    expect((await connection.getFeeForMessage(message)).value).toBe(5000)
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2039280)
    const slot = await connection.getSlot()
    expect(await connection.getBlockHeight()).toBeGreaterThanOrEqual(slot)
    const epoch = await connection.getEpochInfo()
    expect(epoch.absoluteSlot).toBeGreaterThanOrEqual(slot)
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    expect(await connection.getRecentPrioritizationFees()).toEqual([])
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
  })

  it('notifies an account subscription when a transaction changes the account', async () => {
    const watched = Keypair.generate().publicKey
    const open = devnet.subscriptionCount()
    const changed = new Promise<number>((resolve) => {
      const id = connection.onAccountChange(watched, (info) => {
        void connection.removeAccountChangeListener(id)
        resolve(info.lamports)
      })
    })
    // The transfer must land after the subscription reached the server.
    await vi.waitFor(() => expect(devnet.subscriptionCount()).toBe(open + 1))
    const from = keypair(4)
    await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: from.publicKey,
          toPubkey: watched,
          lamports: LAMPORTS_PER_SOL,
        }),
      ),
      [from],
    )
    expect(await changed).toBe(LAMPORTS_PER_SOL)
  })
})
