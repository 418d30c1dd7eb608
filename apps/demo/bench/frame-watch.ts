/**
 * In-page probes of the benchmark. Each runs inside Chromium (page.evaluate), so it uses
 * only browser APIs and carries no closure over Node values.
 */
import type { Page } from '@playwright/test'

export type FrameWatch = {
  /** performance.now() of the click event (its timeStamp). */
  clickAt: number
  /** performance.now() in the first frame where at least one target was laid out. */
  firstAt: number
  /** performance.now() in the first frame that showed as many targets as the final one. */
  completeAt: number
  /** Targets in the final frame watched. */
  count: number
  frames: number
}

/**
 * Arms a watcher: from the next click on the page, every animation frame counts the laid-out
 * elements matching `selector` inside the dialog (shadow roots included), until the count has
 * held for `settleFrames` frames. Frame-by-frame with requestAnimationFrame: the frame in
 * which the elements are first laid out is the one that paints them.
 */
/**
 * tsx (esbuild with keepNames) wraps named inner functions in `__name(...)`; the page lacks
 * that helper, so the probes define a no-op one before running.
 */
async function defineNameHelper(page: Page): Promise<void> {
  await page.evaluate('globalThis.__name ??= (fn) => fn')
}

export async function armFrameWatch(
  page: Page,
  options: { selector: string; settleFrames?: number },
): Promise<void> {
  await defineNameHelper(page)
  await page.evaluate(
    ({ selector, settleFrames }) => {
      type Result = {
        clickAt: number
        firstAt: number
        completeAt: number
        count: number
        frames: number
      }
      const host = window as unknown as { __kwFrameWatch?: Promise<Result> }
      const collect = (root: Document | ShadowRoot, out: Element[]) => {
        for (const element of root.querySelectorAll('*')) {
          if (element.matches(selector)) out.push(element)
          if (element.shadowRoot) collect(element.shadowRoot, out)
        }
      }
      const laidOut = (element: Element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && box.height > 0
      }
      host.__kwFrameWatch = new Promise<Result>((resolve) => {
        window.addEventListener(
          'click',
          (event) => {
            const clickAt = event.timeStamp
            let firstAt = 0
            let completeAt = 0
            let last = -1
            let stable = 0
            let frames = 0
            const frame = () => {
              frames++
              const now = performance.now()
              const found: Element[] = []
              collect(document, found)
              const count = found.filter(laidOut).length
              if (count > 0 && firstAt === 0) firstAt = now
              if (count > 0 && count !== last) {
                completeAt = now
                stable = 0
              } else if (count > 0) {
                stable++
              }
              last = count
              if (count > 0 && stable >= settleFrames) {
                resolve({ clickAt, firstAt, completeAt, count, frames })
                return
              }
              requestAnimationFrame(frame)
            }
            requestAnimationFrame(frame)
          },
          { capture: true, once: true },
        )
      })
    },
    { selector: options.selector, settleFrames: options.settleFrames ?? 30 },
  )
}

export async function readFrameWatch(page: Page): Promise<FrameWatch> {
  return page.evaluate(() => {
    const host = window as unknown as { __kwFrameWatch?: Promise<FrameWatch> }
    if (!host.__kwFrameWatch) throw new Error('armFrameWatch was not called')
    return host.__kwFrameWatch
  })
}

/** Elements in the page, shadow roots included (all nodes too, for reference). */
export async function countDomNodes(page: Page): Promise<{ elements: number; nodes: number }> {
  await defineNameHelper(page)
  return page.evaluate(() => {
    let elements = 0
    let nodes = 0
    const walk = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL)
      let node: Node | null = walker.nextNode()
      while (node) {
        nodes++
        if (node instanceof Element) {
          elements++
          if (node.shadowRoot) walk(node.shadowRoot)
        }
        node = walker.nextNode()
      }
    }
    walk(document)
    return { elements, nodes }
  })
}

/**
 * JS heap in use after a garbage collection (Chrome DevTools Protocol).
 *
 * The heap is the page's whole V8 isolate, which also holds Playwright's own injected
 * script (its locator engine, about 0.7 MB with its compiled code) once a locator has run
 * in the page: a page that was clicked through a locator carried it and one that was only
 * loaded did not, so the difference between two apps was partly the harness's. One
 * locator query first puts it in every page measured, so two figures differ by the apps.
 */
export async function usedJsHeap(page: Page): Promise<number> {
  await page.locator(':root').count()
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return usedSize
  } finally {
    await cdp.detach()
  }
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}
