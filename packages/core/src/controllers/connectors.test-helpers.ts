/** Connectors the connector controller's tests and the connection's connector rules share. */
import type { Connector } from '../types/connector.js'

export const phantomEvm: Connector = {
  id: 'phantom-evm',
  name: 'Phantom',
  chain: 'eip155',
  type: 'ANNOUNCED',
  info: { rdns: 'app.phantom' },
}
export const phantomSol: Connector = {
  id: 'phantom-sol',
  name: 'Phantom',
  chain: 'solana',
  type: 'ANNOUNCED',
  info: { rdns: 'app.phantom' },
  imageUrl: 'https://img/phantom.png',
}
export const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  chain: 'eip155',
  type: 'ANNOUNCED',
}
export const wcEvm: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  chain: 'eip155',
  type: 'WALLET_CONNECT',
}
export const wcSol: Connector = { ...wcEvm, chain: 'solana' }
export const authEvm: Connector = { id: 'auth', name: 'Email', chain: 'eip155', type: 'AUTH' }
