import { describe, expect, it } from 'vitest'
import type { SummaryContext } from './approval-context.js'
import { summarizeRequest } from './approval-summary.js'

const TO = '0x1111111111111111111111111111111111111111'
const SPENDER = '0x2222222222222222222222222222222222222222'
const USDC = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const word = (hex: string) => hex.replace(/^0x/, '').padStart(64, '0')
const MAX_UINT = (2n ** 256n - 1n).toString(16)

const context: SummaryContext = {
  chainId: 'eip155:31337',
  parentOrigin: 'https://dapp.example',
  fee: { maxFee: '21000000000000', usd: 0.05 },
  tokens: { [USDC]: { symbol: 'USDC', decimals: 6 } },
}
const hex = (text: string) => `0x${Buffer.from(text).toString('hex')}`

describe('summarizeRequest (the approval card)', () => {
  it('personal_sign shows the message text, or hex when it is not text', () => {
    expect(summarizeRequest('personal_sign', ['0x68656c6c6f', TO])).toEqual({
      title: 'Sign a message',
      rows: [{ label: 'Message', value: 'hello' }],
      warnings: [],
    })
    expect(summarizeRequest('personal_sign', ['0x0001ff', TO]).rows).toEqual([
      { label: 'Message', value: '0x0001ff' },
    ])
  })

  it('a transaction shows recipient, value, and an unknown call by selector with all its data', () => {
    const tx = { from: TO, to: TO, value: '0xde0b6b3a7640000', data: '0x12345678000000ff' }
    expect(summarizeRequest('eth_sendTransaction', [tx])).toEqual({
      title: 'Send a transaction',
      rows: [
        { label: 'To', value: TO },
        { label: 'Value', value: '1 (native token)' },
        { label: 'Function', value: 'unknown (selector 0x12345678)' },
        { label: 'Data', value: '0x12345678000000ff (8 bytes)' },
      ],
      warnings: [],
    })
    expect(summarizeRequest('eth_sendTransaction', [{ data: '0x6080' }]).rows[0]).toEqual({
      label: 'To',
      value: 'a new contract',
    })
  })

  it('with the context: the chain by name, the value in its token, the fee cap in it and in USD', () => {
    const summary = summarizeRequest(
      'eth_sendTransaction',
      [{ to: TO, value: '0xde0b6b3a7640000' }],
      context,
    )
    expect(summary.rows).toEqual([
      { label: 'Chain', value: 'Devnet (31337)' },
      { label: 'To', value: TO },
      { label: 'Value', value: '1 ETH' },
      { label: 'Max fee', value: '0.000021 ETH (about $0.05)' },
    ])
    expect(
      summarizeRequest('personal_sign', ['0x6869', TO], { ...context, chainId: 'eip155:999' })
        .rows[0],
    ).toEqual({ label: 'Chain', value: 'Chain eip155:999' })
  })

  it('an ERC-20 transfer of 1.5 test-USDC shows "1.5 USDC" and the recipient', () => {
    const data = `0xa9059cbb${word(SPENDER)}${word((1_500_000).toString(16))}`
    const summary = summarizeRequest('eth_sendTransaction', [{ to: USDC, data }], context)
    expect(summary.rows).toContainEqual({ label: 'Amount', value: '1.5 USDC' })
    expect(summary.rows).toContainEqual({ label: 'To', value: SPENDER })
    expect(summary.rows).toContainEqual({ label: 'Token', value: `USDC (${USDC})` })
    expect(summary.warnings).toEqual([])
    // Without metadata: the raw amount and the token's address, never a guess.
    expect(summarizeRequest('eth_sendTransaction', [{ to: USDC, data }]).rows).toContainEqual({
      label: 'Amount',
      value: `1500000 (base units of token ${USDC})`,
    })
  })

  it('transferFrom names both accounts; approve names the spender and its allowance', () => {
    const from = `0x23b872dd${word(TO)}${word(SPENDER)}${word('2dc6c0')}`
    const moved = summarizeRequest('eth_sendTransaction', [{ to: USDC, data: from }], context)
    expect(moved.rows).toContainEqual({ label: 'From', value: TO })
    expect(moved.rows).toContainEqual({ label: 'Amount', value: '3 USDC' })
    const approve = `0x095ea7b3${word(SPENDER)}${word('f4240')}`
    const allowed = summarizeRequest('eth_sendTransaction', [{ to: USDC, data: approve }], context)
    expect(allowed.rows).toContainEqual({ label: 'Spender', value: SPENDER })
    expect(allowed.rows).toContainEqual({ label: 'Allowance', value: '1 USDC' })
    expect(allowed.warnings).toEqual([])
  })

  it('an unlimited approve gets a warning, also inside wallet_sendCalls', () => {
    const data = `0x095ea7b3${word(SPENDER)}${MAX_UINT}`
    const summary = summarizeRequest('eth_sendTransaction', [{ to: USDC, data }], context)
    expect(summary.warnings).toEqual([
      `Unlimited approval: ${SPENDER} may spend all of your USDC, now and later.`,
    ])
    expect(summary.rows).toContainEqual({
      label: 'Allowance',
      value: `Unlimited (${2n ** 256n - 1n})`,
    })
    const batch = summarizeRequest('wallet_sendCalls', [
      { calls: [{ to: TO }, { to: USDC, data }] },
    ])
    expect(batch.title).toBe('Send 2 calls')
    expect(batch.warnings).toHaveLength(1)
    expect(batch.rows.map((r) => r.label)).toContain('Call 2: Spender')
  })

  it("a smart account's batch: each call decoded, and who pays the gas (sponsor: no fee row)", () => {
    const transfer = `0xa9059cbb${word(TO)}${word('0x16e360')}`
    const batch = [
      {
        version: '2.0.0',
        calls: [
          { to: USDC, value: '0x0', data: transfer },
          { to: TO, value: '0xde0b6b3a7640000', data: '0x' },
        ],
      },
    ]
    const { fee: _fee, ...withoutFee } = context
    const sponsored = summarizeRequest('wallet_sendCalls', batch, {
      ...withoutFee,
      gasPaidBy: 'sponsor',
    })
    expect(sponsored.title).toBe('Send 2 calls')
    expect(sponsored.rows).toContainEqual({ label: 'Call 1: Amount', value: '1.5 USDC' })
    expect(sponsored.rows.at(-1)).toEqual({ label: 'Gas paid by', value: 'sponsor' })
    expect(sponsored.rows.some((row) => row.label === 'Max fee')).toBe(false)
    const own = summarizeRequest('eth_sendTransaction', [{ to: TO, value: '0x1' }], {
      ...context,
      gasPaidBy: 'account',
    })
    expect(own.rows.slice(-2)).toEqual([
      { label: 'Gas paid by', value: 'your account' },
      { label: 'Max fee', value: expect.stringMatching(/ETH/) },
    ])
  })

  it('typed data: domain name, chain, verifyingContract and the whole message, indented', () => {
    const typed = {
      domain: { name: 'Mail', chainId: 31337, verifyingContract: TO },
      primaryType: 'Letter',
      message: { a: 1, body: 'x'.repeat(2000) },
    }
    const summary = summarizeRequest('eth_signTypedData_v4', [TO, JSON.stringify(typed)], context)
    expect(summary.rows).toEqual([
      { label: 'Chain', value: 'Devnet (31337)' },
      { label: 'Domain', value: 'Mail' },
      { label: 'For chain', value: 'Devnet (31337)' },
      { label: 'Verifying contract', value: TO },
      { label: 'Type', value: 'Letter' },
      { label: 'Message', value: JSON.stringify(typed.message, null, 2) },
      { label: 'Max fee', value: '0.000021 ETH (about $0.05)' },
    ])
    expect(summary.warnings).toEqual([])
    const elsewhere = { ...typed, domain: { ...typed.domain, chainId: 1 } }
    expect(summarizeRequest('eth_signTypedData_v4', [TO, elsewhere], context).warnings).toEqual([
      'This signature is for Ethereum, not Devnet (31337), the chain you are on.',
    ])
  })

  it('an EIP-2612 permit shows token, spender, amount and deadline; unlimited gets the warning', () => {
    const permit = (value: string) => ({
      domain: { name: 'USD Coin', version: '2', chainId: '31337', verifyingContract: USDC },
      primaryType: 'Permit',
      types: {},
      message: { owner: TO, spender: SPENDER, value, nonce: 0, deadline: 1_900_000_000 },
    })
    const small = summarizeRequest('eth_signTypedData_v4', [TO, permit('2500000')], context)
    expect(small.rows).toContainEqual({ label: 'Allowance', value: '2.5 USDC' })
    expect(small.rows).toContainEqual({ label: 'Spender', value: SPENDER })
    expect(small.rows).toContainEqual({
      label: 'Valid until',
      value: '2030-03-17T17:46:40.000Z (1900000000)',
    })
    expect(small.warnings).toEqual([])
    const all = summarizeRequest('eth_signTypedData_v4', [TO, permit(`0x${MAX_UINT}`)], context)
    expect(all.warnings).toEqual([
      `Unlimited approval: ${SPENDER} may spend all of your USDC, now and later.`,
    ])
  })

  it('messages are shown whole, however long (nothing is cut)', () => {
    const long = `0x${'61'.repeat(5000)}`
    expect(summarizeRequest('personal_sign', [long, TO]).rows[0]?.value).toBe('a'.repeat(5000))
  })

  it('Solana: message text from base64; binary messages whole, as base64', () => {
    expect(
      summarizeRequest('solana_signMessage', { message: btoa('gm'), pubkey: 'x' }).rows,
    ).toEqual([{ label: 'Message', value: 'gm' }])
    expect(summarizeRequest('solana_signMessage', { message: 'AAE=' }).rows).toEqual([
      { label: 'Message', value: '2 bytes of binary data: AAE=' },
    ])
  })
})

