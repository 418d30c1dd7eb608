/** Chain types of docs/state.md#connector-state (chain definition, connector namespaces) and CAIP-2/CAIP-10 ids. */

/** docs/state.md#connector-state: the chain namespaces Keyway knows. */
export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos'

/** A CAIP-2 chain id: `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId<namespace extends ChainNamespace = ChainNamespace> =
  `${namespace}:${string}`

/** A CAIP-10 account id: `namespace:reference:address`, e.g. `eip155:1:0xabc…`. */
export type CaipAddress<namespace extends ChainNamespace = ChainNamespace> =
  `${namespace}:${string}:${string}`

/** eip155 chains use numbers; other namespaces use their CAIP-2 reference string. */
export type ChainId = number | string

export type NativeCurrency = {
  readonly name: string
  readonly symbol: string
  readonly decimals: number
}

export type RpcUrls = {
  readonly http: readonly string[]
  readonly webSocket?: readonly string[] | undefined
}

export type BlockExplorer = {
  readonly name: string
  readonly url: string
  readonly apiUrl?: string | undefined
}

/** docs/state.md#chain-definition. */
export type ChainDefinition<namespace extends ChainNamespace = ChainNamespace> = {
  /** eip155: the numeric chain id; other namespaces: the CAIP-2 reference. */
  readonly id: ChainId
  readonly name: string
  readonly nativeCurrency: NativeCurrency
  readonly rpcUrls: { readonly default: RpcUrls; readonly [key: string]: RpcUrls }
  readonly blockExplorers?:
    | { readonly default: BlockExplorer; readonly [key: string]: BlockExplorer }
    | undefined
  readonly testnet?: boolean | undefined
  readonly chainNamespace: namespace
  readonly caipNetworkId: CaipNetworkId<namespace>
  /** An older CAIP-2 id still sent by some wallets (Solana's pre-genesis-hash ids). */
  readonly deprecatedCaipNetworkId?: CaipNetworkId<namespace> | undefined
}
