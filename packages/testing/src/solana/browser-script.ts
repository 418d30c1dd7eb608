/**
 * The test Solana wallet inside a real browser page (Playwright), in the style of
 * the injected EIP-1193 wallets (browser/injected-script.ts): the page gets a small, dependency-free script
 * (for `addInitScript`) that defines a Wallet Standard wallet per description and registers
 * it through the standard's window events. Every call goes to the test process through one
 * exposed function (`page.exposeFunction`), where a keypair test wallet signs (see
 * browser-bridge.ts). No key and no signing code reach the page, and the wallet keeps its
 * approval across reloads like an extension. Bytes cross the bridge as base64.
 */

/** The default name of the exposed bridge function (and, with `Emit`, of the event hook). */
export const DEFAULT_SOLANA_WALLET_BRIDGE = '__keywayTestSolanaWallet'

export type InjectedSolanaWalletDescription = {
  /** Identifies the wallet on the bridge; unique per page. */
  id: string
  name: string
  /** A data: URI. */
  icon: string
  /** Solana chains (Wallet Standard names or CAIP-2 ids), plus eip155 ones for a dual wallet. */
  chains: readonly string[]
  rdns?: string | undefined
}

export type InjectedSolanaWalletScriptOptions = {
  wallets: readonly InjectedSolanaWalletDescription[]
  bridge?: string | undefined
}

/** What the bridge function receives from the page. */
export type SolanaBridgeRequest = {
  walletId: string
  method: string
  params: Record<string, unknown>
}
/** A bridge account: address and base64 public key. */
export type SolanaBridgeAccount = { address: string; publicKey: string }
export type SolanaBridgeAnswer = { result: unknown } | { error: { code: number; message: string } }

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

// Plain ES2017 run in the page; the config is spliced in as JSON (no code from outside).
const PAGE_SCRIPT = `(function (config) {
  var w = window;
  var FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'];
  var toBytes = function (b64) { return Uint8Array.from(atob(b64), function (c) { return c.charCodeAt(0); }); };
  var toB64 = function (bytes) { var s = ''; for (var i = 0; i < bytes.length; i++) s += String.fromCharCode(bytes[i]); return btoa(s); };
  var hooks = {};
  config.wallets.forEach(function (desc) {
    var solanaChains = desc.chains.filter(function (c) { return c.indexOf('solana:') === 0; });
    var accounts = [];
    var listeners = [];
    var setAccounts = function (list) {
      accounts = list.map(function (a) {
        return Object.freeze({ address: a.address, publicKey: toBytes(a.publicKey), chains: solanaChains, features: FEATURES });
      });
      listeners.slice().forEach(function (l) { l({ accounts: accounts }); });
    };
    hooks[desc.id] = setAccounts;
    var call = function (method, params) {
      var bridge = w[config.bridge];
      if (typeof bridge !== 'function') {
        var missing = new Error('The test wallet bridge is not installed');
        missing.code = 4900;
        return Promise.reject(missing);
      }
      return bridge({ walletId: desc.id, method: method, params: params || {} }).then(function (answer) {
        if (answer && answer.error) {
          var error = new Error(answer.error.message);
          error.code = answer.error.code;
          throw error;
        }
        return answer ? answer.result : undefined;
      });
    };
    var each = function (inputs, run) { return Promise.all(Array.prototype.map.call(inputs, run)); };
    var wallet = {
      version: '1.0.0', name: desc.name, icon: desc.icon, chains: desc.chains.slice(),
      get accounts() { return accounts.slice(); },
      features: {
        'standard:connect': { version: '1.0.0', connect: function (input) {
          return call('connect', { silent: !!(input && input.silent) }).then(function (list) {
            accounts = []; setAccounts(list); return { accounts: accounts.slice() };
          });
        } },
        'standard:disconnect': { version: '1.0.0', disconnect: function () {
          return call('disconnect').then(function () { setAccounts([]); });
        } },
        'standard:events': { version: '1.0.0', on: function (event, listener) {
          listeners.push(listener);
          return function () { listeners = listeners.filter(function (l) { return l !== listener; }); };
        } },
        'solana:signMessage': { version: '1.0.0', signMessage: function () {
          return each(arguments, function (input) {
            return call('signMessage', { message: toB64(input.message) }).then(function (r) {
              return { signedMessage: input.message, signature: toBytes(r) };
            });
          });
        } },
        'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], signTransaction: function () {
          return each(arguments, function (input) {
            return call('signTransaction', { transaction: toB64(input.transaction) }).then(function (r) {
              return { signedTransaction: toBytes(r) };
            });
          });
        } },
        'solana:signAndSendTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], signAndSendTransaction: function () {
          return each(arguments, function (input) {
            return call('signAndSendTransaction', { transaction: toB64(input.transaction) }).then(function (r) {
              return { signature: toBytes(r) };
            });
          });
        } }
      }
    };
    if (desc.rdns) wallet.rdns = desc.rdns;
    var callback = function (api) { api.register(wallet); };
    w.addEventListener('wallet-standard:app-ready', function (event) { callback(event.detail); });
    w.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  });
  w[config.bridge + 'Emit'] = function (walletId, list) {
    if (hooks[walletId]) hooks[walletId](list);
  };
})`

/** The script for `page.addInitScript({ content })`: Wallet Standard wallets over the bridge. */
export function createInjectedSolanaWalletScript(
  options: InjectedSolanaWalletScriptOptions,
): string {
  const bridge = options.bridge ?? DEFAULT_SOLANA_WALLET_BRIDGE
  if (!IDENTIFIER.test(bridge)) throw new Error(`Bridge name "${bridge}" is not an identifier`)
  const ids = new Set(options.wallets.map((w) => w.id))
  if (ids.size !== options.wallets.length) throw new Error('Wallet ids must be unique')
  const config = { bridge, wallets: options.wallets.map((w) => ({ ...w, chains: [...w.chains] })) }
  // JSON is a JS expression; escaping `<` keeps a `</script>` in a name harmless.
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return `${PAGE_SCRIPT}(${json});`
}
