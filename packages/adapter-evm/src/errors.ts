/**
 * wagmi's connector errors become core's connector errors of the same meaning (docs/errors.md#connecting-and-the-wallet
 * "Connector errors"). The adapter kit applies `fromWagmiError` at its boundary; the chain
 * calls map their own failures with to-adapter-error.ts. Kept apart from that file so the
 * adapter's first load does not bring core's RPC error mapping.
 */
import {
  type BaseError,
  ChainNotConfiguredError,
  ConnectorAccountNotFoundError,
  ConnectorAlreadyConnectedError,
  ConnectorChainMismatchError,
  ConnectorNotConnectedError,
  ConnectorUnavailableReconnectingError,
} from '@keyway/core'

/** wagmi's connector errors by `name`, and core's error for each. */
const WAGMI_CONNECTOR_ERRORS: Readonly<Record<string, (cause: Error) => BaseError>> = {
  ChainNotConfiguredError: (cause) => new ChainNotConfiguredError({ cause }),
  ConnectorAlreadyConnectedError: (cause) => new ConnectorAlreadyConnectedError({ cause }),
  ConnectorNotConnectedError: (cause) => new ConnectorNotConnectedError({ cause }),
  ConnectorNotFoundError: (cause) => new ConnectorNotConnectedError({ cause }),
  ConnectorAccountNotFoundError: (cause) => new ConnectorAccountNotFoundError({ cause }),
  ConnectorChainMismatchError: (cause) => new ConnectorChainMismatchError({ cause }),
  ConnectorUnavailableReconnectingError: (cause) =>
    new ConnectorUnavailableReconnectingError({ cause }),
}

/**
 * Core's error for one of wagmi's connector errors; undefined for any other error. The
 * adapter kit applies it to every failure of the adapter's public methods.
 */
export function fromWagmiError(error: Error): BaseError | undefined {
  // Own keys only: a name such as 'toString' is no mapping.
  if (!Object.hasOwn(WAGMI_CONNECTOR_ERRORS, error.name)) return undefined
  return WAGMI_CONNECTOR_ERRORS[error.name]?.(error)
}
