/** createKeyway's `onramp` option: what the onramp providers need from the dapp (docs/account-features.md#onramp). */
export type OnrampOption = {
  /**
   * The dapp's Meld public key, sent as `publicKey` in Meld's URL (docs/account-features.md#onramp). Without it
   * Meld is not offered: its page refuses a purchase that carries no key.
   */
  meldPublicKey?: string | undefined
}
