import { describe, expect, it } from 'vitest'
import { ConnectorNotConnectedError } from '../errors/connector.js'
import {
  InvalidPermissionsRequestError,
  PermissionsNotSupportedError,
  PermissionsResponseError,
} from '../errors/permissions.js'
import { UserRejectedRequestError } from '../errors/provider-rpc.js'
import { connect } from './connect.js'
import { grantPermissions } from './grant-permissions.js'
import {
  createPermissionsTestClient,
  DAY,
  NOW_S,
  PCI,
  SESSION_KEY,
  USDC,
} from './permissions.test-helpers.js'
import { EVM_ADDRESS } from './test-client.test-helpers.js'

const request = {
  expiry: NOW_S + DAY,
  signer: { type: 'account', data: { address: SESSION_KEY } },
  permissions: [
    {
      type: 'erc20-token-periodic',
      data: { tokenAddress: USDC, periodAmount: 5_000_000n, periodDuration: DAY },
    },
  ],
} as const

describe('grantPermissions', () => {
  it('asks the wallet with the active chain and the connected account filled in, and answers the grant', async () => {
    const { client, granted } = createPermissionsTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    const result = await grantPermissions(client, request)
    expect(granted).toHaveLength(1)
    expect(granted[0]?.request).toEqual({
      chainId: '0x1',
      address: EVM_ADDRESS,
      expiry: NOW_S + DAY,
      signer: { type: 'account', data: { address: SESSION_KEY } },
      permissions: [
        {
          type: 'erc20-token-periodic',
          data: { tokenAddress: USDC, periodAmount: '0x4c4b40', periodDuration: DAY },
        },
      ],
    })
    expect(result.pci).toBe(PCI)
    expect(result.context).toBe('0x1234')
    expect(result.permissions[0].data.startTime).toBe(NOW_S)
  })

  it('refuses a bad request before any wallet is asked, naming the field', async () => {
    const { client, granted } = createPermissionsTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    const error = await grantPermissions(client, { ...request, expiry: NOW_S + 31 * DAY }).catch(
      (e) => e,
    )
    expect(error).toBeInstanceOf(InvalidPermissionsRequestError)
    expect(error.shortMessage).toBe('Invalid permissions request')
    expect(error.details).toBe('expiry must be at most 30 days ahead')
    expect(granted).toEqual([])
  })

  it('maps a refusal to UserRejectedRequestError (4001)', async () => {
    const { client } = createPermissionsTestClient({
      failWith: Object.assign(new Error('User rejected'), { code: 4001 }),
    })
    await connect(client, { connectorId: 'eip155-injected' })
    const error = await grantPermissions(client, request).catch((e) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.code).toBe(4001)
  })

  it.each([4200, -32601, 5700])(
    'maps the wallet code %i to PermissionsNotSupportedError, keeping the code',
    async (code) => {
      const { client } = createPermissionsTestClient({
        failWith: Object.assign(new Error('nope'), { code }),
      })
      await connect(client, { connectorId: 'eip155-injected' })
      const error = await grantPermissions(client, request).catch((e) => e)
      expect(error).toBeInstanceOf(PermissionsNotSupportedError)
      expect(error.code).toBe(code)
      expect(error.shortMessage).toBe('Permissions are not supported by this wallet or service')
    },
  )

  it('an adapter without wallet_grantPermissions answers PermissionsNotSupportedError', async () => {
    const { client } = createPermissionsTestClient({ withoutMethods: true })
    await connect(client, { connectorId: 'eip155-injected' })
    const error = await grantPermissions(client, request).catch((e) => e)
    expect(error).toBeInstanceOf(PermissionsNotSupportedError)
    expect(error.details).toBe('The eip155 adapter has no wallet_grantPermissions')
  })

  it('refuses a wallet answer without a pci (PermissionsResponseError)', async () => {
    const { client } = createPermissionsTestClient({ grantAnswer: () => ({ ok: true }) })
    await connect(client, { connectorId: 'eip155-injected' })
    const error = await grantPermissions(client, request).catch((e) => e)
    expect(error).toBeInstanceOf(PermissionsResponseError)
    expect(error.details).toMatch(/^wallet_grantPermissions: /)
  })

  it("fails with 'Connector not connected' when no account is connected", async () => {
    const { client, granted } = createPermissionsTestClient()
    const error = await grantPermissions(client, request).catch((e) => e)
    expect(error).toBeInstanceOf(ConnectorNotConnectedError)
    expect(granted).toEqual([])
  })
})
