import { connect, createKeyway, createMemoryStorage } from '@keyway/core'
import { createTestAdapter, testMainnet } from '@keyway/core/testing'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { actAsync, actUntil, renderHook } from '../testing/render.js'
import { TEST_ADDRESS } from '../testing/test-client.js'
import { useNames } from './use-names.js'

/** A blockchain API with a names registry (docs/services.md#calls profile calls); `api` bends its answers. */
function createNamesClient() {
  const api = { malformedSuggestions: false, suggestionRequests: [] as string[] }
  const records = new Map<string, string>()
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    const path = decodeURIComponent(url.pathname)
    if (path.startsWith('/v1/profile/suggestions/')) {
      const label = path.split('/').at(-1) ?? ''
      api.suggestionRequests.push(label)
      if (api.malformedSuggestions) return Response.json({ names: [label] })
      return Response.json({
        suggestions: [
          { name: `${label}.keyway.id`, registered: records.has(`${label}.keyway.id`) },
          { name: `${label}1.keyway.id`, registered: false },
        ],
      })
    }
    if (path.startsWith('/v1/profile/reverse/')) {
      const address = path.split('/').at(-1)
      const names = [...records].filter(([, owner]) => owner === address)
      return Response.json(
        names.map(([name]) => ({ name, registered: 1, updated: 1, addresses: {}, attributes: [] })),
      )
    }
    if (path.startsWith('/v1/profile/account/')) {
      const name = `${path.split('/').at(-1)}.keyway.id`
      const owner = records.get(name)
      if (!owner) return Response.json({ error: 'not found' }, { status: 404 })
      return Response.json({
        name,
        registered: 1,
        updated: 1,
        addresses: { '60': { address: owner, created: '1' } },
        attributes: [],
      })
    }
    if (path === '/v1/profile/account' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { address: string; message: string }
      const { name } = JSON.parse(body.message) as { name: string }
      records.set(`${name}.keyway.id`, body.address)
      return Response.json({})
    }
    return Response.json({ balances: [] })
  }
  const client = createKeyway({
    adapters: [createTestAdapter({ namespace: 'eip155' })],
    networks: [testMainnet],
    projectId: 'project',
    endpoints: { blockchainApi: 'http://api.test' },
    fetch,
    storage: createMemoryStorage(),
    onAlert: () => undefined,
    logger: { warn: () => undefined },
  })
  return { client, api, records }
}

/** useNames over a typed name the test can change, as a name field would. */
function useTypedNames() {
  const [name, setName] = useState('')
  return { ...useNames({ name, debounceMs: 20 }), setName }
}

describe('useNames', () => {
  it('asks for suggestions once typing pauses, for the last name only', async () => {
    const { client, api } = createNamesClient()
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    const hook = await renderHook(client, () => useTypedNames())
    await actAsync(() => hook.current().setName('ali'))
    await actAsync(() => hook.current().setName('alice'))
    await actUntil(
      () => hook.current().suggestions.length > 0 && !hook.current().suggestionsLoading,
    )
    expect(hook.current().suggestions.map((item) => item.name)).toEqual([
      'alice.keyway.id',
      'alice1.keyway.id',
    ])
    expect(api.suggestionRequests).toEqual(['alice'])
    expect(hook.current()).toMatchObject({ isValid: true, suggestionsLoading: false })
    await actAsync(() => hook.current().setName('al_ice'))
    expect(hook.current()).toMatchObject({ isValid: false, suggestions: [] })
  })

  it("an answer without a suggestions list is 'Error fetching name suggestions'; a retry recovers", async () => {
    const { client, api } = createNamesClient()
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    api.malformedSuggestions = true
    const hook = await renderHook(client, () => useTypedNames())
    await actAsync(() => hook.current().setName('alice'))
    await actUntil(() => hook.current().suggestionsError !== undefined)
    expect(hook.current().suggestionsError).toMatchObject({
      shortMessage: 'Error fetching name suggestions',
    })
    expect(hook.current().suggestions).toEqual([])
    api.malformedSuggestions = false
    await actAsync(() => hook.current().refetchSuggestions())
    await actUntil(() => hook.current().suggestions.length > 0)
    expect(hook.current().suggestions).toHaveLength(2)
    expect(hook.current().suggestionsError).toBeUndefined()
  })

  it('registers a name, which the account is then shown under', async () => {
    const { client } = createNamesClient()
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    const hook = await renderHook(client, () => useTypedNames())
    expect(hook.current().profileName).toBeUndefined()
    const result = await actAsync(() => hook.current().register('alice'))
    expect(result?.name).toBe('alice.keyway.id')
    expect(hook.current()).toMatchObject({
      profileName: 'alice.keyway.id',
      registering: false,
      registerError: undefined,
    })
  })

  it('keeps a refused name in registerError with the docs/validation.md#names rule', async () => {
    const { client, records } = createNamesClient()
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    const hook = await renderHook(client, () => useTypedNames())
    expect(await actAsync(() => hook.current().register('al.ce'))).toBeUndefined()
    expect(hook.current().registerError?.name).toBe('InvalidRegisteredNameError')
    expect(records.size).toBe(0)
  })

  it('shows the name a connected account already has (reverse lookup)', async () => {
    const { client, records } = createNamesClient()
    records.set('bob.keyway.id', TEST_ADDRESS)
    const hook = await renderHook(client, () => useTypedNames())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    await actUntil(() => hook.current().profileName !== undefined)
    expect(hook.current().profileName).toBe('bob.keyway.id')
  })
})
