import { describe, expect, it } from 'vitest'
import { NetworkNotFoundError } from '../errors/chain.js'
import {
  AddressOrAuthConnectorNotFoundError,
  InvalidRegisteredNameError,
  NameSuggestionsError,
  RegisterNameError,
} from '../errors/names.js'
import { connect } from './connect.js'
import { getNameSuggestions, isNamesAvailable } from './get-name-suggestions.js'
import { setupNamesClient as setup } from './names.test-helpers.js'
import { registerName } from './register-name.js'
import { createActionTestClient, EVM_ADDRESS } from './test-client.test-helpers.js'

describe('name suggestions', () => {
  it('lists the names like the typed one, with whether each is taken', async () => {
    const { client } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    expect(isNamesAvailable(client)).toBe(true)
    expect(await getNameSuggestions(client, { name: ' alice ' })).toEqual([
      { name: 'alice.keyway.id', registered: false },
      { name: 'alice1.keyway.id', registered: false },
    ])
  })

  it("an answer without a suggestions list is 'Error fetching name suggestions'", async () => {
    const { client } = setup({ suggestions: { other: [] } })
    await connect(client, { connectorId: 'eip155-injected' })
    const attempt = getNameSuggestions(client, { name: 'alice' })
    await expect(attempt).rejects.toBeInstanceOf(NameSuggestionsError)
    await expect(attempt).rejects.toThrow('Error fetching name suggestions')
  })

  it('are unavailable on solana and without the blockchain API', async () => {
    const { client } = setup()
    await connect(client, { connectorId: 'solana-injected', namespace: 'solana' })
    expect(isNamesAvailable(client)).toBe(false)
    await expect(getNameSuggestions(client, { name: 'alice' })).rejects.toThrow(
      'Error fetching name suggestions',
    )
    const bare = createActionTestClient()
    await connect(bare.client, { connectorId: 'eip155-injected' })
    expect(isNamesAvailable(bare.client)).toBe(false)
  })
})

describe('registerName', () => {
  it('signs the docs/account-features.md#names JSON message with the wallet, posts it with the coin type and shows the name', async () => {
    const { client, evm, registry } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    expect(await registerName(client, { name: 'alice' })).toEqual({ name: 'alice.keyway.id' })
    const message = JSON.stringify({ name: 'alice', attributes: {}, timestamp: 1_700_000_000 })
    expect(evm.calls.signMessage).toEqual([{ message, address: EVM_ADDRESS }])
    expect(registry.posted).toEqual([
      { coin_type: 60, address: EVM_ADDRESS, message, signature: `0x${'ab'.repeat(65)}` },
    ])
    const account = client._internal.account.getAccountState('eip155')
    expect(account.profileName).toBe('alice.keyway.id')
    expect(account.profileImage).toBe('https://img.test/avatar.png')
  })

  it('refuses a name with a forbidden character or under 4 characters, asking the wallet nothing', async () => {
    const { client, evm, registry } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    await expect(registerName(client, { name: 'al_ce' })).rejects.toBeInstanceOf(
      InvalidRegisteredNameError,
    )
    await expect(registerName(client, { name: 'abc' })).rejects.toBeInstanceOf(
      InvalidRegisteredNameError,
    )
    expect(evm.calls.signMessage).toEqual([])
    expect(registry.posted).toEqual([])
  })

  it("a refused registration is 'Error registering name {name}' and keeps the address shown", async () => {
    const { client } = setup({ failRegister: true })
    await connect(client, { connectorId: 'eip155-injected' })
    const attempt = registerName(client, { name: 'alice' })
    await expect(attempt).rejects.toBeInstanceOf(RegisterNameError)
    await expect(attempt).rejects.toHaveProperty('shortMessage', 'Error registering name alice')
    expect(client._internal.account.getAccountState('eip155').profileName ?? null).toBeNull()
  })

  it("without an eip155 account: 'Network not found'", async () => {
    const { client } = setup()
    await connect(client, { connectorId: 'solana-injected', namespace: 'solana' })
    await expect(registerName(client, { name: 'alice' })).rejects.toBeInstanceOf(
      NetworkNotFoundError,
    )
  })

  it("with no connected address: 'Address or auth connector not found'", async () => {
    const { client } = setup()
    const { chain } = client._internal
    chain.state.activeNamespace = 'eip155'
    chain.state.activeCaipNetwork = chain.state.chains.eip155?.networks[0]
    await expect(registerName(client, { name: 'alice' })).rejects.toBeInstanceOf(
      AddressOrAuthConnectorNotFoundError,
    )
  })
})

describe('the profile name of the connected account', () => {
  it('is looked up on connect and shown in place of the address', async () => {
    const { client, registry } = setup()
    registry.records.set('bob.keyway.id', { address: EVM_ADDRESS, coinType: 60 })
    await connect(client, { connectorId: 'eip155-injected' })
    await expect
      .poll(() => client._internal.account.getAccountState('eip155').profileName)
      .toBe('bob.keyway.id')
    expect(registry.reverse).toEqual([EVM_ADDRESS])
  })
})
