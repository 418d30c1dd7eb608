/**
 * `@keyway/devnet/fixtures`: what a devnet always is, known without starting one. Its fixed
 * loopback ports and URLs, chain ids, funded test accounts, token addresses and genesis hash
 * are the same on every run (anvil's published mnemonic, fixed seeds, deployment order), so a
 * dapp's build config and tests can name them before devnet is up.
 *
 * Plain JavaScript without a single import, on purpose: it loads unbuilt under plain Node (a
 * Vite or Playwright config), in a browser bundle and in any test runner, and pulls in no
 * Node builtin and no chain library. `fixtures.d.ts` is its types. devnet's own code derives
 * the same values; `test/fixtures.test.ts` checks every one against that derivation and
 * against a running devnet's READY line.
 *
 * The keys are public test keys: never use them for anything of value.
 */

/** The host devnet listens on unless `KEYWAY_DEVNET_HOST` says otherwise. */
export const DEFAULT_HOST = '127.0.0.1'

/**
 * devnet's fixed ports, by READY key (each one overridable with
 * `KEYWAY_DEVNET_<NAME>_PORT`; `KEYWAY_DEVNET_PORTS=free` takes free ones).
 */
export const DEFAULT_PORTS = Object.freeze({
  evmRpc: 8545,
  evmRpc2: 8546,
  solanaRpc: 8899,
  /** Solana's convention: the WebSocket endpoint sits on the RPC port + 1. */
  solanaWs: 8900,
  relay: 8555,
  blockchainApi: 8510,
  configApi: 8511,
  mailbox: 8512,
  /** The mailbox's SMTP listener (mail in; the mailbox's HTTP port is how it is read). */
  smtp: 8525,
  oauth: 8513,
  /** The ERC-4337 bundler (alto) of the first EVM chain; also reached via the chain-RPC route. */
  bundler: 8514,
})

const WS_KEYS = new Set(['solanaWs', 'relay'])
const SMTP_KEYS = new Set(['smtp'])

/** The URLs of a devnet started on its fixed ports: the READY line's URL fields. */
export const DEFAULT_URLS = Object.freeze(
  Object.fromEntries(
    Object.entries(DEFAULT_PORTS).map(([key, port]) => {
      const scheme = WS_KEYS.has(key) ? 'ws' : SMTP_KEYS.has(key) ? 'smtp' : 'http'
      return [key, `${scheme}://${DEFAULT_HOST}:${port}`]
    }),
  ),
)

/** The two local EVM chains: network switching between them is real. */
export const EVM_CHAIN_ID = 31337
export const EVM_CHAIN_ID_2 = 31338

/** anvil's published test mnemonic: every EVM account below is derived from it. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

/**
 * The funded EVM test accounts (`m/44'/60'/0'/0/0` to `/9` of the mnemonic), on both chains:
 * 10000 ETH and 10000 of each test token each. READY's `accounts.evm`.
 */
export const EVM_TEST_ACCOUNTS = Object.freeze(
  [
    {
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    },
    {
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    },
    {
      address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
      privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
    },
    {
      address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
      privateKey: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
    },
    {
      address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
      privateKey: '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
    },
    {
      address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
      privateKey: '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
    },
    {
      address: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
      privateKey: '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
    },
    {
      address: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
      privateKey: '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
    },
    {
      address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
      privateKey: '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
    },
    {
      address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
      privateKey: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
    },
  ].map((account) => Object.freeze(account)),
)

/** devnet's ERC-20 test tokens: the same addresses on both chains. */
export const EVM_TOKENS = Object.freeze({
  /** USD Coin, 6 decimals. */
  usdc: '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9',
  /** Dai Stablecoin, 18 decimals. */
  dai: '0x10Aeafac83d48E2f9ac4bAAf94311c45fACe1404',
  /** Tether USD, 6 decimals; like USDT, its transfer returns nothing. */
  usdt: '0xCABEe62adFB2a4d4172Fc2F7536f324FC52C274a',
})

/** The Solana network's fixed genesis hash. */
export const SOLANA_GENESIS_HASH = '7KYHUcy2LQ5fY3vHj4s2xJtNGiotsX4w4Ffaa8ZQ1JTc'

/** The Solana network's CAIP-2 id: `solana:` and the first 32 characters of the genesis hash. */
export const SOLANA_CAIP2 = `solana:${SOLANA_GENESIS_HASH.slice(0, 32)}`

/**
 * The funded Solana test accounts (fixed seeds). `secretKey` is the base58 of the 64-byte
 * secret key (seed and public key), the form wallets import. READY's `accounts.solana`; the
 * first one is also the test USDC mint's authority.
 */
export const SOLANA_TEST_ACCOUNTS = Object.freeze(
  [
    {
      publicKey: 'BMDtd9gmMKzNiYofPhQYBBYpAgD8sYbzM4ra1BTduHPr',
      secretKey:
        '4DQWGcviDboRdKZJgZQnsqg3aX4vaJcL9362XqaxLH2k6EFa75sEvpC4RP3VpQj9ruivDRhBsd8Qrywz3WN7ZnRA',
    },
    {
      publicKey: 'AwAXXUorrtnuhUSbczhfkz7VKDouBmVxm8khF3cydWp7',
      secretKey:
        'jZZoHrmw9Zs14B5qLgjB7ETV7Yjxmyff46sKo3B18Khx9m4gctxQTxXGbNSctt5kNmLGicuYLis6Yr8LMsbYECw',
    },
    {
      publicKey: 'BBytKY2aBPTFib4haYKx56BPT1GBsYVEiN2Qa4awL6Ma',
      secretKey:
        'EpZC3NAN8mrWWKspSdMJ6nUJwQgRqAsbLVRcJcosLQ4ApPHGxyste5DCUbfkQok8uN59pyuUGVvP42AtabaQ4eY',
    },
    {
      publicKey: '57KqU5iUXpNGvQSKVKSeomgiLP58aQM9xKhPabJnHQDx',
      secretKey:
        'sA18qH3kA47PTUrSQXFy2bhZ3piTApgaqzNDrCPFNL1xRVJq1x1MUhdCdAcG3urYqctYR9hdDCdfYAmRxTdKZoY',
    },
    {
      publicKey: '4qxmyWwq217PQojfR9HXTjipPB9nKd7R1rKXf6HMvfzg',
      secretKey:
        '2Foir2NR9S7uB38UdAKHUQvz64ivirG759VAywZnb6EdQdiiTWMY1Zk8tTvbwtMKucdcX9vLcz4kCth8Gycgc8TA',
    },
  ].map((account) => Object.freeze(account)),
)

/** devnet's test USDC mint on Solana (6 decimals). */
export const SOLANA_USDC_MINT = '7hEjEDcqbqt26Ebj6mFJKRMGb4h3NGqSFt4ewNmp4mH'
