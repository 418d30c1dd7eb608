import { describe, expect, it } from 'vitest'
import { ProjectIdRequiredError } from '../errors/embedded-wallet-frame.js'
import { validateSyncDataPayload } from './sync-data.js'

describe('validateSyncDataPayload (docs/validation.md#configuration: requires a projectId)', () => {
  it('returns a payload that has a projectId, with its other fields', () => {
    const payload = { projectId: 'abc123', sdkVersion: '1.0.0', metadata: { name: 'Demo' } }
    expect(validateSyncDataPayload(payload)).toBe(payload)
  })

  it.each([
    ['no projectId', { sdkVersion: '1.0.0' }],
    ['an empty projectId', { projectId: '' }],
    ['a blank projectId', { projectId: '   ' }],
    ['a numeric projectId', { projectId: 7 }],
    ['null', null],
    ['a string', 'abc123'],
  ])('rejects %s with ProjectIdRequiredError', (_label, payload) => {
    expect(() => validateSyncDataPayload(payload)).toThrow(ProjectIdRequiredError)
  })
})
