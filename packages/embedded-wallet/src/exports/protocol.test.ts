import { describe, expect, it } from 'vitest'
import * as exports from './protocol.js'

describe('@keyway/embedded-wallet/protocol exports', () => {
  it('exports exactly these names (any protocol change shows here)', () => {
    expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
      [
        "EMBEDDED_WALLET_RPC_METHODS",
        "EMBEDDED_WALLET_SOLANA_METHODS",
        "FRAME_EVENTS",
        "FRAME_EVENT_NAMES",
        "FRAME_PROTOCOL_NAME",
        "FRAME_PROTOCOL_VERSION",
        "MAX_BATCH",
        "MAX_STRING_LENGTH",
        "SOLANA_RPC_PARAM_SCHEMAS",
        "SOLANA_RPC_RESULT_SCHEMAS",
        "addressSchema",
        "appConnectSchema",
        "base64Schema",
        "buildFrameUrl",
        "caipNetworkIdSchema",
        "createAppConnect",
        "createErrorReply",
        "createFrameReady",
        "createFrameRequest",
        "createFrameUnverifiedDomain",
        "createRequestId",
        "createSuccessReply",
        "emailSchema",
        "embeddedAccountTypeSchema",
        "embeddedWalletUserSchema",
        "emptySchema",
        "frameErrorBodySchema",
        "frameErrorReplySchema",
        "frameHandshakeSchema",
        "frameReadySchema",
        "frameReplySchema",
        "frameRequestSchema",
        "frameSuccessEnvelopeSchema",
        "frameUnverifiedDomainSchema",
        "frameUrlParamsSchema",
        "isEmbeddedWalletRpcMethod",
        "isSolanaRpcMethod",
        "jsonSchema",
        "otpSchema",
        "parseFrameUrlParams",
        "parseSuccessPayload",
        "requestIdSchema",
        "rpcMethodPolicy",
        "rpcRequestPayloadSchema",
        "rpcResultPayloadSchema",
        "socialProviderSchema",
      ]
    `)
  })
})
