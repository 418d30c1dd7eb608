import { describe, expect, it } from 'vitest'
import type { TestRejectRule } from './provider.js'
import { controlRejections } from './reject-controls.js'

function fakeProvider() {
  let rule: TestRejectRule | undefined
  return {
    setReject: (next: TestRejectRule | undefined) => {
      rule = next
    },
    decide: (method: string) => rule?.(method, []) ?? false,
  }
}

describe('controlRejections', () => {
  it('rejects only the next request of the method, once per call, with 4001 or the given code', () => {
    const provider = fakeProvider()
    const controls = controlRejections(provider)
    controls.rejectNext('personal_sign')
    controls.rejectNext('personal_sign', 5000)
    expect(provider.decide('eth_sendTransaction')).toBe(false)
    expect(provider.decide('personal_sign')).toBe(4001)
    expect(provider.decide('personal_sign')).toBe(5000)
    expect(provider.decide('personal_sign')).toBe(false)
  })

  it('falls back to the standing rule, and setReject(undefined) approves everything again', () => {
    const provider = fakeProvider()
    const controls = controlRejections(provider)
    controls.setReject((method) => method === 'eth_sendTransaction')
    controls.rejectNext('eth_sendTransaction', 4100)
    expect(provider.decide('eth_sendTransaction')).toBe(4100)
    expect(provider.decide('eth_sendTransaction')).toBe(true)
    controls.setReject(undefined)
    expect(provider.decide('eth_sendTransaction')).toBe(false)
  })
})
