import { describe, expect, it } from 'vitest'
import { devnetEndpoints } from './endpoints.js'

const READY = {
  evmRpc: 'http://127.0.0.1:8545',
  relay: 'ws://127.0.0.1:8555',
  blockchainApi: 'http://127.0.0.1:8560',
  configApi: 'http://127.0.0.1:8561',
  mailbox: 'http://127.0.0.1:8562',
  accounts: { evm: [], solana: [] },
}

describe('devnetEndpoints', () => {
  it("maps devnet's READY URLs onto the services Keyway calls", () => {
    expect(devnetEndpoints(READY)).toEqual({
      blockchainApi: 'http://127.0.0.1:8560',
      config: 'http://127.0.0.1:8561',
      walletCatalogue: 'http://127.0.0.1:8561',
      analytics: 'http://127.0.0.1:8561',
      relay: 'ws://127.0.0.1:8555',
    })
  })

  it('names frame-host when devnet started it', () => {
    expect(devnetEndpoints({ frameHost: 'http://127.0.0.1:8570' })).toEqual({
      frameHost: 'http://127.0.0.1:8570',
    })
  })

  it('leaves out missing, empty and non-http(s)/ws(s) URLs', () => {
    expect(
      devnetEndpoints({ configApi: 'javascript:alert(1)', relay: '', blockchainApi: 'ftp://x' }),
    ).toEqual({})
    expect(devnetEndpoints({ blockchainApi: 'not a url' })).toEqual({})
  })
})

describe('devnetEndpoints and the ERC-4337 stack', () => {
  const entryPoint = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
  const paymaster = '0x831Ab9502f2eDD636149117Ac76b641Fc015B176'

  it('passes on the bundler URL and the EntryPoint and paymaster addresses', () => {
    expect(
      devnetEndpoints({ ...READY, bundler: 'http://127.0.0.1:8514', entryPoint, paymaster }),
    ).toMatchObject({ bundler: 'http://127.0.0.1:8514', entryPoint, paymaster })
  })

  it('leaves out a bundler that is not http(s) and addresses of the wrong shape', () => {
    const endpoints = devnetEndpoints({
      bundler: 'ws://127.0.0.1:8514',
      entryPoint: '0x1234',
      paymaster: 'javascript:alert(1)',
    })
    expect(endpoints).toEqual({})
  })
})
