import { expect, it } from 'vitest'
import * as react from './index.js'

it('exports exactly the public API (update the snapshot on purpose when the API changes)', () => {
  expect(Object.keys(react).sort()).toMatchSnapshot()
})
