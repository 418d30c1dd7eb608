/**
 * Where frame-host's key-encryption keys (KEKs) live. frame-host never stores a user's
 * data key in the clear: it asks a KeyProvider to wrap it, stores the wrapped bytes and
 * the KEK's id beside the encrypted wallet keys, and asks the provider to unwrap them when
 * the user signs. Whoever holds the database alone therefore holds nothing usable
 * (THREAT-MODEL.md).
 *
 * What a production implementation (a cloud KMS, or an HSM over PKCS#11) must provide:
 * - The KEK is generated inside the KMS/HSM and never leaves it: `wrapDataKey` and
 *   `unwrapDataKey` are remote encrypt/decrypt calls (AWS KMS Encrypt/Decrypt or
 *   GenerateDataKey, GCP Cloud KMS encrypt/decrypt, Vault transit, PKCS#11 C_WrapKey and
 *   C_UnwrapKey with CKM_AES_GCM or CKM_AES_KEY_WRAP_KWP).
 * - `context` is passed as the KMS encryption context / additional authenticated data, so
 *   a wrapped key moved to another user's row does not unwrap, and every unwrap is
 *   logged with the user it was for (the KMS's audit log).
 * - `kekId` names a key *version* (a key ARN plus version, a Vault key version), and
 *   keys that were rotated out stay able to unwrap until every row is re-wrapped
 *   (`rewrapSealedKeys` in envelope.ts), then are disabled.
 * - Calls have timeouts and honour the AbortSignal, fail closed (an error, never a
 *   fallback key), and are rate-limited and permissioned so that only frame-host's
 *   service identity may unwrap.
 */
export interface KeyProvider {
  /** The KEK that wraps new data keys; stored beside each wrapped key. */
  readonly currentKekId: string
  /**
   * Encrypts `dataKey` under the current KEK, bound to `context` (the user id): the
   * result only unwraps with the same context.
   */
  wrapDataKey(
    dataKey: Uint8Array,
    context: string,
    options?: KeyProviderCallOptions,
  ): Promise<WrappedDataKey>
  /**
   * Decrypts a wrapped data key with the KEK named `kekId`. Rejects with
   * `UnknownKekError` for a KEK it does not have and `KeyMaterialDecryptionError` when the
   * bytes, the context or the KEK do not match.
   */
  unwrapDataKey(
    wrapped: WrappedDataKey,
    context: string,
    options?: KeyProviderCallOptions,
  ): Promise<Uint8Array>
}

export type WrappedDataKey = { kekId: string; wrapped: Uint8Array }

export type KeyProviderCallOptions = { signal?: AbortSignal }
