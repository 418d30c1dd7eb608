/**
 * The Bitcoin test wallets inside a real browser page (Playwright), in the style of the
 * injected EVM and Solana ones: the page gets a small, dependency-free script (for
 * `addInitScript`) that defines, per description, either a Wallet Standard Bitcoin wallet
 * (registered through the standard's window events) or a sats-connect-style provider (set at
 * its dotted path from `window` and listed in `window.btc_providers`). Every call goes to the
 * test process through one exposed function (`page.exposeFunction`), where the test wallet's
 * own face answers (browser-bridge.ts). No key and no signing code reach the page, and the
 * wallet keeps its approval across reloads like an extension. Bytes cross as base64.
 */

/** The default name of the exposed bridge function (and, with `Emit`, of the event hook). */
export const DEFAULT_BITCOIN_WALLET_BRIDGE = '__keywayTestBitcoinWallet'

/** Which interface the page's wallet speaks. */
export type BitcoinWalletFace = 'wallet-standard' | 'sats-connect'

export type InjectedBitcoinWalletDescription = {
  /** Identifies the wallet on the bridge; unique per page. */
  id: string
  face: BitcoinWalletFace
  name: string
  /** A data: URI. */
  icon: string
  /** sats-connect only: the provider's dotted path from `window` (its `btc_providers` id). */
  providerId?: string | undefined
  /** Wallet Standard only: the wallet's chains until it reports them (`bitcoin:testnet`, …). */
  chains?: readonly string[] | undefined
  /** sats-connect only: the methods its `btc_providers` entry lists. */
  methods?: readonly string[] | undefined
}

export type InjectedBitcoinWalletScriptOptions = {
  wallets: readonly InjectedBitcoinWalletDescription[]
  bridge?: string | undefined
}

/** What the bridge function receives from the page. */
export type BitcoinBridgeRequest = {
  walletId: string
  method: string
  params: Record<string, unknown>
}

/** A Wallet Standard account as it crosses the bridge (public key in base64). */
export type BitcoinBridgeAccount = {
  address: string
  publicKey: string
  chains: string[]
  features: string[]
}

/** A Wallet Standard wallet's accounts and chains, pushed to the page after a change. */
export type BitcoinBridgeState = {
  accounts?: BitcoinBridgeAccount[] | undefined
  chains?: string[] | undefined
}

export type BitcoinBridgeAnswer =
  | { result: unknown; state?: BitcoinBridgeState | undefined }
  | { error: { code: number; message: string } }

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/
const PROVIDER_PATH = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/

