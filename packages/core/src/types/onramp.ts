/** createKeyway's `onramp` option: what the onramp providers need from the dapp (spec §4 Onramp). */
export type OnrampOption = {
  /**
   * The dapp's Meld public key, sent as `publicKey` in Meld's URL (spec §4). Without it
   * Meld is not offered: its page refuses a purchase that carries no key.
   */
  meldPublicKey?: string | undefined
}
