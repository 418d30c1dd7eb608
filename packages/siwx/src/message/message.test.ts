import { describe, expect, it } from 'vitest'
import { bitcoinKey } from '../verify/bip122.test-helpers.js'
import { SiwxMessageError } from './errors.js'
import {
  formatSiwxMessage,
  MAX_MESSAGE_LENGTH,
  parseSiwxMessage,
  type SiwxMessageFields,
} from './message.js'
import { generateNonce, NONCE_LENGTH } from './nonce.js'

const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA_ADDRESS = '83astBRguLMdt2h5U1Tpdq5tjFoJ6noeGwaY3mDLVcri'
const SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BITCOIN_CHAIN = 'bip122:000000000019d6689c085ae165831e93'
const BITCOIN_TESTNET_CHAIN = 'bip122:000000000933ea01ad0ee984209779ba'
// BIP-322's P2WPKH and P2TR test addresses, and BIP-173's testnet P2WSH one.
const BITCOIN_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const BITCOIN_TAPROOT = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const BITCOIN_TESTNET_ADDRESS = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'

const evm: SiwxMessageFields = {
  domain: 'app.example.com',
  address: EVM_ADDRESS,
  statement: 'Sign in to Example with your wallet.',
  uri: 'https://app.example.com/login',
  version: '1',
  chainId: 'eip155:1',
  nonce: 'abcDEF12345',
  issuedAt: '2026-11-23T10:00:00.000Z',
}

const evmText = `app.example.com wants you to sign in with your Ethereum account:
${EVM_ADDRESS}

Sign in to Example with your wallet.

URI: https://app.example.com/login
Version: 1
Chain ID: 1
Nonce: abcDEF12345
Issued At: 2026-11-23T10:00:00.000Z`

function errorOf(run: () => unknown): SiwxMessageError {
  try {
    run()
  } catch (error) {
    if (error instanceof SiwxMessageError) return error
    throw new Error(`threw something else: ${String(error)}`)
  }
  throw new Error('did not throw')
}

describe('formatSiwxMessage (EIP-4361 layout, CAIP-122 data model)', () => {
  it('writes the EIP-4361 text for eip155', () => {
    expect(formatSiwxMessage(evm)).toBe(evmText)
  })

  it('writes three line breaks between the address and URI when there is no statement', () => {
    const { statement: _statement, ...noStatement } = evm
    expect(formatSiwxMessage(noStatement)).toContain(`${EVM_ADDRESS}\n\n\nURI: `)
  })

  it('writes "Solana" in the header and the genesis-hash reference as the chain id', () => {
    const text = formatSiwxMessage({ ...evm, address: SOLANA_ADDRESS, chainId: SOLANA_CHAIN })
    expect(text.split('\n')[0]).toBe(
      'app.example.com wants you to sign in with your Solana account:',
    )
    expect(text).toContain('\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n')
  })

  it('writes "Bitcoin" in the header and the genesis-hash reference as the chain id', () => {
    const text = formatSiwxMessage({ ...evm, address: BITCOIN_ADDRESS, chainId: BITCOIN_CHAIN })
    expect(text.split('\n').slice(0, 2)).toEqual([
      'app.example.com wants you to sign in with your Bitcoin account:',
      BITCOIN_ADDRESS,
    ])
    expect(text).toContain('\nChain ID: 000000000019d6689c085ae165831e93\n')
  })

  it('writes the optional fields in EIP-4361 order, resources as a list', () => {
    const text = formatSiwxMessage({
      ...evm,
      scheme: 'http',
      domain: 'localhost:5173',
      expirationTime: '2026-11-23T11:00:00Z',
      notBefore: '2026-11-23T09:59:00+01:00',
      requestId: 'req-42',
      resources: ['ipfs://bafy', 'https://example.com/terms'],
    })
    expect(text.split('\n')[0]).toBe(
      'http://localhost:5173 wants you to sign in with your Ethereum account:',
    )
    expect(text.split('\n').slice(-7)).toEqual([
      'Issued At: 2026-11-23T10:00:00.000Z',
      'Expiration Time: 2026-11-23T11:00:00Z',
      'Not Before: 2026-11-23T09:59:00+01:00',
      'Request ID: req-42',
      'Resources:',
      '- ipfs://bafy',
      '- https://example.com/terms',
    ])
  })
})

