/** Test-only: a WalletConnect wallet app (a real sign-client peer) over devnet's relay. */
import { randomUUID } from 'node:crypto'
import { createWalletConnectClosers, memoryKeyValueStorage } from '@keyway/test/walletconnect'
import { SignClient } from '@walletconnect/sign-client'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devnetAccount, testDevnet } from './devnet.test-helpers.js'

const devnet = testDevnet()
export const PROJECT_ID = 'keyway-test'
// Accounts 10.. are not used by the injected tests' transactions.
export const walletAccount = privateKeyToAccount(devnetAccount(devnet, 1).privateKey)

export type WalletPeer = Awaited<ReturnType<typeof SignClient.init>>
export const closers = createWalletConnectClosers()

/** A wallet app: approves every proposal with its account on both chains; signs on request. */
export async function startWalletPeer(options: { rejectSign?: boolean } = {}): Promise<WalletPeer> {
  const wallet = await SignClient.init({
    projectId: PROJECT_ID,
    relayUrl: devnet.urls.relay,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'peer wallet', description: 'test', url: 'http://127.0.0.1', icons: [] },
    storage: memoryKeyValueStorage(),
    customStoragePrefix: `wallet-${randomUUID()}`,
  })
  const chains = devnet.chains.map((c) => `eip155:${c.chainId}`)
  wallet.on('session_proposal', ({ id }) => {
    void wallet.approve({
      id,
      namespaces: {
        eip155: {
          chains,
          accounts: chains.map((c) => `${c}:${walletAccount.address}`),
          methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    })
  })
  wallet.on('session_request', ({ topic, id, params }) => {
    if (options.rejectSign) {
      void wallet.respond({
        topic,
        response: { id, jsonrpc: '2.0', error: { code: 5000, message: 'User rejected.' } },
      })
      return
    }
    const [message] = params.request.params as [Hex, string]
    void walletAccount
      .signMessage({ message: { raw: message } })
      .then((result) => wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } }))
  })
  closers.closeLater(wallet)
  return wallet
}
