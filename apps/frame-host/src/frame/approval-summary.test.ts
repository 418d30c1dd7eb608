import { describe, expect, it } from 'vitest'
import { summarizeRequest } from './approval-summary.js'

const TO = '0x1111111111111111111111111111111111111111'

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

  it('a transaction shows recipient, value in ether and the data selector', () => {
    const tx = { from: TO, to: TO, value: '0xde0b6b3a7640000', data: '0xa9059cbb00000000' }
    expect(summarizeRequest('eth_sendTransaction', [tx])).toEqual({
      title: 'Send a transaction',
      rows: [
        { label: 'To', value: TO },
        { label: 'Value', value: '1 (native token)' },
        { label: 'Data', value: '0xa9059cbb… (8 bytes)' },
      ],
      warnings: [],
    })
    expect(summarizeRequest('eth_sendTransaction', [{ data: '0x6080' }]).rows[0]).toEqual({
      label: 'To',
      value: 'a new contract',
    })
  })

  it('typed data shows its domain and type; wallet_sendCalls numbers its calls', () => {
    const typed = { domain: { name: 'Mail' }, primaryType: 'Letter', message: { a: 1 } }
    expect(summarizeRequest('eth_signTypedData_v4', [TO, JSON.stringify(typed)]).rows).toEqual([
      { label: 'Domain', value: 'Mail' },
      { label: 'Type', value: 'Letter' },
      { label: 'Data', value: '{"a":1}' },
    ])
    const calls = summarizeRequest('wallet_sendCalls', [{ calls: [{ to: TO }, { to: TO }] }])
    expect(calls.title).toBe('Send 2 calls')
    expect(calls.rows.map((r) => r.label)).toEqual(['Call 1: To', 'Call 2: To'])
  })

  it('Solana: message text from base64, transactions by size; long values are cut', () => {
    expect(
      summarizeRequest('solana_signMessage', { message: btoa('gm'), pubkey: 'x' }).rows,
    ).toEqual([{ label: 'Message', value: 'gm' }])
    expect(summarizeRequest('solana_signTransaction', { transaction: 'AAAA' }).rows).toEqual([
      { label: 'Transaction', value: '3 bytes' },
    ])
    const long = `0x${'61'.repeat(1000)}`
    const shown = summarizeRequest('personal_sign', [long, TO]).rows[0]?.value ?? ''
    expect(shown).toHaveLength(601)
    expect(shown.endsWith('…')).toBe(true)
  })
})
