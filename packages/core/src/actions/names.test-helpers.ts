/**
 * A client whose blockchain API keeps a names registry: suggestions, lookups and
 * registration (register-name.test.ts, watch-events.test.ts).
 */
import { createActionTestClient } from './test-client.test-helpers.js'

const API = 'http://api.test'
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** A blockchain API with a names registry: suggestions, lookups and registration. */
function createRegistry(options: { failRegister?: boolean; suggestions?: unknown } = {}) {
  const records = new Map<string, { address: string; coinType: number }>()
  const posted: Record<string, unknown>[] = []
  const reverse: string[] = []
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    const path = decodeURIComponent(url.pathname)
    if (path.startsWith('/v1/profile/suggestions/')) {
      const label = path.split('/').at(-1) ?? ''
      return json(
        options.suggestions ?? {
          suggestions: [
            { name: `${label}.keyway.id`, registered: records.has(`${label}.keyway.id`) },
            { name: `${label}1.keyway.id`, registered: false },
          ],
        },
      )
    }
    if (path.startsWith('/v1/profile/reverse/')) {
      const address = path.split('/').at(-1) ?? ''
      reverse.push(address)
      const names = [...records].filter(([, record]) => record.address === address)
      return json(
        names.map(([name]) => ({ name, registered: 1, updated: 1, addresses: {}, attributes: [] })),
      )
    }
    if (path.startsWith('/v1/profile/account/')) {
      const wanted = path.split('/').at(-1) ?? ''
      const name = wanted.includes('.') ? wanted : `${wanted}.keyway.id`
      const record = records.get(name)
      if (!record) return json({ error: 'not found' }, 404)
      return json({
        name,
        registered: 1,
        updated: 1,
        addresses: { [String(record.coinType)]: { address: record.address, created: '1' } },
        attributes: [{ avatar: 'https://img.test/avatar.png' }],
      })
    }
    if (path === '/v1/profile/account' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>
      posted.push(body)
      if (options.failRegister) return json({ error: 'taken' }, 409)
      const message = JSON.parse(String(body.message)) as { name: string }
      records.set(`${message.name}.keyway.id`, {
        address: String(body.address),
        coinType: Number(body.coin_type),
      })
      return json({})
    }
    return json({}, 404)
  }
  return { fetch, posted, reverse, records }
}

export function setupNamesClient(options: Parameters<typeof createRegistry>[0] = {}) {
  const registry = createRegistry(options)
  const made = createActionTestClient({
    projectId: 'project',
    endpoints: { blockchainApi: API },
    fetch: registry.fetch,
    now: () => 1_700_000_000_500,
  })
  return { ...made, registry }
}
