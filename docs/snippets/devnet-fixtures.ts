// docs/devnet.md, "What devnet always is": a viem wallet on devnet's first funded account,
// from the fixtures alone (nothing is started).
// #region fixtures
import { DEFAULT_URLS, EVM_TEST_ACCOUNTS } from '@keyway/devnet/fixtures'
import { createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

const account = privateKeyToAccount(EVM_TEST_ACCOUNTS[0].privateKey)
export const wallet = createWalletClient({ account, transport: http(DEFAULT_URLS.evmRpc) })
// #endregion fixtures
