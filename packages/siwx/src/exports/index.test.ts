import { expect, it } from 'vitest'
import * as siwx from './index.js'
import * as server from './server.js'

it('exports exactly the public API of @keyway/siwx (update on purpose when the API changes)', () => {
  expect(Object.keys(siwx).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_CLOCK_SKEW_MS",
      "DEFAULT_MAX_AGE_MS",
      "MAX_MESSAGE_LENGTH",
      "MAX_RESOURCES",
      "MAX_STATEMENT_LENGTH",
      "NONCE_LENGTH",
      "SiwxMessageError",
      "SiwxServerError",
      "SiwxVerificationError",
      "bip122Verifier",
      "createSiwxClient",
      "eip155Verifier",
      "formatSiwxMessage",
      "generateNonce",
      "isRfc3339",
      "parseSiwxMessage",
      "siwxNamespaceOf",
      "solanaVerifier",
      "validateSiwxMessage",
      "verifySiwxMessage",
    ]
  `)
})

it('exports exactly the public API of @keyway/siwx/server, none of it twice', () => {
  const names = Object.keys(server).sort()
  expect(names).toMatchInlineSnapshot(`
    [
      "DEFAULT_MEMORY_STORE_LIMIT",
      "DEFAULT_NONCE_RATE_LIMIT",
      "MAX_BODY_BYTES",
      "SiwxRateLimitError",
      "SiwxRequestError",
      "createMemorySiwxStore",
      "createPostgresSiwxStore",
      "createSiwxServer",
      "toSessionView",
    ]
  `)
  expect(names.filter((name) => name in siwx)).toEqual([])
})
