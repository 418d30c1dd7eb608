/**
 * @keyway/siwx: sign-in with X (CAIP-122) messages and their verification, for the
 * browser and the server. The server helpers are in `@keyway/siwx/server`.
 */
export {
  createSiwxClient,
  type SiwxClientOptions,
  SiwxServerError,
  type SiwxServerErrorType,
} from '../client/siwx-client.js'
export {
  SiwxMessageError,
  type SiwxMessageErrorReason,
  type SiwxMessageErrorType,
  SiwxVerificationError,
  type SiwxVerificationErrorType,
  type SiwxVerificationFailure,
} from '../message/errors.js'
export {
  formatSiwxMessage,
  isRfc3339,
  MAX_MESSAGE_LENGTH,
  MAX_RESOURCES,
  MAX_STATEMENT_LENGTH,
  parseSiwxMessage,
  type SiwxChainId,
  type SiwxMessageFields,
  type SiwxNamespace,
  siwxNamespaceOf,
  validateSiwxMessage,
} from '../message/message.js'
export { generateNonce, NONCE_LENGTH } from '../message/nonce.js'
export { bip122Verifier } from '../verify/bip122-verifier.js'
export {
  type Eip155VerifierOptions,
  eip155Verifier,
  type SignatureCheck,
  type SignatureVerifier,
  solanaVerifier,
} from '../verify/verifiers.js'
export {
  DEFAULT_CLOCK_SKEW_MS,
  DEFAULT_MAX_AGE_MS,
  type SiwxUriExpectation,
  type VerifySiwxMessageParameters,
  verifySiwxMessage,
} from '../verify/verify.js'
