import { describe, expect, it } from 'vitest'
import { ConnectorNotConnectedError } from '../errors/connector.js'
import {
  InvalidPermissionsRequestError,
  PermissionsNotSupportedError,
  PermissionsResponseError,
} from '../errors/permissions.js'
import { connect } from './connect.js'
import { getPermissions } from './get-permissions.js'
import {
  activePermission,
  createPermissionsTestClient,
  PCI,
  USDC,
} from './permissions.test-helpers.js'
import { EVM_ADDRESS } from './test-client.test-helpers.js'

const OTHER = '0x9999999999999999999999999999999999999999'

describe('getPermissions', () => {
  it("reads the connected account's sessions and parses them (amounts as bigints)", async () => {
    const { client, sessionReads } = createPermissionsTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    const [permission, ...rest] = await getPermissions(client)
    expect(rest).toEqual([])
    expect(sessionReads[0]?.pathname).toBe(`/v1/sessions/${EVM_ADDRESS}`)
    expect(permission?.pci).toBe(PCI)
    expect(permission?.permissions[0].data).toMatchObject({ tokenAddress: USDC, symbol: 'USDC' })
    expect(permission?.spentInPeriod).toBe(3_500_000n)
    expect(permission?.availableInPeriod).toBe(1_500_000n)
  })

  it('takes a token that does not answer symbol() or decimals() (null)', async () => {
    const listed = activePermission()
    listed.permissions[0] = {
      type: 'erc20-token-periodic',
      data: { ...listed.permissions[0]!.data, symbol: null, decimals: null },
    } as never
    const { client } = createPermissionsTestClient({ sessionsAnswer: { pcis: [listed] } })
    const [permission] = await getPermissions(client, { address: OTHER })
    expect(permission?.permissions[0].data).toMatchObject({ symbol: null, decimals: null })
  })

  it('reads the address given, connected or not', async () => {
    const { client, sessionReads } = createPermissionsTestClient({ sessionsAnswer: { pcis: [] } })
    expect(await getPermissions(client, { address: OTHER })).toEqual([])
    expect(sessionReads[0]?.pathname).toBe(`/v1/sessions/${OTHER}`)
  })

  it('refuses an answer that is not the sessions list, saying where (PermissionsResponseError)', async () => {
    const { client } = createPermissionsTestClient({
      sessionsAnswer: { pcis: [activePermission({ availableInPeriod: -1 })] },
    })
    const error = await getPermissions(client, { address: OTHER }).catch((e) => e)
    expect(error).toBeInstanceOf(PermissionsResponseError)
    expect(error.shortMessage).toBe('The permissions answer is not valid')
    expect(error.details).toMatch(/^GET \/v1\/sessions: pcis\.0\.availableInPeriod: /)
  })

  it('refuses an address that is not an EVM address', async () => {
    const { client, sessionReads } = createPermissionsTestClient()
    const error = await getPermissions(client, { address: 'alice.eth' }).catch((e) => e)
    expect(error).toBeInstanceOf(InvalidPermissionsRequestError)
    expect(sessionReads).toEqual([])
  })

  it('without the blockchain API, PermissionsNotSupportedError', async () => {
    const { client } = createPermissionsTestClient({ withoutApi: true })
    const error = await getPermissions(client, { address: OTHER }).catch((e) => e)
    expect(error).toBeInstanceOf(PermissionsNotSupportedError)
    expect(error.details).toBe('No blockchainApi endpoint: the sessions list cannot be read')
  })

  it('with no address and no EVM account, ConnectorNotConnectedError', async () => {
    const { client } = createPermissionsTestClient()
    const error = await getPermissions(client).catch((e) => e)
    expect(error).toBeInstanceOf(ConnectorNotConnectedError)
  })
})
