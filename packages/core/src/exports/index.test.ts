import { expect, it } from 'vitest'
import * as host from './host.js'
import * as core from './index.js'
import * as internal from './internal.js'
import * as testing from './testing.js'

it('exports exactly the public API (update the snapshot on purpose when the API changes)', () => {
  expect(Object.keys(core).sort()).toMatchSnapshot()
})

// 128: the headless embedded-wallet actions (email, social, email update, account type)
// and their not-enabled error joined the 120 of before.
it('keeps the public entry small: at most 128 values', () => {
  expect(Object.keys(core).length).toBeLessThanOrEqual(128)
})

it('exports the internal wiring from @keyway/core/internal, none of it public', () => {
  const names = Object.keys(internal).sort()
  expect(names).toMatchSnapshot()
  expect(names.filter((name) => name in core)).toEqual([])
})

it('exports exactly the testing API from @keyway/core/testing', () => {
  expect(Object.keys(testing).sort()).toMatchSnapshot()
})

it('exports the host contract from @keyway/core/host: the accessor, nothing of the wiring', () => {
  expect(Object.keys(host).sort()).toEqual(['keywayHost'])
})
