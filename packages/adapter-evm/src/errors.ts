/**
 * One place where whatever a wallet, wagmi or viem throws becomes core's typed error:
 * wagmi's connector errors become core's connector errors of the same meaning (spec §8
 * "Connector errors"); everything else is core's adapter mapping (its own errors pass
 * through, the rest by JSON-RPC code; 4001 and 5000 become UserRejectedRequestError).
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
import { toAdapterError as toCoreAdapterError } from '@keyway/core/adapter'

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

export function toAdapterError(error: unknown): Error {
  return toCoreAdapterError(error, fromWagmiError)
}
