import { describe, expect, it } from 'vitest'
import { closeModal } from '../actions/close-modal.js'
import { openModal } from '../actions/open-modal.js'
import { createActionTestClient } from '../actions/test-client.test-helpers.js'
import { keywayHost } from '../client/create-keyway.js'

describe('keywayHost', () => {
  it('is made once per client and reads the same stores as client.state', () => {
    const { client } = createActionTestClient()
    const host = keywayHost(client)
    expect(keywayHost(client)).toBe(host)
    expect(host.state.router).toBe(client.state.router)
    expect(host.state.modal).toBe(client.state.modal)
    expect(host.state.chain).toBe(client.state.chain)
    expect(keywayHost(undefined)).toBeUndefined()
    expect(keywayHost(createActionTestClient().client)).not.toBe(host)
  })

  it('holds exactly the declared members (a new one is a change of the contract)', () => {
    const host = keywayHost(createActionTestClient().client)
    expect(Object.keys(host).sort()).toMatchSnapshot()
    expect(Object.keys(host.state).sort()).toMatchSnapshot()
    expect(Object.keys(host.walletConnect).sort()).toEqual([
      'connectWalletConnect',
      'setRecentWallet',
      'setWcLinking',
    ])
  })

  it('navigates the modal the openModal action opened, and opens it when closed', () => {
    const { client } = createActionTestClient()
    const host = keywayHost(client)
    openModal(client)
    expect(client.state.router.history).toEqual(['Connect'])
    host.navigate('AllWallets')
    expect(client.state.router.history).toEqual(['Connect', 'AllWallets'])
    expect(host.goBack()).toBe(true)
    closeModal(client)
    expect(host.navigate('WalletReceive')).toBe(true)
    expect(client.state.modal.open).toBe(true)
    expect(client.state.router.history).toEqual(['WalletReceive'])
  })
})
