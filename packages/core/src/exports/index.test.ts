import { expect, it } from 'vitest'
import * as core from './index.js'
import * as testing from './testing.js'

it('exports exactly the public API (update the snapshot on purpose when the API changes)', () => {
  expect(Object.keys(core).sort()).toMatchSnapshot()
})

it('exports exactly the testing API from @keyway/core/testing', () => {
  expect(Object.keys(testing).sort()).toMatchSnapshot()
})
