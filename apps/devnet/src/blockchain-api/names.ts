import { type Address, encodeFunctionData, type Hex, isHex, zeroAddress } from 'viem'
import { nameRegistryArtifact } from '../evm/artifacts.gen.js'
import { HttpError, type Route } from '../http/server.js'
import {
  type ApiChain,
  type ApiContext,
  defaultChain,
  isRecord,
  parseEvmAddress,
  requireProjectForPost,
  requireSdkParams,
} from './context.js'

/**
 * Names (docs/services.md#calls identity and profile rows) answered from the on-chain NameRegistry of each
 * local chain. A name lives on the chain named by the registration's coin type.
 */
export const DEFAULT_NAME_ZONE = 'keyway.id'
/** Registration messages older than this (or this far in the future) are refused. */
export const REGISTRATION_MAX_AGE_S = 600
/** docs/validation.md#names: letters, digits and hyphen only, at least 4 characters. */
const LABEL = /^[a-z0-9-]{4,}$/

/** ENSIP-11 coin type of an EVM chain (docs/validation.md#addresses-and-network-ids: only for chain ids below 2^31). */
export const coinTypeOf = (chainId: number) => (chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0)

export type NameRecord = {
  name: string
  registered: number
  updated: number
  addresses: Record<string, { address: Address; created: number }>
  attributes: Record<string, string>
}

const abi = nameRegistryArtifact.abi

/** `alice` → `alice.keyway.id`; names that already carry a zone keep it. */
export function normalizeName(name: string, zone = DEFAULT_NAME_ZONE): string {
  const lower = name.trim().toLowerCase()
  return lower.includes('.') ? lower : `${lower}.${zone}`
}

export function isValidName(name: string): boolean {
  const [label, ...zone] = name.split('.')
  return label !== undefined && LABEL.test(label) && zone.every((z) => /^[a-z0-9-]+$/.test(z))
}

async function readRecord(chain: ApiChain, name: string) {
  const [owner, registeredAt, updatedAt] = await chain.client.readContract({
    address: chain.contracts.names,
    abi,
    functionName: 'record',
    args: [name],
  })
  if (owner === zeroAddress) return undefined
  const [keys, values] = await chain.client.readContract({
    address: chain.contracts.names,
    abi,
    functionName: 'attributes',
    args: [name],
  })
  const attributes: Record<string, string> = {}
  keys.forEach((key, i) => {
    attributes[key] = values[i] ?? ''
  })
  return { owner, registered: Number(registeredAt), updated: Number(updatedAt), attributes }
}

/** The record of a name across all local chains, or undefined when nowhere registered. */
export async function lookupName(api: ApiContext, name: string): Promise<NameRecord | undefined> {
  let result: NameRecord | undefined
  for (const chain of api.chains.values()) {
    const rec = await readRecord(chain, name)
    if (!rec) continue
    result ??= {
      name,
      registered: rec.registered,
      updated: rec.updated,
      addresses: {},
      attributes: {},
    }
    result.addresses[String(coinTypeOf(chain.chainId))] = {
      address: rec.owner,
      created: rec.registered,
    }
    Object.assign(result.attributes, rec.attributes)
    result.updated = Math.max(result.updated, rec.updated)
  }
  return result
}

async function reverseName(chain: ApiChain, address: Address): Promise<string | undefined> {
  const name = await chain.client.readContract({
    address: chain.contracts.names,
    abi,
    functionName: 'reverse',
    args: [address],
  })
  return name === '' ? undefined : name
}

function suggestionVariants(label: string): string[] {
  const year = new Date().getUTCFullYear()
  return [
    label,
    `${label}-1`,
    `${label}1`,
    `the-${label}`,
    `${label}-xyz`,
    `${label}${year}`,
    `${label}-dev`,
  ]
}

/**
 * Identities devnet gives without a registered name: the demo's "Devnet test wallets" EVM
 * account (anvil's account 9), so a visitor sees an account shown by its identity. A name
 * registered on chain for the address wins.
 */
export const DEVNET_IDENTITIES: Readonly<Record<string, { name: string; avatar: string | null }>> =
  {
    '0xa0ee7a142d267c1f36714e4a8f75612f20a79720': { name: 'devnet-tester.eth', avatar: null },
  }

