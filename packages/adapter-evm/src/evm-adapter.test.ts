// The adapter made at page load, before its operations (evm-operations.ts) have arrived:
// what answers without them, and a load that fails.
import { ConnectorNotConnectedError, UnknownRpcError } from '@keyway/core'
import { afterEach, describe, expect, it } from 'vitest'
import { devnetAccount, devnetNetworks, testDevnet } from './devnet.test-helpers.js'
import { createEvmAdapterWith, type EvmAdapter, type EvmAdapterInternals } from './evm-adapter.js'

const devnet = testDevnet()
const adapters: EvmAdapter[] = []
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
})

/** An adapter whose operations module fails to arrive `failures` times, then loads. */
function adapterWithFailingLoad(failures: number) {
  const loads = { operations: 0 }
  const internals: EvmAdapterInternals = {
    importRuntime: () => import('./wagmi-runtime-own-config.js'),
    importOperations: async () => {
      loads.operations += 1
      if (loads.operations <= failures) {
        throw new TypeError('Failed to fetch dynamically imported module')
      }
      // The main entry's operations, with their commands from the same chunk.
      return import('./evm-first-use.js')
    },
  }
  const adapter = createEvmAdapterWith({ networks: devnetNetworks(devnet) }, internals)
  adapters.push(adapter)
  return { adapter, loads }
}

describe('the adapter before its operations load', () => {
  it('answers without loading them: no accounts, nothing connected to sign with, a disconnect that only clears marks', async () => {
    const { adapter, loads } = adapterWithFailingLoad(0)
    const [network] = devnetNetworks(devnet)
    expect(await adapter.getAccounts({ connectorId: 'injected' })).toEqual([])
    await expect(
      adapter.signMessage({ connectorId: 'injected', message: 'hello', address: '0x0' }),
    ).rejects.toBeInstanceOf(ConnectorNotConnectedError)
    await expect(
      adapter.switchNetwork({ connectorId: 'injected', network }),
    ).rejects.toBeInstanceOf(ConnectorNotConnectedError)
    await adapter.disconnect({ connectorId: 'injected' })
    expect(loads.operations).toBe(0)
  })

  it('refuses an unknown connector without loading them', async () => {
    const { adapter, loads } = adapterWithFailingLoad(0)
    await expect(adapter.connect({ connectorId: 'io.unknown' })).rejects.toThrow(
      'Unknown connector io.unknown',
    )
    expect(loads.operations).toBe(0)
  })

  it('rejects a call whose operations did not arrive with a typed error, and loads them again on the next call', async () => {
    const { adapter, loads } = adapterWithFailingLoad(1)
    const [network] = devnetNetworks(devnet)
    const { address } = devnetAccount(devnet, 0)
    const failed = adapter.getBalance({ address, network })
    await expect(failed).rejects.toBeInstanceOf(UnknownRpcError)
    await expect(failed).rejects.toThrow('Failed to fetch dynamically imported module')
    // The adapter is unchanged: it still lists, and a disconnect settles.
    expect(adapter.getConnectors()).toEqual([])
    await adapter.disconnect()
    const balance = await adapter.getBalance({ address, network })
    expect(balance.symbol).toBe('ETH')
    expect(loads.operations).toBe(2)
  })
})
