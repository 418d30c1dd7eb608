import type { KeywayClient } from '../client/create-keyway.js'
import type { OpenModalOptions } from '../controllers/modal.js'

export type OpenModalParameters = OpenModalOptions

export type OpenModalReturnType = undefined

export type OpenModalErrorType = never

/**
 * Opens the modal (docs/views.md#opening-the-modal): on the view asked for (with swap arguments as its data), on
 * ConnectingWalletConnectBasic with a pairing uri, otherwise on Account when connected
 * and Connect when not. Opening starts a fresh back-history.
 *
 * Opened with a `namespace`, the wallet list (Connect, All Wallets, `getWalletList`) shows
 * only the wallets of that namespace until the modal is opened again without one.
 *
 * A wallet on a network the app does not configure opens unsupported-chain instead of
 * Account: the Account view would show an 'Unknown Network' with empty balances
 * (docs/validation.md, docs/errors.md), and the one thing the user can do there is switch.
 */
export function openModal(
  client: KeywayClient,
  parameters: OpenModalParameters = {},
): OpenModalReturnType {
  const { chain, connector, navigation, connection, isConnected } = client._internal
  connector.setFilterByNamespace(parameters.namespace)
  if (parameters.namespace) chain.setActiveNamespace(parameters.namespace)
  if (parameters.uri !== undefined) {
    // A pairing uri is shown as a plain QR code, whatever view was asked for.
    connection.setUri(parameters.uri)
    navigation.openModal('ConnectingWalletConnectBasic')
  } else if (parameters.view) {
    navigation.openModal(
      parameters.view,
      parameters.swapArguments ? { swapArguments: parameters.swapArguments } : undefined,
    )
  } else {
    const namespace = parameters.namespace ?? chain.state.activeNamespace
    const view = !isConnected(namespace)
      ? 'Connect'
      : chain.isUnsupportedNetwork(namespace)
        ? 'unsupported-chain'
        : 'Account'
    navigation.openModal(view)
  }
}