// Plain ES2017 run in the page; the config is spliced in as JSON (no code from outside).
const PAGE_SCRIPT = `(function (config) {
  var w = window;
  var toBytes = function (b64) { return Uint8Array.from(atob(b64), function (c) { return c.charCodeAt(0); }); };
  var toB64 = function (bytes) { var s = ''; for (var i = 0; i < bytes.length; i++) s += String.fromCharCode(bytes[i]); return btoa(s); };
  var hooks = {};
  var call = function (walletId, method, params) {
    var bridge = w[config.bridge];
    if (typeof bridge !== 'function') {
      var missing = new Error('The test wallet bridge is not installed');
      missing.code = 4900;
      return Promise.reject(missing);
    }
    return bridge({ walletId: walletId, method: method, params: params || {} }).then(function (answer) {
      if (answer && answer.error) {
        var error = new Error(answer.error.message);
        error.code = answer.error.code;
        throw error;
      }
      return answer || {};
    });
  };

  var standardWallet = function (desc) {
    var accounts = [];
    var chains = (desc.chains || []).slice();
    var known = {};
    var listeners = [];
    var toAccount = function (a) {
      var key = a.address + '|' + a.publicKey + '|' + a.chains.join(',') + '|' + a.features.join(',');
      if (!known[key]) known[key] = Object.freeze({
        address: a.address, publicKey: toBytes(a.publicKey),
        chains: Object.freeze(a.chains.slice()), features: Object.freeze(a.features.slice())
      });
      return known[key];
    };
    var apply = function (state, notify) {
      if (!state) return;
      var changed = {};
      if (state.accounts) { accounts = state.accounts.map(toAccount); changed.accounts = accounts.slice(); }
      if (state.chains) { chains = state.chains.slice(); changed.chains = chains.slice(); }
      if (notify) listeners.slice().forEach(function (l) { l(changed); });
    };
    hooks[desc.id] = function (state) { apply(state, true); };
    var ask = function (method, params) {
      return call(desc.id, method, params).then(function (answer) {
        apply(answer.state, false);
        return answer.result;
      });
    };
    var each = function (inputs, run) { return Promise.all(Array.prototype.map.call(inputs, run)); };
    var wallet = {
      version: '1.0.0', name: desc.name, icon: desc.icon,
      get chains() { return chains.slice(); },
      get accounts() { return accounts.slice(); },
      features: {
        'bitcoin:connect': { version: '1.0.0', connect: function (input) {
          return ask('bitcoin:connect', { purposes: (input && input.purposes) || [] }).then(function (r) {
            return { accounts: r.accounts.map(toAccount) };
          });
        } },
        'standard:connect': { version: '1.0.0', connect: function (input) {
          return ask('standard:connect', { silent: !!(input && input.silent) }).then(function () {
            return { accounts: accounts.slice() };
          });
        } },
        'standard:disconnect': { version: '1.0.0', disconnect: function () {
          return ask('standard:disconnect').then(function () { return undefined; });
        } },
        'standard:events': { version: '1.0.0', on: function (event, listener) {
          if (event !== 'change') return function () {};
          listeners.push(listener);
          return function () { listeners = listeners.filter(function (l) { return l !== listener; }); };
        } },
        'bitcoin:signMessage': { version: '1.0.0', signMessage: function () {
          var inputs = Array.prototype.map.call(arguments, function (input) {
            return { address: input.account.address, message: toB64(input.message) };
          });
          return ask('bitcoin:signMessage', { inputs: inputs }).then(function (outputs) {
            return outputs.map(function (o, i) {
              return { signedMessage: toBytes(inputs[i].message), signature: toBytes(o.signature) };
            });
          });
        } },
        'bitcoin:signTransaction': { version: '1.0.0', signTransaction: function () {
          var inputs = Array.prototype.map.call(arguments, function (input) {
            return {
              psbt: toB64(input.psbt), chain: input.chain,
              inputsToSign: (input.inputsToSign || []).map(function (e) {
                var entry = { address: e.account.address, signingIndexes: e.signingIndexes.slice() };
                if (e.sigHash !== undefined) entry.sigHash = e.sigHash;
                return entry;
              })
            };
          });
          return ask('bitcoin:signTransaction', { inputs: inputs }).then(function (outputs) {
            return outputs.map(function (o) { return { signedPsbt: toBytes(o.signedPsbt) }; });
          });
        } }
      }
    };
    var callback = function (api) { api.register(wallet); };
    w.addEventListener('wallet-standard:app-ready', function (event) { callback(event.detail); });
    w.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
    // After a reload the page learns the accounts the wallet already granted, as a change.
    call(desc.id, 'state').then(function (answer) { apply(answer.state, true); }, function () {});
  };

  var satsConnectProvider = function (desc) {
    var listeners = {};
    hooks[desc.id] = function (event) {
      (listeners[event.type] || []).slice().forEach(function (cb) { cb(event); });
    };
    var provider = {
      isKeywayTestWallet: true,
      request: function (method, params) {
        return call(desc.id, 'request', { method: method, params: params === undefined ? null : params })
          .then(function (answer) { return answer.result; });
      },
      addListener: function (info, cb) {
        var eventName = typeof info === 'string' ? info : info.eventName;
        var listener = typeof info === 'string' ? cb : info.cb;
        (listeners[eventName] = listeners[eventName] || []).push(listener);
        return function () {
          listeners[eventName] = (listeners[eventName] || []).filter(function (l) { return l !== listener; });
        };
      }
    };
    var path = desc.providerId.split('.');
    var last = path.pop();
    var holder = w;
    path.forEach(function (part) {
      if (!holder[part] || typeof holder[part] !== 'object') holder[part] = {};
      holder = holder[part];
    });
    holder[last] = provider;
    if (!Array.isArray(w.btc_providers)) w.btc_providers = [];
    var entry = { id: desc.providerId, name: desc.name, icon: desc.icon, webUrl: 'https://keyway.test/bitcoin-wallet' };
    if (desc.methods) entry.methods = desc.methods.slice();
    w.btc_providers.push(entry);
  };

  config.wallets.forEach(function (desc) {
    if (desc.face === 'sats-connect') satsConnectProvider(desc);
    else standardWallet(desc);
  });
  w[config.bridge + 'Emit'] = function (walletId, payload) {
    if (hooks[walletId]) hooks[walletId](payload);
  };
})`

/** The script for `page.addInitScript({ content })`: Bitcoin wallets over the bridge. */
export function createInjectedBitcoinWalletScript(
  options: InjectedBitcoinWalletScriptOptions,
): string {
  const bridge = options.bridge ?? DEFAULT_BITCOIN_WALLET_BRIDGE
  if (!IDENTIFIER.test(bridge)) throw new Error(`Bridge name "${bridge}" is not an identifier`)
  const ids = new Set(options.wallets.map((w) => w.id))
  if (ids.size !== options.wallets.length) throw new Error('Wallet ids must be unique')
  for (const wallet of options.wallets) {
    if (wallet.face !== 'sats-connect') continue
    if (!wallet.providerId || !PROVIDER_PATH.test(wallet.providerId))
      throw new Error(`A sats-connect wallet needs a providerId path, got "${wallet.providerId}"`)
  }
  const config = {
    bridge,
    wallets: options.wallets.map((w) => ({
      id: w.id,
      face: w.face,
      name: w.name,
      icon: w.icon,
      providerId: w.providerId ?? null,
      chains: w.chains ? [...w.chains] : null,
      methods: w.methods ? [...w.methods] : null,
    })),
  }
  // JSON is a JS expression; escaping `<` keeps a `</script>` in a name harmless.
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return `${PAGE_SCRIPT}(${json});`
}
