/**
 * Calls into one sats-connect provider (Xverse-style wallets), through @sats-connect/core's
 * `request(method, params, providerId)`. The library is imported on first use, never at
 * page load (it bundles axios and its schemas): a page that never connects a sats-connect
 * wallet never downloads it.
 *
 * - connect: `wallet_connect` with the `payment` and `ordinals` addresses (on the network
 *   asked for); a wallet without it answers `getAccounts`, and its network is then read with
 *   `wallet_getNetwork`;
 * - restore on page load: `wallet_getAccount`, which answers without a prompt while the
 *   site keeps the wallet's permission;
 * - `signMessage` with a protocol (`BIP322` or `ECDSA`) and the one the wallet used;
 * - `wallet_changeNetwork`, `wallet_disconnect`, and the wallet's `accountChange`,
 *   `networkChange` and `disconnect` events.
 *
 * Failures come back as `{ status: 'error', error: { code, message } }`, mapped to core's
 * errors: sats-connect's rejection code (-32000) is a UserRejectedRequestError, an unknown
 * method an UnsupportedProviderMethodError, a refused permission an
 * UnauthorizedProviderError.
 */
import {
  type BaseError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from '@keyway/core'
import { toAdapterError } from '@keyway/core/adapter'
import type { Params, Requests, Return, RpcResult } from '@sats-connect/core'
import type { SatsConnectNetworkName } from '../networks.js'

type SatsConnect = typeof import('@sats-connect/core')

let loading: Promise<SatsConnect> | undefined
/** @sats-connect/core, imported once on first use. */
export function loadSatsConnect(): Promise<SatsConnect> {
  loading ??= import('@sats-connect/core')
  return loading
}

/** sats-connect's JSON-RPC codes (its `RpcErrorCode`). */
const USER_REJECTION = -32000
const METHOD_NOT_FOUND = -32601
const METHOD_NOT_SUPPORTED = -32001
const ACCESS_DENIED = -32002

export class SatsConnectRequestFailure extends Error {
  override name = 'SatsConnectRequestFailure'
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
  ) {
    super(`${method}: ${message}`)
  }
}

/** Core's error for a sats-connect error answer. */
export function toSatsConnectError(method: string, error: { code: number; message: string }) {
  const details = `${method}: ${error.message}`
  const cause = new SatsConnectRequestFailure(method, error.code, error.message)
  switch (error.code) {
    case USER_REJECTION:
      return new UserRejectedRequestError({ details, cause })
    case METHOD_NOT_FOUND:
    case METHOD_NOT_SUPPORTED:
      return new UnsupportedProviderMethodError({ details, cause })
    case ACCESS_DENIED:
      return new UnauthorizedProviderError({ details, cause })
    default:
      return toAdapterError({ code: error.code, message: details }) as BaseError
  }
}

/** An address as sats-connect answers it. */
export type SatsConnectAddress = { address: string; publicKey: string; purpose: string }

export type SatsConnectAccounts = {
  addresses: SatsConnectAddress[]
  /** The wallet's Bitcoin network, when it said. */
  network: string | undefined
}

/** sats-connect's `AddressPurpose` and `BitcoinNetworkType` values (string enums). */
type Purpose = Params<'getAccounts'>['purposes'][number]
type NetworkType = Params<'wallet_changeNetwork'>['name']
const PURPOSES = ['payment', 'ordinals'] as Purpose[]

export type SatsConnectClient = ReturnType<typeof createSatsConnectClient>

/** The calls the adapter makes of the provider `providerId` (a path on the page's window). */
export function createSatsConnectClient(providerId: string) {
  async function call<M extends keyof Requests>(method: M, params: Params<M>): Promise<Return<M>> {
    const { request } = await loadSatsConnect()
    const response: RpcResult<M> = await request(method, params, providerId)
    if (response.status === 'error') throw toSatsConnectError(method, response.error)
    return response.result
  }

  /** `call`, or undefined when the wallet does not have the method. */
  async function optional<M extends keyof Requests>(
    method: M,
    params: Params<M>,
  ): Promise<Return<M> | undefined> {
    try {
      return await call(method, params)
    } catch (error) {
      if (error instanceof UnsupportedProviderMethodError) return undefined
      throw error
    }
  }

  async function network(): Promise<string | undefined> {
    return (await optional('wallet_getNetwork', null))?.bitcoin.name
  }

  return {
    async connect(wanted: SatsConnectNetworkName | undefined): Promise<SatsConnectAccounts> {
      const connected = await optional('wallet_connect', {
        addresses: PURPOSES,
        ...(wanted ? { network: wanted as NetworkType } : {}),
      })
      if (connected) {
        return { addresses: connected.addresses, network: connected.network.bitcoin.name }
      }
      const accounts = await call('getAccounts', { purposes: PURPOSES })
      return { addresses: accounts, network: await network() }
    },
    /** The accounts the site may read without a prompt; throws when it has no permission. */
    async restore(): Promise<SatsConnectAccounts> {
      const account = await call('wallet_getAccount', null)
      return { addresses: account.addresses, network: account.network.bitcoin.name }
    },
    network,
    async changeNetwork(name: SatsConnectNetworkName): Promise<void> {
      await call('wallet_changeNetwork', { name: name as NetworkType })
    },
    async disconnect(): Promise<void> {
      await optional('wallet_disconnect', null)
    },
    async signMessage(parameters: {
      address: string
      message: string
      protocol: 'BIP322' | 'ECDSA' | undefined
    }): Promise<{ signature: string; protocol: string }> {
      const { address, message, protocol } = parameters
      const result = await call('signMessage', {
        address,
        message,
        ...(protocol ? { protocol: protocol as Params<'signMessage'>['protocol'] } : {}),
      })
      return { signature: result.signature, protocol: result.protocol }
    },
    async signPsbt(parameters: {
      psbt: string
      signInputs: Record<string, number[]>
    }): Promise<string> {
      const result = await call('signPsbt', { ...parameters, broadcast: false })
      return result.psbt
    },
    /** Asks the wallet to build, sign and broadcast a transfer (amounts in satoshis). */
    async sendTransfer(recipients: { address: string; amount: number }[]): Promise<string> {
      const result = await call('sendTransfer', { recipients })
      return result.txid
    },
    /** Listens to the wallet's events; answers the function that stops listening. */
    async listen(handlers: {
      accountChange: (addresses: SatsConnectAddress[] | undefined) => void
      networkChange: (name: string) => void
      disconnect: () => void
    }): Promise<() => void> {
      const { addListener } = await loadSatsConnect()
      const offs: (() => void)[] = []
      const on = (eventName: string, cb: (event: never) => void) => {
        try {
          offs.push(addListener({ eventName, cb } as never, providerId))
        } catch {
          // A provider without addListener has no events to give.
        }
      }
      on('accountChange', (event: { addresses?: SatsConnectAddress[] }) =>
        handlers.accountChange(event.addresses),
      )
      on('networkChange', (event: { bitcoin: { name: string } }) =>
        handlers.networkChange(event.bitcoin.name),
      )
      on('disconnect', () => handlers.disconnect())
      return () => {
        for (const off of offs) off()
      }
    },
  }
}
