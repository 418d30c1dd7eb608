/** The ids of the adapter's two fixed connectors; an EIP-6963 wallet's id is its rdns. */
export const INJECTED_CONNECTOR_ID = 'injected'
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'
/** wagmi's `type` of a WalletConnect connector (Keyway's, and wagmi's own `walletConnect()`). */
export const WALLET_CONNECT_CONNECTOR_TYPE = 'walletConnect'
/** The embedded email wallet's connector (type AUTH), listed when the client has a frame host. */
export const EMBEDDED_WALLET_CONNECTOR_ID = 'embeddedWallet'