describe('sign-in messages for another site', () => {
  const siwe = (domain: string) =>
    `${domain} wants you to sign in with your Ethereum account:\n${TO}\n\nSign in\n\nURI: https://${domain}\nVersion: 1\nChain ID: 1\nNonce: 12345678\nIssued At: 2026-01-01T00:00:00Z`

  it('a SIWE message for another domain than the asking page gets the warning', () => {
    const summary = summarizeRequest('personal_sign', [hex(siwe('bank.example')), TO], context)
    expect(summary.warnings).toEqual([
      'This is a sign-in for bank.example, but https://dapp.example asks you to sign it. Signing lets https://dapp.example sign in to bank.example as you.',
    ])
  })

  it('a SIWE message for the asking page itself (port included) gets none', () => {
    expect(
      summarizeRequest('personal_sign', [hex(siwe('dapp.example')), TO], context).warnings,
    ).toEqual([])
    const local = { ...context, parentOrigin: 'http://localhost:5173' }
    expect(
      summarizeRequest('personal_sign', [hex(siwe('localhost:5173')), TO], local).warnings,
    ).toEqual([])
    expect(
      summarizeRequest('personal_sign', [hex(siwe('localhost:5174')), TO], local).warnings,
    ).toHaveLength(1)
  })

  it('a CAIP-122 Solana sign-in for another domain gets the warning too', () => {
    const text = `evil.example wants you to sign in with your Solana account:\n7KYHUcy2LQ5fY3vHj4s2xJtNGiotsX4w\n\nURI: https://evil.example`
    const summary = summarizeRequest('solana_signMessage', { message: btoa(text) }, context)
    expect(summary.warnings[0]).toContain('sign-in for evil.example')
  })
})
