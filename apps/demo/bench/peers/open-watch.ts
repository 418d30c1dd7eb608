/**
 * In-page probes of the peers bench (Playwright init scripts and evaluations). Each runs
 * inside Chromium, so it uses only browser APIs and takes its values as the argument.
 *
 * One click is watched for two figures, both measured from the click event's timeStamp:
 * - first view: the first animation frame in which one of the toolkit's wallet entries is
 *   laid out (a box wider and taller than 0), looked up in the document and in every shadow
 *   root; the frame in which it is first laid out is the one that paints it;
 * - settled: the last activity after the click, once QUIET ms passed without any, and not
 *   before the first view (the view's paint is the last activity when nothing follows it). Activity
 *   is a DOM mutation (child list, attribute or text; in the document and in every shadow
 *   root, those attached later included) or the end of a resource load (Resource Timing:
 *   scripts, styles, images, fetches the click started). Animations that mutate nothing do
 *   not count.
 */

/**
 * Init script: keeps every shadow root the page attaches (open or closed) in
 * `window.__benchShadowRoots`, and tells `window.__benchOnShadowRoot` of each new one.
 */
export function trackShadowRoots(): void {
  const host = window as unknown as {
    __benchShadowRoots?: ShadowRoot[]
    __benchOnShadowRoot?: (root: ShadowRoot) => void
  }
  const roots: ShadowRoot[] = []
  host.__benchShadowRoots = roots
  const attach = Element.prototype.attachShadow
  Element.prototype.attachShadow = function attachShadow(this: Element, init: ShadowRootInit) {
    const root = attach.call(this, init)
    roots.push(root)
    host.__benchOnShadowRoot?.(root)
    return root
  }
}

export type OpenWatch = {
  /** performance.now() of the click event. */
  clickAt: number
  /** performance.now() of the first frame with a wallet entry laid out; 0 if none came. */
  firstAt: number
  /** performance.now() of the last activity before QUIET ms of none; 0 if it never quieted. */
  settledAt: number
  /** The wallet entries laid out when the page settled: name attribute, test id or text. */
  entries: string[]
  /** DOM mutation records seen from the click until settled. */
  mutations: number
}

export type OpenWatchOptions = {
  /** The toolkit's wallet entry (CSS selector). */
  walletEntry: string
  /** Quiet time that ends the watch (ms). */
  quietMs: number
  /** Longest watch (ms after the click); past it the figures read "never". */
  maxMs: number
}

/**
 * Arms the watch on the page's next click (capture phase, so before the app's handler). The
 * result is `window.__benchOpenWatch`, a promise; needs trackShadowRoots as an init script.
 */
export function armOpenWatch(options: OpenWatchOptions): void {
  const host = window as unknown as {
    __benchShadowRoots?: ShadowRoot[]
    __benchOnShadowRoot?: (root: ShadowRoot) => void
    __benchOpenWatch?: Promise<OpenWatch>
  }
  const roots = host.__benchShadowRoots
  if (!roots) throw new Error('trackShadowRoots did not run before the app')
  host.__benchOpenWatch = new Promise<OpenWatch>((resolve) => {
    window.addEventListener(
      'click',
      (event) => {
        const clickAt = event.timeStamp
        let lastActivity = clickAt
        let firstAt = 0
        let mutations = 0
        const noteActivity = (at: number) => {
          if (at > lastActivity) lastActivity = at
        }
        const observer = new MutationObserver((records) => {
          mutations += records.length
          noteActivity(performance.now())
        })
        const observe = (root: Node) =>
          observer.observe(root, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          })
        observe(document)
        for (const root of roots) observe(root)
        host.__benchOnShadowRoot = (root) => {
          observe(root)
          noteActivity(performance.now())
        }
        const resources = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.startTime >= clickAt) {
              noteActivity((entry as PerformanceResourceTiming).responseEnd)
            }
          }
        })
        resources.observe({ type: 'resource' })

        const laidOutEntries = () => {
          const found: Element[] = []
          for (const root of [document, ...roots]) {
            for (const element of root.querySelectorAll(options.walletEntry)) {
              const box = element.getBoundingClientRect()
              if (box.width > 0 && box.height > 0) found.push(element)
            }
          }
          return found
        }
        const label = (element: Element) =>
          element.getAttribute('name') ??
          element.getAttribute('data-testid') ??
          (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
        const frame = () => {
          if (firstAt !== 0) return
          if (laidOutEntries().length > 0) firstAt = performance.now()
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)

        const finish = (settledAt: number) => {
          observer.disconnect()
          resources.disconnect()
          delete host.__benchOnShadowRoot
          resolve({ clickAt, firstAt, settledAt, entries: laidOutEntries().map(label), mutations })
        }
        const check = () => {
          const now = performance.now()
          // The view's own paint counts too: a view laid out after the last mutation settles there.
          if (firstAt !== 0 && now - lastActivity >= options.quietMs) {
            finish(Math.max(lastActivity, firstAt))
          } else if (now - clickAt > options.maxMs) finish(0)
          else setTimeout(check, 20)
        }
        setTimeout(check, 20)
      },
      { capture: true, once: true },
    )
  })
}

/** Reads the armed watch's result (waits until it settled or gave up). */
export function readOpenWatch(): Promise<OpenWatch> {
  const host = window as unknown as { __benchOpenWatch?: Promise<OpenWatch> }
  if (!host.__benchOpenWatch) throw new Error('armOpenWatch was not called')
  return host.__benchOpenWatch
}

/**
 * Every node (elements, text, comments) of the document and of every shadow root attached to
 * an element now in the document, open or closed (trackShadowRoots records them as they are
 * attached); the document and shadow-root nodes themselves are not counted.
 */
export function countPageNodes(): { nodes: number; shadowRoots: number } {
  const host = window as unknown as { __benchShadowRoots?: ShadowRoot[] }
  const roots = host.__benchShadowRoots
  if (!roots) throw new Error('trackShadowRoots did not run before the app')
  const count = (root: Node) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL)
    let nodes = 0
    while (walker.nextNode()) nodes++
    return nodes
  }
  const connected = roots.filter((root) => root.host.isConnected)
  let nodes = count(document)
  for (const root of connected) nodes += count(root)
  return { nodes, shadowRoots: connected.length }
}
