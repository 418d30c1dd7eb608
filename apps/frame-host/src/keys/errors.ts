import { FrameHostError } from '../errors.js'

/**
 * Key custody failures. Those about stored key material are server faults (500): the
 * user can do nothing about them, and their messages name no key bytes. A refused or
 * malformed signing request is the caller's (4xx).
 */
export class KeyCustodyError extends FrameHostError {
  override name: string = 'KeyCustodyError'
  override status = 500
  override code = 'key_custody_failed'
}

/**
 * The stored key material does not decrypt: a byte was changed, it belongs to another user
 * (AES-GCM's associated data binds it to the user id), or the key-encryption key is not the
 * one that wrapped it. GCM cannot tell these apart, and neither does this error.
 */
export class KeyMaterialDecryptionError extends KeyCustodyError {
  override name = 'KeyMaterialDecryptionError' as const
  override code = 'key_material_invalid'
  constructor(
    readonly part: 'data-key' | 'wallet-keys',
    options?: { cause?: unknown },
  ) {
    super(
      part === 'data-key'
        ? "The user's data key could not be unwrapped: the key material was altered, belongs to another user, or was wrapped by another key-encryption key"
        : "The user's wallet keys could not be decrypted: the key material was altered or belongs to another user",
      options,
    )
  }
}

/** Key material in a layout or version this code does not read. */
export class UnsupportedKeyMaterialError extends KeyCustodyError {
  override name = 'UnsupportedKeyMaterialError' as const
  override code = 'key_material_unsupported'
}

/** The key material names a key-encryption key the provider does not have. */
export class UnknownKekError extends KeyCustodyError {
  override name = 'UnknownKekError' as const
  override code = 'kek_unknown'
  constructor(readonly kekId: string) {
    super(
      `No key-encryption key "${kekId}" is configured, so this key material cannot be unwrapped`,
    )
  }
}

/** The development key file is unreadable, malformed, or readable by other users. */
export class KekFileError extends KeyCustodyError {
  override name = 'KekFileError' as const
  override code = 'kek_file_invalid'
}

/** docs/roles.md#embedded-wallet-methods: anything off the embedded wallet's allow-list, or not a signing method. */
export class RpcMethodNotAllowedError extends FrameHostError {
  override name = 'RpcMethodNotAllowedError' as const
  override status = 403
  override code = 'method_not_allowed'
  constructor(readonly method: string) {
    super('method not allowed')
  }
}

/** Params that do not fit the method, or name an account this wallet does not hold. */
export class InvalidSigningRequestError extends FrameHostError {
  override name = 'InvalidSigningRequestError' as const
  override status = 400
  override code = 'invalid_signing_request'
}
