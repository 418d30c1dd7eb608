import { expect, it } from 'vitest'
import { BaseError } from '../errors/base.js'
import * as adapter from './adapter.js'
import * as embeddedWallet from './embedded-wallet.js'
import * as host from './host.js'
import * as core from './index.js'
import * as testing from './testing.js'

/** The error classes of an entry: BaseError and what derives from it. */
const isErrorClass = (value: unknown) =>
  value === BaseError || (typeof value === 'function' && value.prototype instanceof BaseError)

it('exports exactly the public API (update the snapshot on purpose when the API changes)', () => {
  expect(Object.keys(core).sort()).toMatchSnapshot()
})

// The error classes a dapp can receive are public on purpose (each one listed in
// docs/errors.md, checked by errors-doc.test.ts); the cap keeps the rest of the entry small.
it('keeps the public entry small: at most 128 values besides the error classes', () => {
  const values = Object.entries(core).filter(([, value]) => !isErrorClass(value))
  expect(values.length).toBeLessThanOrEqual(128)
})

it('exports exactly the testing API from @keyway/core/testing', () => {
  expect(Object.keys(testing).sort()).toMatchSnapshot()
})

it('exports the host contract from @keyway/core/host: the accessor and what views share with core', () => {
  expect(Object.keys(host).sort()).toMatchSnapshot()
})

it('exports what @keyway/embedded-wallet needs from @keyway/core/embedded-wallet', () => {
  expect(Object.keys(embeddedWallet).sort()).toMatchSnapshot()
})

it('keeps each wiring entry apart from the public one, and the entries apart but for one constant', () => {
  const entries = { adapter, embeddedWallet, host, testing }
  for (const entry of Object.values(entries)) {
    expect(Object.keys(entry).filter((name) => name in core)).toEqual([])
  }
  const seen = new Map<string, string[]>()
  for (const [entry, names] of Object.entries(entries)) {
    for (const name of Object.keys(names)) seen.set(name, [...(seen.get(name) ?? []), entry])
  }
  // The WalletConnect adapters and the UI's QR view both wait for the pairing URI this long.
  expect([...seen].filter(([, where]) => where.length > 1)).toEqual([
    ['WALLETCONNECT_URI_WAIT_MS', ['adapter', 'host']],
  ])
})
