import { getAssociatedTokenAddressSync, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { writeGenesis } from './genesis.js'
import { createSolanaLedger } from './ledger.js'
import { decodeTokenAccount, parseTokenAccountData, tokenBalances, uiTokenAmount } from './token.js'

function genesisLedger() {
  const ledger = createSolanaLedger()
  const genesis = writeGenesis(ledger, { accounts: 2, usdcPerAccount: 1_234 })
  const lookup = (address: string) => ledger.getAccount(address)
  const owner = genesis.accounts[1]?.publicKey ?? ''
  const ata = getAssociatedTokenAddressSync(
    new PublicKey(genesis.usdcMint.address),
    new PublicKey(owner),
  ).toBase58()
  return { ledger, genesis, lookup, owner, ata }
}

describe('SPL token parsing', () => {
  it('formats token amounts with decimals the way Solana RPC does', () => {
    expect(uiTokenAmount(2_500_000n, 6)).toEqual({
      amount: '2500000',
      decimals: 6,
      uiAmount: 2.5,
      uiAmountString: '2.5',
    })
    expect(uiTokenAmount(0n, 6).uiAmountString).toBe('0')
    expect(uiTokenAmount(1n, 9).uiAmountString).toBe('0.000000001')
  })

  it('parses a token account into the jsonParsed "account" form with the mint decimals', () => {
    const { ledger, genesis, lookup, owner, ata } = genesisLedger()
    const account = ledger.getAccount(ata)
    if (!account) throw new Error('ATA missing')
    expect(parseTokenAccountData(ata, account, lookup)).toEqual({
      program: 'spl-token',
      space: 165,
      parsed: {
        type: 'account',
        info: {
          isNative: false,
          mint: genesis.usdcMint.address,
          owner,
          state: 'initialized',
          tokenAmount: uiTokenAmount(1_234_000_000n, 6),
        },
      },
    })
  })

  it('parses the mint into the jsonParsed "mint" form', () => {
    const { ledger, genesis, lookup } = genesisLedger()
    const mint = ledger.getAccount(genesis.usdcMint.address)
    if (!mint) throw new Error('mint missing')
    expect(parseTokenAccountData(genesis.usdcMint.address, mint, lookup)).toEqual({
      program: 'spl-token',
      space: 82,
      parsed: {
        type: 'mint',
        info: {
          decimals: 6,
          freezeAuthority: null,
          isInitialized: true,
          mintAuthority: genesis.usdcMintAuthority,
          supply: '2468000000',
        },
      },
    })
  })

  it('leaves accounts of other programs unparsed', () => {
    const { ledger, lookup, owner } = genesisLedger()
    const wallet = ledger.getAccount(owner)
    if (!wallet) throw new Error('wallet missing')
    expect(parseTokenAccountData(owner, wallet, lookup)).toBeNull()
    expect(decodeTokenAccount(owner, wallet)).toBeNull()
    const fake = { ...wallet, owner: TOKEN_PROGRAM_ID.toBase58(), data: new Uint8Array(10) }
    expect(parseTokenAccountData(owner, fake, lookup)).toBeNull()
  })

  it('lists token balances by account index for transaction metas', () => {
    const { genesis, lookup, owner, ata } = genesisLedger()
    expect(tokenBalances([owner, ata], lookup)).toEqual([
      {
        accountIndex: 1,
        mint: genesis.usdcMint.address,
        owner,
        programId: TOKEN_PROGRAM_ID.toBase58(),
        uiTokenAmount: uiTokenAmount(1_234_000_000n, 6),
      },
    ])
  })
})
