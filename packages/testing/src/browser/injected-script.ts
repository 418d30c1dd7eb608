/**
 * Test wallets inside a real browser page (Playwright). Design: the page gets a small,
 * dependency-free script (for `addInitScript`) that defines one EIP-1193 provider per wallet
 * and announces each over EIP-6963. Each provider forwards `request` to the test process
 * through one function the test exposes (`page.exposeFunction`), where a
 * `createTestEip1193Provider` signs with viem. Events go back with `page.evaluate`.
 * So no secp256k1 code, no key and no bundler ever reach the page, and the wallet keeps its
 * state across reloads like a real extension does.
 */
import type { Eip6963ProviderInfo } from '../eip6963.js'

/** The default name of the exposed bridge function (and, with `Emit`, of the event hook). */
export const DEFAULT_WALLET_BRIDGE = '__keywayTestWallet'

export type InjectedWalletDescription = {
  /** Identifies the wallet on the bridge; unique per page. */
  id: string
  info: Eip6963ProviderInfo
}

export type InjectedWalletScriptOptions = {
  wallets: readonly InjectedWalletDescription[]
  /** The wallet (by id) to also install as `window.ethereum`, as legacy wallets do. */
  windowEthereum?: string | undefined
  /** Name of the exposed bridge function; default {@link DEFAULT_WALLET_BRIDGE}. */
  bridge?: string | undefined
}

/** What the bridge function receives from the page. */
export type WalletBridgeRequest = { walletId: string; method: string; params: unknown }
/** What it answers: a result, or an EIP-1193 error the page rethrows with its code. */
export type WalletBridgeAnswer =
  | { result: unknown }
  | { error: { code: number; message: string; data?: unknown } }

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

// Plain ES2017 run in the page; the config is spliced in as JSON (no code from outside).
const PAGE_SCRIPT = `(function (config) {
  var w = window;
  var wallets = {};
  config.wallets.forEach(function (wallet) {
    var listeners = {};
    var provider = {
      isKeywayTestWallet: true,
      request: function (args) {
        var params = args && args.params !== undefined ? args.params : [];
        var call = w[config.bridge];
        if (typeof call !== 'function') {
          var missing = new Error('The test wallet bridge is not installed');
          missing.code = 4900;
          return Promise.reject(missing);
        }
        return call({ walletId: wallet.id, method: args.method, params: params }).then(function (answer) {
          if (answer && answer.error) {
            var error = new Error(answer.error.message);
            error.code = answer.error.code;
            if (answer.error.data !== undefined) error.data = answer.error.data;
            throw error;
          }
          return answer ? answer.result : undefined;
        });
      },
      on: function (event, listener) {
        (listeners[event] = listeners[event] || []).push(listener);
        return provider;
      },
      removeListener: function (event, listener) {
        listeners[event] = (listeners[event] || []).filter(function (l) { return l !== listener; });
        return provider;
      }
    };
    provider.off = provider.removeListener;
    wallets[wallet.id] = {
      emit: function (event, payload) {
        (listeners[event] || []).slice().forEach(function (listener) { listener(payload); });
      }
    };
    var detail = Object.freeze({ info: Object.freeze(wallet.info), provider: provider });
    var announce = function () {
      w.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: detail }));
    };
    w.addEventListener('eip6963:requestProvider', announce);
    announce();
    if (config.windowEthereum === wallet.id) w.ethereum = provider;
  });
  w[config.bridge + 'Emit'] = function (walletId, event, payload) {
    if (wallets[walletId]) wallets[walletId].emit(event, payload);
  };
})`

/** The script for `page.addInitScript({ content })`: providers that call the bridge. */
export function createInjectedWalletScript(options: InjectedWalletScriptOptions): string {
  const bridge = options.bridge ?? DEFAULT_WALLET_BRIDGE
  if (!IDENTIFIER.test(bridge)) throw new Error(`Bridge name "${bridge}" is not an identifier`)
  const ids = new Set(options.wallets.map((w) => w.id))
  if (ids.size !== options.wallets.length) throw new Error('Wallet ids must be unique')
  if (options.windowEthereum !== undefined && !ids.has(options.windowEthereum)) {
    throw new Error(`windowEthereum "${options.windowEthereum}" is not one of the wallets`)
  }
  const config = {
    bridge,
    windowEthereum: options.windowEthereum ?? null,
    wallets: options.wallets.map((w) => ({ id: w.id, info: { ...w.info } })),
  }
  // JSON is a JS expression; escaping `<` keeps a `</script>` in a name harmless.
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return `${PAGE_SCRIPT}(${json});`
}
