/**
 * The test's hand on a wallet's prompts: `rejectNext(method)` refuses the next request of
 * that method as its user would (4001, or another code such as 5000), and `setReject` sets
 * a standing rule for every request. One-shot rejections are checked first.
 */
import type { TestEip1193Provider, TestRejectRule } from './provider.js'

export type RejectControls = {
  /** The next request of `method` is refused with `code` (default 4001, user rejected). */
  rejectNext(method: string, code?: number): void
  /** A standing rule for every request; undefined approves everything. */
  setReject(rule: TestRejectRule | undefined): void
}

/** Takes over `provider`'s rejection rule. */
export function controlRejections(
  provider: Pick<TestEip1193Provider, 'setReject'>,
): RejectControls {
  const next = new Map<string, number[]>()
  let standing: TestRejectRule | undefined
  provider.setReject((method, params) => {
    const codes = next.get(method)
    const code = codes?.shift()
    if (code !== undefined) {
      if (codes?.length === 0) next.delete(method)
      return code
    }
    return standing?.(method, params) ?? false
  })
  return {
    rejectNext(method, code = 4001) {
      next.set(method, [...(next.get(method) ?? []), code])
    },
    setReject(rule) {
      standing = rule
    },
  }
}
