/**
 * The same id as adapter-evm's, so core lists one Email entry for both namespaces. A module
 * of its own: the adapter needs the id at load, the connector's code only with a frame host.
 */
export const EMBEDDED_WALLET_CONNECTOR_ID = 'embeddedWallet'