describe('parseSiwxMessage: valid messages round-trip', () => {
  const valid: Array<[string, SiwxMessageFields]> = [
    ['eip155 with a statement', evm],
    ['eip155 without a statement', { ...evm, statement: undefined }],
    ['solana', { ...evm, address: SOLANA_ADDRESS, chainId: SOLANA_CHAIN }],
    ['bip122, P2WPKH', { ...evm, address: BITCOIN_ADDRESS, chainId: BITCOIN_CHAIN }],
    ['bip122, P2TR', { ...evm, address: BITCOIN_TAPROOT, chainId: BITCOIN_CHAIN }],
    [
      'bip122, P2PKH',
      { ...evm, address: '1F3sAm6ZtwLAUnj7d38pGFxtP3RVEvtsbV', chainId: BITCOIN_CHAIN },
    ],
    [
      'bip122 testnet, P2WSH',
      { ...evm, address: BITCOIN_TESTNET_ADDRESS, chainId: BITCOIN_TESTNET_CHAIN },
    ],
    ['a chain other than mainnet', { ...evm, chainId: 'eip155:31337' }],
    [
      'every optional field',
      {
        ...evm,
        scheme: 'https',
        expirationTime: '2026-11-23T11:00:00Z',
        notBefore: '2026-11-23T09:00:00Z',
        requestId: 'a/b?c=d',
        resources: ['https://example.com/a', 'urn:example:b'],
      },
    ],
    ['a unicode statement', { ...evm, statement: 'Bienvenue — 登录 🔐' }],
  ]
  it.each(valid)('%s', (_name, fields) => {
    const text = formatSiwxMessage(fields)
    const parsed = parseSiwxMessage(text)
    const expected = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    )
    expect(parsed).toEqual(expected)
    expect(formatSiwxMessage(parsed)).toBe(text)
  })
})

