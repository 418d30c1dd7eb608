import { describe, expect, it } from 'vitest'
import { InvalidParamsRpcError } from '../errors/json-rpc.js'
import {
  InvalidPermissionsRequestError,
  PermissionsNotSupportedError,
} from '../errors/permissions.js'
import { UserRejectedRequestError } from '../errors/provider-rpc.js'
import { connect } from './connect.js'
import { createPermissionsTestClient, PCI } from './permissions.test-helpers.js'
import { revokePermissions } from './revoke-permissions.js'

describe('revokePermissions', () => {
  it('asks the wallet to revoke the pci and answers its transaction', async () => {
    const { client, revoked } = createPermissionsTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    const result = await revokePermissions(client, { pci: PCI })
    expect(revoked.map((p) => p.pci)).toEqual([PCI])
    expect(result).toEqual({
      pci: PCI,
      userOpHash: `0x${'01'.repeat(32)}`,
      transactionHash: `0x${'02'.repeat(32)}`,
    })
  })

  it('refuses a pci that is not 0x + 64 hex before the wallet is asked', async () => {
    const { client, revoked } = createPermissionsTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    const error = await revokePermissions(client, { pci: '0x1234' }).catch((e) => e)
    expect(error).toBeInstanceOf(InvalidPermissionsRequestError)
    expect(error.details).toBe('pci must be 0x followed by 64 hex characters')
    expect(revoked).toEqual([])
  })

  it("keeps the wallet's 'unknown permission' (-32602) and a refusal (4001) typed", async () => {
    const unknown = createPermissionsTestClient({
      failWith: Object.assign(new Error('unknown permission'), { code: -32602 }),
    })
    await connect(unknown.client, { connectorId: 'eip155-injected' })
    const error = await revokePermissions(unknown.client, { pci: PCI }).catch((e) => e)
    expect(error).toBeInstanceOf(InvalidParamsRpcError)
    expect(error.details).toBe('unknown permission')

    const refused = createPermissionsTestClient({
      failWith: Object.assign(new Error('no'), { code: 4001 }),
    })
    await connect(refused.client, { connectorId: 'eip155-injected' })
    const rejection = await revokePermissions(refused.client, { pci: PCI }).catch((e) => e)
    expect(rejection).toBeInstanceOf(UserRejectedRequestError)
  })

  it('a wallet without wallet_revokePermissions (4200) is PermissionsNotSupportedError', async () => {
    const { client } = createPermissionsTestClient({
      failWith: Object.assign(new Error('Method not supported'), { code: 4200 }),
    })
    await connect(client, { connectorId: 'eip155-injected' })
    const error = await revokePermissions(client, { pci: PCI }).catch((e) => e)
    expect(error).toBeInstanceOf(PermissionsNotSupportedError)
    expect(error.code).toBe(4200)
  })
})
