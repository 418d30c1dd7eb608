/**
 * Scripts the bench adds to the page before the app runs (Playwright init scripts): a test
 * wallet announced over EIP-6963, and a frame-by-frame watch of the wallet button after a
 * reload. Each runs inside Chromium, so it uses only browser APIs and takes its values as
 * the argument.
 */

export type BenchWallet = {
  address: `0x${string}`
  chainId: number
  name: string
  rdns: string
  uuid: string
}

/** A fixed account on Ethereum mainnet; it never signs, so no key is needed. */
export const BENCH_WALLET: BenchWallet = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 1,
  name: 'Bench Wallet',
  rdns: 'dev.keyway.bench-wallet',
  uuid: '6a0c2f1e-5b7d-4c1a-9e3f-2d8b7a6c5e41',
}

/**
 * tsx (esbuild with keepNames) wraps named inner functions in `__name(...)`; the page lacks
 * that helper, so this init script defines a no-op one before the others run.
 */
export const NAME_HELPER_SCRIPT = { content: 'globalThis.__name ??= (fn) => fn' }

/**
 * An EIP-1193 wallet that remembers (in the page's localStorage, as an extension remembers
 * a site) that the site was allowed, so after a reload eth_accounts answers the account and
 * the app can restore the connection. Announced over EIP-6963 at once and on every request.
 */
export function installBenchWallet(wallet: BenchWallet): void {
  const allowedKey = 'bench-wallet:allowed'
  const isAllowed = () => {
    try {
      return window.localStorage.getItem(allowedKey) === '1'
    } catch {
      return false
    }
  }
  const setAllowed = (allowed: boolean) => {
    try {
      if (allowed) window.localStorage.setItem(allowedKey, '1')
      else window.localStorage.removeItem(allowedKey)
    } catch {
      // about:blank has no storage; the wallet then forgets, which is harmless there.
    }
  }
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const permission = { parentCapability: 'eth_accounts' }
  const provider = {
    async request({ method }: { method: string; params?: unknown }): Promise<unknown> {
      switch (method) {
        case 'eth_chainId':
          return `0x${wallet.chainId.toString(16)}`
        case 'net_version':
          return String(wallet.chainId)
        case 'eth_accounts':
          return isAllowed() ? [wallet.address] : []
        case 'eth_requestAccounts':
          setAllowed(true)
          return [wallet.address]
        case 'wallet_requestPermissions':
          setAllowed(true)
          return [permission]
        case 'wallet_getPermissions':
          return isAllowed() ? [permission] : []
        case 'wallet_revokePermissions':
          setAllowed(false)
          return null
        case 'wallet_switchEthereumChain':
          return null
        default:
          throw Object.assign(new Error(`The bench wallet does not support ${method}`), {
            code: 4200,
          })
      }
    },
    on(event: string, listener: (...args: unknown[]) => void) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event: string, listener: (...args: unknown[]) => void) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  const icon =
    'data:image/svg+xml;base64,' +
    btoa(
      '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96">' +
        '<rect width="96" height="96" rx="24" fill="#3b6cf6"/></svg>',
    )
  const detail = Object.freeze({
    info: Object.freeze({ uuid: wallet.uuid, name: wallet.name, icon, rdns: wallet.rdns }),
    provider,
  })
  const announce = () => {
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

export type RestorePaint = {
  /** Frame (counted from the document's first animation frame) where a button was first laid out. */
  buttonFrame: number
  /** performance.now() of that frame: ms since the reload's navigation started. */
  buttonAt: number
  /** Frame where a laid-out button first showed the address; -1 if it never did. */
  addressFrame: number
  addressAt: number
  /** The text of the button showing the address. */
  text: string
}

/**
 * From the document's first frame, looks at every animation frame for laid-out `<button>`s
 * under `container` (shadow roots included) and notes the first frame with any button and
 * the first frame where one shows `marker` (part of the address, as every form of the
 * address shows it). The result is `window.__benchRestorePaint`.
 */
export function watchRestorePaint(options: {
  container: string
  marker: string
  timeoutMs: number
}): void {
  const host = window as unknown as { __benchRestorePaint?: Promise<RestorePaint> }
  const marker = options.marker.toLowerCase()
  const collectButtons = (root: ParentNode, out: HTMLButtonElement[]) => {
    for (const element of root.querySelectorAll('*')) {
      if (element instanceof HTMLButtonElement) out.push(element)
      if (element.shadowRoot) collectButtons(element.shadowRoot, out)
    }
  }
  const laidOut = (element: Element) => {
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0
  }
  host.__benchRestorePaint = new Promise<RestorePaint>((resolve) => {
    let frame = 0
    let buttonFrame = -1
    let buttonAt = 0
    const tick = () => {
      frame++
      const now = performance.now()
      const buttons: HTMLButtonElement[] = []
      const container = document.querySelector(options.container)
      if (container) collectButtons(container, buttons)
      const painted = buttons.filter(laidOut)
      if (painted.length > 0 && buttonFrame < 0) {
        buttonFrame = frame
        buttonAt = now
      }
      const withAddress = painted.find((button) =>
        (button.textContent ?? '').toLowerCase().includes(marker),
      )
      if (withAddress || now > options.timeoutMs) {
        resolve({
          buttonFrame,
          buttonAt,
          addressFrame: withAddress ? frame : -1,
          addressAt: withAddress ? now : 0,
          text: (withAddress?.textContent ?? '').replace(/\s+/g, ' ').trim(),
        })
        return
      }
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
}