describe('parseSiwxMessage: a malformed corpus gets a typed error, never a crash', () => {
  const corpus: Array<[string, string, SiwxMessageError['reason']]> = [
    ['empty text', '', 'header'],
    ['another account word', evmText.replace('Ethereum account', 'Cosmos account'), 'header'],
    // "Bitcoin" is a namespace now; its chain ids are genesis-hash references, never "1".
    ['a Bitcoin header over an eip155 chain id', evmText.replace('Ethereum', 'Bitcoin'), 'chain'],
    ['no header', evmText.split('\n').slice(1).join('\n'), 'header'],
    ['a missing Nonce line', evmText.replace('Nonce: abcDEF12345\n', ''), 'missing-field'],
    [
      'a missing URI line',
      evmText.replace('URI: https://app.example.com/login\n', ''),
      'missing-field',
    ],
    [
      'fields out of order',
      evmText.replace('Version: 1\nChain ID: 1', 'Chain ID: 1\nVersion: 1'),
      'missing-field',
    ],
    ['two spaces after a label', evmText.replace('URI: https', 'URI:  https'), 'field'],
    ['a trailing space on the address', evmText.replace(EVM_ADDRESS, `${EVM_ADDRESS} `), 'address'],
    ['a trailing newline', `${evmText}\n`, 'trailing'],
    ['CRLF line ends', evmText.replaceAll('\n', '\r\n'), 'field'],
    [
      'a wrong address checksum',
      evmText.replace(EVM_ADDRESS, EVM_ADDRESS.replace('F39', 'f39').replace('f39F', 'f39f')),
      'address',
    ],
    ['a lowercase address', evmText.replace(EVM_ADDRESS, EVM_ADDRESS.toLowerCase()), 'address'],
    ['an address too short', evmText.replace(EVM_ADDRESS, EVM_ADDRESS.slice(0, 20)), 'address'],
    [
      'an unparseable Issued At',
      evmText.replace('2026-11-23T10:00:00.000Z', 'yesterday'),
      'timestamp',
    ],
    [
      'an Issued At without a zone',
      evmText.replace('2026-11-23T10:00:00.000Z', '2026-11-23T10:00:00'),
      'timestamp',
    ],
    ['a 30th of February', evmText.replace('2026-11-23T10', '2026-02-30T10'), 'timestamp'],
    [
      'a statement on two lines',
      evmText.replace('your wallet.', 'your wallet.\nURI: https://evil.example'),
      'statement',
    ],
    ['a short nonce', evmText.replace('abcDEF12345', 'abc'), 'field'],
    ['a nonce with punctuation', evmText.replace('abcDEF12345', 'abcDEF-12345'), 'field'],
    ['version 2', evmText.replace('Version: 1', 'Version: 2'), 'field'],
    ['a chain id that is not a number', evmText.replace('Chain ID: 1', 'Chain ID: one'), 'chain'],
    [
      'a URI that is not absolute',
      evmText.replace('https://app.example.com/login', '/login'),
      'field',
    ],
    [
      'a domain with a path',
      evmText.replace('app.example.com wants', 'app.example.com/x wants'),
      'field',
    ],
    ['an empty resource list', `${evmText}\nResources:`, 'resources'],
    ['a resource that is not a URI', `${evmText}\nResources:\n- not a uri`, 'resources'],
    [
      'a Solana address under an Ethereum header',
      evmText.replace(EVM_ADDRESS, SOLANA_ADDRESS),
      'address',
    ],
  ]
  const bitcoinText = formatSiwxMessage({
    ...evm,
    address: BITCOIN_ADDRESS,
    chainId: BITCOIN_CHAIN,
  })
  const bitcoinCorpus: Array<[string, string, SiwxMessageError['reason']]> = [
    [
      'a testnet address under a mainnet chain id',
      bitcoinText.replace(BITCOIN_ADDRESS, BITCOIN_TESTNET_ADDRESS),
      'address',
    ],
    [
      'a mainnet address under a testnet chain id',
      bitcoinText.replace(BITCOIN_CHAIN.slice(7), BITCOIN_TESTNET_CHAIN.slice(7)),
      'address',
    ],
    [
      'an uppercase bech32 address',
      bitcoinText.replace(BITCOIN_ADDRESS, BITCOIN_ADDRESS.toUpperCase()),
      'address',
    ],
    [
      'a bech32 checksum error',
      bitcoinText.replace(BITCOIN_ADDRESS, `${BITCOIN_ADDRESS.slice(0, -1)}m`),
      'address',
    ],
    [
      'an Ethereum address under a Bitcoin header',
      bitcoinText.replace(BITCOIN_ADDRESS, EVM_ADDRESS),
      'address',
    ],
    [
      'a Bitcoin network sign-in does not know',
      bitcoinText.replace(BITCOIN_CHAIN.slice(7), 'ffffffffffffffffffffffffffffffff'),
      'chain',
    ],
  ]
  it.each([...corpus, ...bitcoinCorpus])('%s', (_name, text, reason) => {
    const error = errorOf(() => parseSiwxMessage(text))
    expect(error.reason).toBe(reason)
    expect(error.shortMessage).toBe('Invalid sign-in message')
  })

  it('reads every address form the library makes on its own network, and none on the other', () => {
    for (const [network, chainId, otherChainId] of [
      ['mainnet', BITCOIN_CHAIN, BITCOIN_TESTNET_CHAIN],
      ['testnet', BITCOIN_TESTNET_CHAIN, BITCOIN_CHAIN],
    ] as const) {
      const key = bitcoinKey(network)
      for (const address of [key.p2wpkh, key.p2tr, key.p2pkh, key.p2shP2wpkh]) {
        const fields = { ...evm, address, chainId } as const
        expect(parseSiwxMessage(formatSiwxMessage(fields))).toEqual(fields)
        expect(errorOf(() => formatSiwxMessage({ ...fields, chainId: otherChainId })).reason).toBe(
          'address',
        )
      }
    }
  })

  it('refuses a 100 KB statement before reading it', () => {
    const text = evmText.replace('your wallet.', 'x'.repeat(100 * 1024))
    expect(text.length).toBeGreaterThan(MAX_MESSAGE_LENGTH)
    const started = performance.now()
    expect(errorOf(() => parseSiwxMessage(text)).reason).toBe('too-long')
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('refuses to build what it would refuse to read', () => {
    expect(errorOf(() => formatSiwxMessage({ ...evm, statement: 'a\nb' })).reason).toBe('statement')
    expect(
      errorOf(() => formatSiwxMessage({ ...evm, address: EVM_ADDRESS.toLowerCase() })).reason,
    ).toBe('address')
    expect(
      errorOf(() => formatSiwxMessage({ ...evm, chainId: 'cosmos:hub' as never })).reason,
    ).toBe('chain')
  })

  it('survives random garbage and random edits of a valid message', () => {
    let seed = 7
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      return seed / 0x7fffffff
    }
    for (let run = 0; run < 500; run++) {
      const chars = [...evmText]
      const edits = 1 + Math.floor(random() * 4)
      for (let edit = 0; edit < edits; edit++) {
        const at = Math.floor(random() * chars.length)
        chars.splice(at, Math.floor(random() * 3), String.fromCharCode(Math.floor(random() * 128)))
      }
      const text = chars.join('')
      try {
        parseSiwxMessage(text)
      } catch (error) {
        expect(error).toBeInstanceOf(SiwxMessageError)
      }
    }
  })
})

describe('generateNonce', () => {
  it('gives 17 letters and digits (about 101 bits), different every time', () => {
    const nonces = new Set(Array.from({ length: 1000 }, () => generateNonce()))
    expect(nonces.size).toBe(1000)
    for (const nonce of nonces) expect(nonce).toMatch(new RegExp(`^[A-Za-z0-9]{${NONCE_LENGTH}}$`))
    expect(NONCE_LENGTH * Math.log2(62)).toBeGreaterThan(64)
  })
})
