import { expect, it } from 'vitest'
import * as adapter from './adapter.js'

it('exports exactly what chain adapters need from @keyway/core/adapter (update the snapshot on purpose)', () => {
  expect(Object.keys(adapter).sort()).toMatchSnapshot()
})

it('stays about the size of what two chain adapters use', () => {
  expect(Object.keys(adapter).length).toBeLessThanOrEqual(35)
})
