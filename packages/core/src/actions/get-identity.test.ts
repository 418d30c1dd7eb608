import { describe, expect, it } from 'vitest'
import { connect } from './connect.js'
import { getIdentity } from './get-identity.js'
import { createActionTestClient, EVM_ADDRESS } from './test-client.test-helpers.js'

/** A client whose blockchain API names EVM_ADDRESS 'alice.keyway'. */
function clientWithIdentity() {
  const asked: URL[] = []
  const setup = createActionTestClient({
    projectId: 'p1',
    endpoints: { blockchainApi: 'http://api.test' },
    fetch: async (input) => {
      const url = new URL(String(input))
      asked.push(url)
      if (url.pathname === `/v1/identity/${EVM_ADDRESS}`) {
        return Response.json({ name: 'alice.keyway', avatar: 'https://img.test/alice.png' })
      }
      if (url.pathname.startsWith('/v1/identity/'))
        return Response.json({ name: null, avatar: null })
      return new Response('{}', { status: 404 })
    },
  })
  return { ...setup, asked }
}

describe('getIdentity', () => {
  it("names the connected account, and asks once within the 5 minutes' cache", async () => {
    const { client, asked } = clientWithIdentity()
    expect(await getIdentity(client)).toBeUndefined()
    await connect(client, { connectorId: 'eip155-injected' })
    expect(await getIdentity(client)).toEqual({
      name: 'alice.keyway',
      avatar: 'https://img.test/alice.png',
    })
    expect(await getIdentity(client, { address: EVM_ADDRESS })).toEqual({
      name: 'alice.keyway',
      avatar: 'https://img.test/alice.png',
    })
    const identityRequests = asked.filter((url) => url.pathname.startsWith('/v1/identity/'))
    expect(identityRequests).toHaveLength(1)
    expect(identityRequests[0]?.searchParams.get('sender')).toBe(EVM_ADDRESS)
    expect(identityRequests[0]?.searchParams.get('projectId')).toBe('p1')
  })

  it('is undefined for an address without a name', async () => {
    const { client } = clientWithIdentity()
    const other = '0x2222222222222222222222222222222222222222'
    expect(await getIdentity(client, { address: other })).toBeUndefined()
  })

  it('is undefined, asking nothing, without the blockchain API', async () => {
    const asked: string[] = []
    const { client } = createActionTestClient({
      projectId: 'p1',
      fetch: async (input) => {
        asked.push(String(input))
        return Response.json({ name: 'x', avatar: null })
      },
    })
    await connect(client, { connectorId: 'eip155-injected' })
    expect(await getIdentity(client)).toBeUndefined()
    expect(asked).toEqual([])
  })
})
