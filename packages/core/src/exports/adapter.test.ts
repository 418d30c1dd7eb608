import { expect, it } from 'vitest'
import * as adapter from './adapter.js'
import * as core from './index.js'
import * as internal from './internal.js'

it('exports exactly what chain adapters need from @keyway/core/adapter (update the snapshot on purpose)', () => {
  expect(Object.keys(adapter).sort()).toMatchSnapshot()
})

it('holds adapter wiring only: nothing public, and only these few names also in /internal', () => {
  const names = Object.keys(adapter).sort()
  expect(names.filter((name) => name in core)).toEqual([])
  // The embedded wallet and the UI need these too.
  expect(names.filter((name) => name in internal)).toEqual([
    'InvalidParamsRpcError',
    'WALLETCONNECT_URI_WAIT_MS',
    'isCaipOfNamespace',
    'tryParseCaipNetworkId',
  ])
})
