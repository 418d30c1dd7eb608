/**
 * One request schema and one success schema per frame event of docs/services.md#analytics-analytics. The error reply
 * has one shape for every event (envelope.ts). frame-host validates requests with these
 * schemas and the client validates the replies: the table is the protocol.
 */
import { z } from 'zod'
import {
  caipNetworkIdSchema,
  emailSchema,
  embeddedAccountTypeSchema,
  embeddedWalletUserSchema,
  emptySchema,
  MAX_STRING_LENGTH,
  otpSchema,
  socialProviderSchema,
} from './common.js'
import { rpcRequestPayloadSchema, rpcResultPayloadSchema } from './rpc-schemas.js'

const httpsOrLoopbackUrl = z.url({ protocol: /^https?$/ }).max(MAX_STRING_LENGTH)

const themeVariables = z
  .record(z.string().max(64), z.union([z.string().max(256), z.number()]))
  .refine((v) => Object.keys(v).length <= 64, 'Too many theme variables')

/** The signed-in user plus the social handle a social or Farcaster login returns. */
const socialUser = embeddedWalletUserSchema.extend({ userName: z.string().max(256).optional() })

export const FRAME_EVENTS = {
  /** docs/embedded-wallet.md#frame-events switch network: the frame's active network becomes `chainId`. */
  switchNetwork: {
    request: z.strictObject({ chainId: caipNetworkIdSchema }),
    success: z.strictObject({ chainId: caipNetworkIdSchema }),
  },
  /** docs/embedded-wallet.md#email-login: sends the OTP; a new device is verified first (VERIFY_DEVICE). */
  connectEmail: {
    request: z.strictObject({ email: emailSchema }),
    success: z.strictObject({ action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE']) }),
  },
  /** docs/embedded-wallet.md#email-login connected-check flow: resolves once the device is verified. */
  connectDevice: { request: emptySchema, success: emptySchema },
  /** docs/embedded-wallet.md#email-login: the code from the email. */
  connectOtp: { request: z.strictObject({ otp: otpSchema }), success: emptySchema },
  /**
   * Social login after getSocialRedirectUri. With `uri`: the redirect the provider's popup
   * ended on (code and state), for a caller that caught it. Without: the result frame-host's
   * callback page posts to the frame once the popup the dapp opened reaches it; the frame
   * answers at once when that result already came, else when it comes.
   */
  connectSocial: {
    request: z.strictObject({ uri: httpsOrLoopbackUrl.optional() }),
    success: socialUser,
  },
  /** Farcaster sign-in: resolves when the user approved the URL of getFarcasterUri. */
  connectFarcaster: { request: emptySchema, success: socialUser },
  /** The Farcaster sign-in URL shown as a QR code by ConnectingFarcaster (docs/sign-in.md#when-sign-in-starts). */
  getFarcasterUri: {
    request: emptySchema,
    success: z.strictObject({ url: httpsOrLoopbackUrl }),
  },
  /** docs/state.md#embedded-wallet-user, on `chainId` when given. */
  getUser: {
    request: z.strictObject({
      chainId: caipNetworkIdSchema.optional(),
      preferredAccountType: embeddedAccountTypeSchema.optional(),
    }),
    success: embeddedWalletUserSchema,
  },
  /** The provider's authorization URL (state and PKCE made by frame-host). */
  getSocialRedirectUri: {
    request: z.strictObject({ provider: socialProviderSchema }),
    success: z.strictObject({ uri: httpsOrLoopbackUrl }),
  },
  /** docs/limits.md#timing: the client waits at most 3 s for this answer. */
  signOut: { request: emptySchema, success: emptySchema },
  /**
   * Ends every sign-in of this user in this app (project) on every device, this one
   * included; `sessions` is how many ended.
   */
  signOutEverywhere: {
    request: emptySchema,
    success: z.strictObject({ sessions: z.number().int().nonnegative() }),
  },
  isConnected: { request: emptySchema, success: z.strictObject({ isConnected: z.boolean() }) },
  getChainId: { request: emptySchema, success: z.strictObject({ chainId: caipNetworkIdSchema }) },
  /** An allow-listed RPC call (rpc-methods.ts); not-safe methods wait for the user's approval. */
  rpcRequest: { request: rpcRequestPayloadSchema, success: rpcResultPayloadSchema },
  /** Aborts the pending rpcRequest (or `connectSocial {}` wait) whose request id is `requestId`. */
  rpcAbort: {
    request: z.strictObject({ requestId: z.string().min(16).max(64) }),
    success: emptySchema,
  },
  /** docs/embedded-wallet.md#updating-the-email, step 0: asks for the new address' codes. */
  updateEmail: {
    request: z.strictObject({ email: emailSchema }),
    success: z.strictObject({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  },
  /** docs/embedded-wallet.md#the-frame: the code sent to the current address. */
  updateEmailPrimaryOtp: { request: z.strictObject({ otp: otpSchema }), success: emptySchema },
  /** docs/embedded-wallet.md#the-frame: the code sent to the new address; the answer is the email to store. */
  updateEmailSecondaryOtp: {
    request: z.strictObject({ otp: otpSchema }),
    success: z.strictObject({ newEmail: emailSchema }),
  },
  /** The modal's theme, so the visible frame (ApproveTransaction) matches it. */
  syncTheme: {
    request: z.strictObject({
      themeMode: z.enum(['light', 'dark']),
      themeVariables: themeVariables.optional(),
    }),
    success: emptySchema,
  },
  /** docs/validation.md#configuration: dapp data needs a projectId. */
  syncDappData: {
    request: z.strictObject({
      projectId: z.string().trim().min(1).max(128),
      sdkVersion: z.string().max(64),
      sdkType: z.string().max(64),
      metadata: z
        .strictObject({
          name: z.string().max(256),
          description: z.string().max(MAX_STRING_LENGTH),
          url: z.string().max(MAX_STRING_LENGTH),
          icons: z.array(z.string().max(MAX_STRING_LENGTH)).max(8),
        })
        .optional(),
    }),
    success: emptySchema,
  },
  /** docs/state.md#chain-definition: the networks where smart accounts are enabled (eip155 chain ids). */
  getSmartAccountEnabledNetworks: {
    request: emptySchema,
    success: z.strictObject({
      smartAccountEnabledNetworks: z.array(z.number().int().positive()).max(256),
    }),
  },
  initSmartAccount: {
    request: emptySchema,
    success: z.strictObject({
      address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
      isDeployed: z.boolean(),
    }),
  },
  /** docs/connection.md#reconnecting-on-page-load: setting the preferred account type reconnects the auth connector. */
  setPreferredAccount: {
    request: z.strictObject({ type: embeddedAccountTypeSchema }),
    success: z.strictObject({
      type: embeddedAccountTypeSchema,
      address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    }),
  },
  /** Reloads the frame's state (after a sign-in elsewhere, e.g. another tab). */
  reload: { request: emptySchema, success: emptySchema },
} as const

export type FrameEventName = keyof typeof FRAME_EVENTS
export const FRAME_EVENT_NAMES = Object.keys(FRAME_EVENTS) as [FrameEventName, ...FrameEventName[]]

/** What the app sends for event E. */
export type FrameRequestPayload<E extends FrameEventName> = z.infer<
  (typeof FRAME_EVENTS)[E]['request']
>
/** What the frame answers event E with on success. */
export type FrameSuccessPayload<E extends FrameEventName> = z.infer<
  (typeof FRAME_EVENTS)[E]['success']
>

export type EmbeddedWalletUser = z.infer<typeof embeddedWalletUserSchema>
export type SocialLoginUser = z.infer<typeof socialUser>
export type RpcRequestPayload = FrameRequestPayload<'rpcRequest'>
