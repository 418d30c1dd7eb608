import { describe, expect, it } from 'vitest'
import {
  EIP6963_ANNOUNCE_PROVIDER_EVENT,
  EIP6963_REQUEST_PROVIDER_EVENT,
  listenForEip6963Announcements,
} from './eip6963.js'

/** A window with one wallet that announces `detail` on every request, as extensions do. */
function windowWithWallet(detail: unknown) {
  const target = new EventTarget()
  let requests = 0
  target.addEventListener(EIP6963_REQUEST_PROVIDER_EVENT, () => {
    requests += 1
    target.dispatchEvent(new CustomEvent(EIP6963_ANNOUNCE_PROVIDER_EVENT, { detail }))
  })
  return {
    target,
    get requests() {
      return requests
    },
  }
}

describe('listenForEip6963Announcements', () => {
  it('asks the wallets already there to announce, and passes each detail on as dispatched', () => {
    const detail = { info: { rdns: 'dev.a' }, provider: {} }
    const win = windowWithWallet(detail)
    const seen: unknown[] = []
    listenForEip6963Announcements(win.target, (d) => seen.push(d))
    expect(win.requests).toBe(1)
    expect(seen).toEqual([detail])
  })

  it('hears later announcements until stopped', () => {
    const target = new EventTarget()
    const seen: unknown[] = []
    const stop = listenForEip6963Announcements(target, (d) => seen.push(d))
    target.dispatchEvent(new CustomEvent(EIP6963_ANNOUNCE_PROVIDER_EVENT, { detail: 'late' }))
    stop()
    target.dispatchEvent(new CustomEvent(EIP6963_ANNOUNCE_PROVIDER_EVENT, { detail: 'after' }))
    expect(seen).toEqual(['late'])
  })

  it("requests with the window's own Event class when it has one", () => {
    const target = new EventTarget()
    const made: string[] = []
    class WindowEvent extends Event {
      constructor(type: string) {
        super(type)
        made.push(type)
      }
    }
    listenForEip6963Announcements(Object.assign(target, { Event: WindowEvent }), () => {})
    expect(made).toEqual([EIP6963_REQUEST_PROVIDER_EVENT])
  })
})
