import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from '../config.js'
import { DEFAULT_CHAIN_RPC_URLS, resolveChain } from './chains.js'
import { UnknownChainError } from './errors.js'

const SOLANA = 'solana:7KYHUcy2LQ5fY3vHj4s2xJtNGiotsX4w'

describe('resolveChain', () => {
  it('finds eip155 and Solana networks by CAIP-2 id', () => {
    expect(resolveChain(DEFAULT_CHAIN_RPC_URLS, 'eip155:31338')).toEqual({
      namespace: 'eip155',
      caip2: 'eip155:31338',
      chainId: 31338,
      rpcUrl: 'http://127.0.0.1:8546',
    })
    expect(resolveChain(DEFAULT_CHAIN_RPC_URLS, SOLANA)).toEqual({
      namespace: 'solana',
      caip2: SOLANA,
      rpcUrl: 'http://127.0.0.1:8899',
    })
  })

  it('an unknown chain names the ones served; inherited keys are not chains', () => {
    expect(() => resolveChain(DEFAULT_CHAIN_RPC_URLS, 'eip155:1')).toThrow(
      new UnknownChainError('eip155:1', Object.keys(DEFAULT_CHAIN_RPC_URLS)),
    )
    expect(() => resolveChain({}, 'eip155:1')).toThrow(
      'Unknown chain "eip155:1": this wallet serves no chains',
    )
    expect(() => resolveChain(DEFAULT_CHAIN_RPC_URLS, 'constructor')).toThrow(UnknownChainError)
  })
})

describe('CHAIN_RPC_URLS', () => {
  it("defaults to devnet's chains", () => {
    expect(readConfig({}).chainRpcUrls).toEqual(DEFAULT_CHAIN_RPC_URLS)
  })

  it('a JSON object replaces the defaults', () => {
    const urls = { 'eip155:1': 'https://rpc.example/eth', [SOLANA]: 'https://sol.example' }
    expect(readConfig({ CHAIN_RPC_URLS: JSON.stringify(urls) }).chainRpcUrls).toEqual(urls)
  })

  it.each([
    ['{', 'CHAIN_RPC_URLS: CHAIN_RPC_URLS must be a JSON object'],
    ['[]', /^CHAIN_RPC_URLS: /],
    [
      '{"ethereum":"https://rpc.example"}',
      'CHAIN_RPC_URLS.ethereum: chain ids are eip155:<number> or solana:<32 base58 characters of the genesis hash>',
    ],
    ['{"eip155:1":"ftp://rpc.example"}', 'CHAIN_RPC_URLS.eip155:1: RPC URLs must be http(s) URLs'],
    ['{"eip155:1":42}', /^CHAIN_RPC_URLS\.eip155:1: /],
  ])('%s stops the process with a clear message', (value, message) => {
    const read = () => readConfig({ CHAIN_RPC_URLS: value })
    expect(read).toThrow(ConfigError)
    expect(read).toThrow(message)
  })
})