export function nameRoutes(api: ApiContext): Route[] {
  return [
    {
      // docs/services.md#calls: GET /v1/identity/{address} (sender) → name, avatar.
      method: 'GET',
      path: '/v1/identity/:address',
      handler: async (ctx) => {
        requireSdkParams(ctx, api)
        const address = parseEvmAddress(ctx.params.address)
        for (const chain of api.chains.values()) {
          const name = await reverseName(chain, address)
          if (!name) continue
          const rec = await readRecord(chain, name)
          return { json: { name, avatar: rec?.attributes.avatar ?? null } }
        }
        const known = DEVNET_IDENTITIES[address.toLowerCase()]
        return { json: known ?? { name: null, avatar: null } }
      },
    },
    {
      // docs/services.md#calls: GET /v1/profile/account/{name} → addresses, attributes.
      method: 'GET',
      path: '/v1/profile/account/:name',
      handler: async (ctx) => {
        requireSdkParams(ctx, api)
        const record = await lookupName(api, normalizeName(ctx.params.name ?? ''))
        if (!record) throw new HttpError(404, 'name not found')
        return { json: record }
      },
    },
    {
      // docs/services.md#calls: GET /v1/profile/reverse/{address} → the names of an address.
      method: 'GET',
      path: '/v1/profile/reverse/:address',
      handler: async (ctx) => {
        requireSdkParams(ctx, api)
        const address = parseEvmAddress(ctx.params.address)
        const names = new Set<string>()
        for (const chain of api.chains.values()) {
          const name = await reverseName(chain, address)
          if (name) names.add(name)
        }
        const records = await Promise.all([...names].map((name) => lookupName(api, name)))
        return { json: records.filter((r): r is NameRecord => r !== undefined) }
      },
    },
    {
      // docs/services.md#calls: GET /v1/profile/suggestions/{name} (zone) → available variants only.
      method: 'GET',
      path: '/v1/profile/suggestions/:name',
      handler: async (ctx) => {
        requireSdkParams(ctx, api)
        const zone = (ctx.query.get('zone') ?? DEFAULT_NAME_ZONE).replace(/^\./, '').toLowerCase()
        const label = (ctx.params.name ?? '')
          .toLowerCase()
          .split('.')[0]
          ?.replace(/[^a-z0-9-]/g, '')
        if (!label) throw new HttpError(400, 'a name is required')
        const candidates = suggestionVariants(label)
          .map((v) => `${v}.${zone}`)
          .filter(isValidName)
        const taken = await Promise.all(candidates.map((c) => lookupName(api, c)))
        const suggestions = candidates
          .filter((_, i) => taken[i] === undefined)
          .map((name) => ({ name, registered: false }))
        return { json: { suggestions } }
      },
    },
    {
      // docs/account-features.md#names: POST /v1/profile/account {coin_type, address, message, signature}; the
      // message is the JSON {name, attributes, timestamp (seconds)} signed by `address`.
      method: 'POST',
      path: '/v1/profile/account',
      handler: async (ctx) => {
        requireProjectForPost(ctx, api)
        const body = ctx.body
        if (!isRecord(body)) throw new HttpError(400, 'expected a JSON object body')
        const { coin_type, message, signature } = body
        const address = parseEvmAddress(typeof body.address === 'string' ? body.address : null)
        if (typeof message !== 'string') throw new HttpError(400, 'message must be a string')
        if (typeof signature !== 'string' || !isHex(signature)) {
          throw new HttpError(400, 'signature must be a hex string')
        }
        const chain = chainForCoinType(api, coin_type)
        let parsed: unknown
        try {
          parsed = JSON.parse(message)
        } catch {
          throw new HttpError(400, 'message is not JSON')
        }
        if (
          !isRecord(parsed) ||
          typeof parsed.name !== 'string' ||
          typeof parsed.timestamp !== 'number'
        ) {
          throw new HttpError(400, 'message must be {name, attributes, timestamp}')
        }
        const name = normalizeName(parsed.name)
        if (!isValidName(name)) {
          throw new HttpError(
            400,
            `invalid name: ${parsed.name} (letters, digits, hyphen; 4+ characters)`,
          )
        }
        const nowS = Math.floor(api.now() / 1000)
        if (nowS - parsed.timestamp > REGISTRATION_MAX_AGE_S || parsed.timestamp - nowS > 60) {
          throw new HttpError(400, 'stale message timestamp')
        }
        // publicClient.verifyMessage also accepts smart-account (ERC-1271/6492) signatures.
        const valid = await chain.client.verifyMessage({
          address,
          message,
          signature: signature as Hex,
        })
        if (!valid) throw new HttpError(401, 'invalid signature', { code: 'invalid_signature' })
        if (await readRecord(chain, name)) {
          throw new HttpError(409, `name already registered: ${name}`, { code: 'name_taken' })
        }
        await chain.sendAsOperator({
          to: chain.contracts.names,
          data: encodeFunctionData({ abi, functionName: 'registerFor', args: [name, address] }),
        })
        const attributes = isRecord(parsed.attributes) ? parsed.attributes : {}
        for (const [key, value] of Object.entries(attributes)) {
          if (typeof value !== 'string') continue
          await chain.sendAsOperator({
            to: chain.contracts.names,
            data: encodeFunctionData({
              abi,
              functionName: 'setAttribute',
              args: [name, key, value],
            }),
          })
        }
        return { json: await lookupName(api, name) }
      },
    },
  ]
}

function chainForCoinType(api: ApiContext, coinType: unknown): ApiChain {
  const n = typeof coinType === 'string' ? Number(coinType) : coinType
  if (typeof n !== 'number' || !Number.isInteger(n)) throw new HttpError(400, 'invalid coin_type')
  if (n === 60) return defaultChain(api)
  for (const chain of api.chains.values()) if (coinTypeOf(chain.chainId) === n) return chain
  throw new HttpError(400, `coin_type ${n} is not a local chain`)
}
