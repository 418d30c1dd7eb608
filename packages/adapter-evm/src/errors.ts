/**
 * One place where whatever a wallet, wagmi or viem throws becomes core's typed error:
 * core's own errors pass through; wagmi's connector errors become core's connector errors
 * of the same meaning (spec §8 "Connector errors"); anything else goes through `toRpcError`
 * (spec §8 JSON-RPC codes; 4001 and 5000 become UserRejectedRequestError).
 */
import {
  BaseError,
  ChainNotConfiguredError,
  ConnectorAccountNotFoundError,
  ConnectorAlreadyConnectedError,
  ConnectorChainMismatchError,
  ConnectorNotConnectedError,
  ConnectorUnavailableReconnectingError,
  toRpcError,
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

export function toAdapterError(error: unknown): Error {
  if (error instanceof BaseError) return error
  if (error instanceof Error && Object.hasOwn(WAGMI_CONNECTOR_ERRORS, error.name)) {
    return WAGMI_CONNECTOR_ERRORS[error.name]?.(error) ?? toRpcError(error)
  }
  return toRpcError(error)
}

/** Runs `run` and rethrows its failure as a typed error. */
export async function mapErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toAdapterError(error)
  }
}
