// Where each citation of the old product specification goes in our own docs/ pages. The
// specification had nine numbered sections; a citation names a section, sometimes one of
// its headings, and the words around it say which rule it means. For each section:
// - `phrases`: headings written right after the section number, consumed by the rewrite
//   (longest first, so "Account state per chain" wins over "Account");
// - `context`: [pattern, target] tried on the words after the citation on its line, then
//   on the words before it;
// - `path`: [pattern, target] tried on the file's path when the words say nothing;
// - `fallback`: the section's page (or heading) when nothing else matched.
// The section sign is written as \u00a7 so that this file cites nothing itself.

const O = 'docs/overview.md'
const V = 'docs/views.md'
const S = 'docs/state.md'
const C = 'docs/connection.md'
const EW = 'docs/embedded-wallet.md'
const SI = 'docs/sign-in.md'
const AF = 'docs/account-features.md'
const VA = 'docs/validation.md'
const R = 'docs/roles.md'
const SV = 'docs/services.md'
const ER = 'docs/errors.md'
const L = 'docs/limits.md'
const A = 'docs/architecture.md'

export const SECTIONS = {
  1: {
    phrases: [
      ['Balances', `${AF}#balances`],
      ['Send', `${AF}#send`],
      ['Swaps', `${AF}#swap`],
      ['Names', `${AF}#names`],
    ],
    context: [
      [/notif|toast|banner|variant/, `${O}#notifications`],
      [/flag|remote|analytics|legalcheckbox/, `${O}#feature-flags`],
      [/namespace|eip155|solana|bip122/, `${O}#chain-namespaces-per-feature`],
      [/social|provider|email|embedded|farcaster|injected|walletconnect/, `${O}#ways-to-connect`],
      [
        /send|balance|swap|onramp|activity|history|name|sign-in|siwx|session|feature/,
        `${O}#features`,
      ],
    ],
    path: [
      [/notification/, `${O}#notifications`],
      [/features|options/, `${O}#feature-flags`],
      [/social|email|embedded/, `${O}#ways-to-connect`],
    ],
    fallback: `${O}#features`,
  },
  2: {
    phrases: [
      ['ApproveTransaction', `${V}#approvetransaction`],
      ['ConnectingFarcaster', `${V}#connectingfarcaster`],
      ['unsupported-chain', `${V}#unsupported-chain`],
      ['Sign-in flow', `${SI}#when-sign-in-starts`],
      ['Default modal appearance', `${V}#appearance`],
    ],
    context: [
      [/sign-in required|closing|close/, `${SI}#cancelling`],
      [/sign-in|sign-message|siwx/, `${SI}#when-sign-in-starts`],
      [/approve/, `${V}#approvetransaction`],
      [/farcaster/, `${V}#connectingfarcaster`],
      [/connectingwalletconnect|qr code|deep link/, `${V}#connectingwalletconnect`],
      [/connectingexternal|installed wallet/, `${V}#connectingexternal`],
      [/unsupported/, `${V}#unsupported-chain`],
      [/appearance|4px|10px|360|width|z-index|theme|mode|radius|font/, `${V}#appearance`],
      [/transaction stack|send/, `${V}#the-send-flow`],
      [/swap arguments|opened with|pairing uri|history stack|back/, `${V}#opening-the-modal`],
      [/panel|lazy|load/, `${V}#feature-panels`],
      [/views|url routes/, `${V}#views`],
    ],
    path: [
      [/siwx|sign-in|sign-message/, `${SI}#when-sign-in-starts`],
      [/theme|appearance/, `${V}#appearance`],
      [/send/, `${V}#the-send-flow`],
      [/farcaster/, `${V}#connectingfarcaster`],
      [/approv/, `${V}#approvetransaction`],
      [/modal/, `${V}#opening-the-modal`],
    ],
    fallback: `${V}#navigation-rules`,
  },
  3: {
    phrases: [
      ['Account state per chain', `${S}#account-state`],
      ['Account', `${S}#account-state`],
      ['Browser-stored keys of the embedded wallet', `${EW}#browser-storage`],
      ['Chain definition', `${S}#chain-definition`],
      ['Connected wallet info', `${S}#account-state`],
      ['Connection state', `${S}#connection-state`],
      ['Connector fields', `${S}#connector-state`],
      ['Connector state', `${S}#connector-state`],
      ['ENS lookup', `${S}#identity-and-names`],
      ['Embedded-wallet user', `${S}#embedded-wallet-user`],
      ['Identity', `${S}#identity-and-names`],
      ['Onramp paymentCurrencies item', `${S}#onramp-state`],
      ['Onramp purchaseCurrencies item', `${S}#onramp-state`],
      ['Onramp quote', `${S}#onramp-state`],
      ['Onramp state', `${S}#onramp-state`],
      ['Per-chain state', `${S}#per-chain-state`],
      ['Send state', `${S}#send-state`],
      ['Token balances', `${S}#token-balance`],
      ['Token balance', `${S}#token-balance`],
      ['Transaction fields read', `${S}#transaction-history`],
      ['Transaction history state', `${S}#transaction-history`],
      ['Wallet catalogue entry', `${S}#wallet-catalogue-entry`],
      ['Wallet sign-in session', `${S}#sign-in-session`],
      ['Wallet-assets response items', `${S}#wallet-assets-item`],
      ['Wallet-assets response item', `${S}#wallet-assets-item`],
      ['Wallet-assets item types', `${S}#wallet-assets-item`],
    ],
    context: [
      [
        /browser-stored|keys|storage|stored|email-login-used|social username/,
        `${EW}#browser-storage`,
      ],
      [/wallet-assets/, `${S}#wallet-assets-item`],
      [/embedded-wallet user|\buser\b|username|smartaccountdeployed/, `${S}#embedded-wallet-user`],
      [/send/, `${S}#send-state`],
      [/onramp|purchase|payment/, `${S}#onramp-state`],
      [/transaction|transfers|operationtype|history|activity/, `${S}#transaction-history`],
      [/token balance|balances|quantity|price|value/, `${S}#token-balance`],
      [/connector/, `${S}#connector-state`],
      [/per-chain/, `${S}#per-chain-state`],
      [/connection/, `${S}#connection-state`],
      [/chain definition|chain/, `${S}#chain-definition`],
      [/catalogue/, `${S}#wallet-catalogue-entry`],
      [/sign-in|session|cacao/, `${S}#sign-in-session`],
      [/identity|ens\b|name/, `${S}#identity-and-names`],
      [
        /account|profile|preferredaccounttypes|socialprovider|connected wallet/,
        `${S}#account-state`,
      ],
    ],
    path: [
      [/embedded-wallet|frame-host|email|social/, `${S}#embedded-wallet-user`],
      [/send/, `${S}#send-state`],
      [/onramp/, `${S}#onramp-state`],
      [/activity|transaction|history/, `${S}#transaction-history`],
      [/swap/, `${S}#swap-state`],
      [/connector/, `${S}#connector-state`],
      [/connection/, `${S}#connection-state`],
      [/chains?\b|chain-|define-chain/, `${S}#chain-definition`],
      [/balance|token/, `${S}#token-balance`],
      [/names|identity/, `${S}#identity-and-names`],
      [/siwx|sign-in/, `${S}#sign-in-session`],
      [/wallet-list|catalogue/, `${S}#wallet-catalogue-entry`],
      [/account/, `${S}#account-state`],
    ],
    fallback: S,
  },
  4: {
    phrases: [
      ['Account status', `${C}#account-status`],
      ['Activity', `${AF}#activity`],
      ['After a swap', `${AF}#swap`],
      ['Balance fetch', `${AF}#balances`],
      ['Connection status per namespace', `${C}#connection-status`],
      ['Disconnect', `${C}#disconnecting`],
      ['Email login', `${EW}#email-login`],
      ['Email update flow', `${EW}#updating-the-email`],
      ['Email update', `${EW}#updating-the-email`],
      ['Embedded wallet frame', `${EW}#loading-the-frame`],
      ['Meld public key', `${AF}#onramp`],
      ['Names', `${AF}#names`],
      ['Onramp', `${AF}#onramp`],
      ['Requests', `${C}#requests-in-flight`],
      ['Send', `${AF}#send`],
      ['Swap', `${AF}#swap`],
      ['Transaction history', `${AF}#activity`],
    ],
    context: [
      [/swap/, `${AF}#swap`],
      [/onramp|meld|quote/, `${AF}#onramp`],
      [/email update/, `${EW}#updating-the-email`],
      [/email|otp|throttle|lockout|verify device|connected-check|login/, `${EW}#email-login`],
      [/frame|embedded|iframe|unverified domain|load outcome/, `${EW}#loading-the-frame`],
      [/send|balance updated/, `${AF}#send`],
      [/history|activity/, `${AF}#activity`],
      [/\bnames?\b/, `${AF}#names`],
      [/balance|retry window/, `${AF}#balances`],
      [/requests|abort/, `${C}#requests-in-flight`],
      [/disconnect/, `${C}#disconnecting`],
      [/reconnect|restore|sync/, `${C}#reconnecting-on-page-load`],
      [/pairing/, `${C}#walletconnect-pairing`],
      [/account-type|preferred/, `${C}#preferred-account-type`],
      [/account status/, `${C}#account-status`],
      [/status/, `${C}#connection-status`],
      [/connect/, `${C}#connecting`],
    ],
    path: [
      [/swap/, `${AF}#swap`],
      [/onramp/, `${AF}#onramp`],
      [/send/, `${AF}#send`],
      [/activity|transactions/, `${AF}#activity`],
      [/names/, `${AF}#names`],
      [/balance/, `${AF}#balances`],
      [/email|otp/, `${EW}#email-login`],
      [/embedded-wallet|frame-host|social/, `${EW}#the-frame`],
      [/siwx|sign-in/, `${SI}#success-and-failure`],
      [/walletconnect|pairing/, `${C}#walletconnect-pairing`],
      [/open-requests|request/, `${C}#requests-in-flight`],
      [/disconnect/, `${C}#disconnecting`],
      [/reconnect/, `${C}#reconnecting-on-page-load`],
    ],
    fallback: `${C}#connection-status`,
  },
  5: {
    phrases: [
      ['CAIP rules', `${VA}#addresses-and-network-ids`],
      ['Name registration', `${VA}#names`],
      ['Onramp limits', `${VA}#onramp-limits`],
      ['Send', `${VA}#send`],
      ['URL schemes', `${VA}#configuration`],
    ],
    context: [
      [/onramp|limits|payment/, `${VA}#onramp-limits`],
      [/wallet_sendcalls|calls/, `${VA}#batched-calls`],
      [/send|amount|receiver|token is required/, `${VA}#send`],
      [/caip|address|evm/, `${VA}#addresses-and-network-ids`],
      [/email|otp|social|throttle|login|one-click/, `${VA}#email-and-social-login`],
      [/\bnames?\b|registration|chainid/, `${VA}#names`],
      [
        /spam|zero-decimal|zero decimal|balances|transactions|activity/,
        `${VA}#balances-and-activity`,
      ],
      [/empty defaults|chain calls|unsupported/, `${VA}#networks`],
      [/error event|cap\b/, `${VA}#error-reporting`],
      [/siwe|siwx|project|origin|alert|config|switch-network|url/, `${VA}#configuration`],
      [/rpc|method|theme|\bsync/, `${VA}#embedded-wallet-requests`],
    ],
    path: [
      [/onramp/, `${VA}#onramp-limits`],
      [/send-calls|calls/, `${VA}#batched-calls`],
      [/send/, `${VA}#send`],
      [/names/, `${VA}#names`],
      [/caip|address/, `${VA}#addresses-and-network-ids`],
      [/email|social|otp/, `${VA}#email-and-social-login`],
      [/embedded-wallet|frame-host|rpc-methods|theme|sync-data/, `${VA}#embedded-wallet-requests`],
      [/activity|balance|transactions/, `${VA}#balances-and-activity`],
      [/events|analytics/, `${VA}#error-reporting`],
      [/config|options|url|siwx|switch-network/, `${VA}#configuration`],
      [/chain/, `${VA}#networks`],
    ],
    fallback: VA,
  },
  6: {
    phrases: [
      ['RPC method lists', `${R}#safe-and-unsafe-methods`],
      ['Solana methods', `${R}#walletconnect-methods`],
    ],
    context: [
      [/approv/, `${R}#the-approval-step`],
      [/embedded|allowed|not allowed|frame|action/, `${R}#embedded-wallet-methods`],
      [
        /walletconnect|wallet-connect|solana methods|connect protocol/,
        `${R}#walletconnect-methods`,
      ],
    ],
    path: [
      [/frame-host|embedded-wallet/, `${R}#embedded-wallet-methods`],
      [/walletconnect|universal-provider/, `${R}#walletconnect-methods`],
    ],
    fallback: `${R}#safe-and-unsafe-methods`,
  },
  7: {
    phrases: [
      ['Blockchain API table', `${SV}#calls`],
      ['Blockchain API', `${SV}#blockchain-api-blockchainapi`],
      ['Chain RPC', `${SV}#chain-rpc-proxy-and-bundler`],
      ['Request retry', `${SV}#retries`],
      ['Toolkit configuration services', `${SV}#configuration-service-config`],
      ['Wallet calls', `${AF}#balances`],
    ],
    context: [
      [/retr|backoff|retry-after/, `${SV}#retries`],
      [/analytics|post \/e|events?\b/, `${SV}#analytics-analytics`],
      [/frame|connect email|rpc request|switch network|"connect/, `${EW}#frame-events`],
      [/getwallets|catalogue|wallet image|images/, `${SV}#wallet-catalogue-walletcatalogue`],
      [
        /appkit\/v1\/config|origins|toolkit configuration|options\b/,
        `${SV}#configuration-service-config`,
      ],
      [/chain rpc|bundler|user-operation/, `${SV}#chain-rpc-proxy-and-bundler`],
      [/wallet_switchethereumchain|wallet_addethereumchain/, `${C}#switching-network`],
      [/wallet_getassets|wallet calls/, `${AF}#balances`],
      [/classification/, `${C}#request-results`],
      [/json message|message/, `${AF}#names`],
      [/fallback|fail/, `${SV}#when-a-call-fails`],
      [
        /\/v1\/|convert|profile|history|onramp|fungible|price|balance|identity|sessions|table|build-/,
        `${SV}#calls`,
      ],
      [/generic http|clientid|query|parameters|sdk type|http|order/, `${SV}#requests`],
    ],
    path: [
      [/frame-host|embedded-wallet/, `${EW}#frame-events`],
      [/retry/, `${SV}#retries`],
      [/api\/http|http/, `${SV}#requests`],
      [/blockchain-api|blockchain/, `${SV}#calls`],
      [/config/, `${SV}#configuration-service-config`],
      [/catalogue|wallet-list|images/, `${SV}#wallet-catalogue-walletcatalogue`],
      [/analytics|events/, `${SV}#analytics-analytics`],
      [/relay|walletconnect/, `${SV}#walletconnect-relay-relay`],
      [/rpc|bundler/, `${SV}#chain-rpc-proxy-and-bundler`],
      [/names/, `${AF}#names`],
    ],
    fallback: SV,
  },
  8: {
    phrases: [
      ['Fallbacks', `${ER}#fallbacks`],
      ['JSON-RPC codes', `${ER}#json-rpc-errors`],
      ['JSON-RPC', `${ER}#json-rpc-errors`],
      ['EIP-5792 codes', `${ER}#batched-calls-eip-5792`],
      ['EIP-1193 provider codes', `${ER}#wallet-rpc-errors-eip-1193`],
      ['Blockchain node error classes', `${ER}#sending-a-transaction-the-nodes-reasons`],
      ['Other errors', ER],
      ['CAIP errors', `${ER}#networks-and-addresses`],
      ['RPC codes', `${ER}#json-rpc-errors`],
    ],
    context: [
      [/fallback|mocked|estimate|origin-list|quote failure/, `${ER}#fallbacks`],
      [
        /user-visible|texts|not thrown|ui shows|ui displays|toast|unknown network|token balance unavailable|authenticating|local configuration|not configured/,
        `${ER}#texts-that-are-not-errors`,
      ],
      [/json-rpc|rpc codes/, `${ER}#json-rpc-errors`],
      [/eip-1193|provider codes|4001|5000|rejection/, `${ER}#wallet-rpc-errors-eip-1193`],
      [/eip-5792/, `${ER}#batched-calls-eip-5792`],
      [/node|insufficient funds|revert/, `${ER}#sending-a-transaction-the-nodes-reasons`],
      [/signature|smart-account|siwx|sign-in/, `${ER}#sign-in-siwx`],
      [/email|frame|login|social/, `${ER}#email-and-social-login-the-embedded-wallet`],
      [/connector|connection|disconnect/, `${ER}#connecting-and-the-wallet`],
      [/caip|chain|network/, `${ER}#networks-and-addresses`],
      [/\bnames?\b/, `${ER}#names`],
      [/swap/, `${ER}#swaps`],
      [/onramp/, `${ER}#onramp`],
      [/send/, `${ER}#sending-tokens`],
      [/transactions|activity|history/, `${ER}#account-activity`],
      [/http|service/, `${ER}#services-http`],
      [/config/, `${ER}#configuration`],
    ],
    path: [
      [/messages|notification|toast/, `${ER}#texts-that-are-not-errors`],
      [/caip|errors\/chain|network/, `${ER}#networks-and-addresses`],
      [/connector|connection/, `${ER}#connecting-and-the-wallet`],
      [/embedded-wallet|email|social|frame/, `${ER}#email-and-social-login-the-embedded-wallet`],
      [/siwx|sign-in/, `${ER}#sign-in-siwx`],
      [/names/, `${ER}#names`],
      [/swap/, `${ER}#swaps`],
      [/onramp/, `${ER}#onramp`],
      [/send/, `${ER}#sending-tokens`],
      [/activity/, `${ER}#account-activity`],
      [/permissions/, `${ER}#smart-session-permissions`],
      [/errors\/node/, `${ER}#sending-a-transaction-the-nodes-reasons`],
      [/calls/, `${ER}#batched-calls-eip-5792`],
      [/rpc/, `${ER}#json-rpc-errors`],
      [/http|api/, `${ER}#services-http`],
      [/config/, `${ER}#configuration`],
    ],
    fallback: ER,
  },
  9: {
    phrases: [
      ['Cache expiry', `${L}#cache-expiry`],
      ['Chains', `${L}#chains`],
      ['Default account types', `${L}#features-and-defaults`],
      ['Default connector order', `${L}#features-and-defaults`],
      ['Display', `${L}#display`],
      ['ENS name', `${L}#cache-expiry`],
      ['Features and defaults', `${L}#features-and-defaults`],
      ['Other time constants', `${L}#timing`],
      ['SWAP_SLIPPAGE_TOLERANCE', `${L}#swaps`],
      ['Sizes', `${L}#sizes`],
      ['Swaps', `${L}#swaps`],
      ['Timing', `${L}#timing`],
    ],
    context: [
      [/cache|expir/, `${L}#cache-expiry`],
      [
        /timing|timeout|polling|throttle|heartbeat|time constant|delay|retr|wait|\d+ ?m?s\b|seconds|minutes|shake|clock/,
        `${L}#timing`,
      ],
      [/social|telegram/, `${L}#features-and-defaults`],
      [/swap|slippage|usdt|1inch/, `${L}#swaps`],
      [/onramp|meld|coinbase|default providers/, `${L}#onramp`],
      [
        /display|decimals? |precision|truncat|shorten|'\+'|log level|4 \+ 6|address/,
        `${L}#display`,
      ],
      [/chain|native|solana|bitcoin|networks/, `${L}#chains`],
      [/size|page|recent|search|prefetch|pending|buffer|listener|8192|entries/, `${L}#sizes`],
      [
        /order|group|feature|legalcheckbox|account type|default|place|connect method/,
        `${L}#features-and-defaults`,
      ],
    ],
    path: [
      [/timing|timeout|timer/, `${L}#timing`],
      [/swap/, `${L}#swaps`],
      [/onramp/, `${L}#onramp`],
      [/sizes|wallet-list|catalogue|all-wallets/, `${L}#sizes`],
      [/display|format|address|truncat/, `${L}#display`],
      [/chains|decimals/, `${L}#chains`],
      [/features|options|connect|social/, `${L}#features-and-defaults`],
    ],
    fallback: L,
  },
}

/** Quoted headings of the old architecture file, lower case → our architecture page. */
export const ARCHITECTURE_HEADINGS = {
  adapters: `${A}#adapters`,
  'adapter interface': `${A}#adapter-interface`,
  ui: `${A}#ui`,
  'client, not globals': `${A}#client-not-globals`,
  errors: `${A}#errors`,
  'no import cycles': `${A}#no-import-cycles`,
  'embedded wallet': `${A}#frame-protocol`,
}

/** The old architecture file cited with no heading: the words after it choose. */
export const ARCHITECTURE_CONTEXT = [
  [/base urls/, `${A}#api-clients`],
  [/viem|import/, `${A}#dependency-direction`],
  [/security|frame/, `${A}#frame-protocol`],
]
export const ARCHITECTURE_PAGE = A
export const CONVENTIONS_TARGET = `${A}#conventions`
export const LIBRARIES_TARGET = `${A}#libraries`

/** Every target the map can produce, for the check against the docs' headings. */
export function allTargets() {
  const targets = [
    ...Object.values(ARCHITECTURE_HEADINGS),
    ...ARCHITECTURE_CONTEXT.map(([, target]) => target),
    ARCHITECTURE_PAGE,
    CONVENTIONS_TARGET,
    LIBRARIES_TARGET,
  ]
  for (const section of Object.values(SECTIONS)) {
    targets.push(section.fallback)
    for (const [, target] of [...section.phrases, ...section.context, ...section.path]) {
      targets.push(target)
    }
  }
  return targets
}
