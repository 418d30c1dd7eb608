import { describe, expect, it } from 'vitest'
import * as exports from './index.js'

describe('@keyway/embedded-wallet exports', () => {
  it('exports exactly these names (any API change shows here)', () => {
    expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
      [
        "DEFAULT_FRAME_CLIENT_TIMEOUTS",
        "FRAME_ELEMENT_ATTRIBUTE",
        "FrameClosedError",
        "FrameReplyInvalidError",
        "FrameRequestInvalidError",
        "acquireFrameClient",
        "createEip1193Provider",
        "createFrameClient",
        "createSolanaProvider",
      ]
    `)
  })
})
