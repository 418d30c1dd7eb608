/**
 * Message signing. The adapter asks for BIP-322 "simple" wherever the wallet can choose,
 * and a legacy ("Bitcoin Signed Message", ECDSA) signature where that is all the wallet
 * makes; the answer says which it is.
 *
 * - A sats-connect wallet takes the protocol (`BIP322` / `ECDSA`) and says which it used.
 *   Asked for BIP-322 without a protocol named by the dapp, a wallet that refuses the
 *   protocol (an unknown method or parameter, not the user's no) is asked again for ECDSA.
 * - WalletConnect's bip122 `signMessage` takes the protocol; the signature's form tells
 *   which the wallet used.
 * - `bitcoin:signMessage` of the Wallet Standard takes no protocol: the wallet signs the way
 *   it signs, and the signature's form tells which (signature.ts).
 *
 * A dapp that names a protocol gets that one or a typed error, never the other silently.
 */
import {
  InvalidParamsRpcError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from '@keyway/core'
import { base64 } from '@scure/base'
import type { BitcoinAddress } from '../addresses.js'
import type { BitcoinSigner } from '../connections.js'
import { signMessageWith } from '../connectors/wallet-standard.js'
import { type BitcoinMessageProtocol, protocolOfSignature } from '../signature.js'

export type BitcoinSignedMessage = {
  /** base64, as the wallet gives it. */
  signature: string
  protocol: BitcoinMessageProtocol
  address: string
}

const SATS_CONNECT_PROTOCOL = { bip322: 'BIP322', ecdsa: 'ECDSA' } as const

function fromSatsConnectProtocol(protocol: string): BitcoinMessageProtocol {
  return protocol.toUpperCase() === 'ECDSA' ? 'ecdsa' : 'bip322'
}

export async function signBitcoinMessage(parameters: {
  signer: BitcoinSigner
  from: BitcoinAddress
  message: string
  protocol: BitcoinMessageProtocol | undefined
  /** The CAIP-2 reference of the connection's network. */
  chainId: string
  inWallet: <T>(run: () => Promise<T>) => Promise<T>
}): Promise<BitcoinSignedMessage> {
  const { signer, from, message, protocol, chainId, inWallet } = parameters
  let signed: BitcoinSignedMessage
  if (signer.kind === 'wallet-standard') {
    const { account } = from
    if (!account) throw new UnsupportedProviderMethodError({ details: 'No wallet account' })
    const bytes = new TextEncoder().encode(message)
    const signature = await inWallet(() => signMessageWith(signer.wallet, account, bytes))
    signed = {
      signature: base64.encode(signature),
      protocol: protocolOfSignature(signature),
      address: from.address,
    }
  } else if (signer.kind === 'walletconnect') {
    // WalletConnect's bip122 signMessage takes the protocol and answers the signature.
    signed = await inWallet(() =>
      signer.walletConnect.signMessage({
        message,
        address: from.address,
        protocol: protocol ?? 'bip322',
        chainId,
      }),
    )
  } else {
    const ask = (wanted: BitcoinMessageProtocol) =>
      inWallet(() =>
        signer.client.signMessage({
          address: from.address,
          message,
          protocol: SATS_CONNECT_PROTOCOL[wanted],
        }),
      )
    let answer: { signature: string; protocol: string }
    try {
      answer = await ask(protocol ?? 'bip322')
    } catch (error) {
      const retry =
        protocol === undefined &&
        !(error instanceof UserRejectedRequestError) &&
        (error instanceof UnsupportedProviderMethodError || error instanceof InvalidParamsRpcError)
      if (!retry) throw error
      answer = await ask('ecdsa')
    }
    signed = {
      signature: answer.signature,
      protocol: fromSatsConnectProtocol(answer.protocol),
      address: from.address,
    }
  }
  if (protocol && signed.protocol !== protocol) {
    throw new UnsupportedProviderMethodError({
      details: `The wallet signed with ${signed.protocol}, not ${protocol}`,
    })
  }
  return signed
}
