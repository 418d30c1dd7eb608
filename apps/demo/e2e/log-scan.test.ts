import { describe, expect, it } from 'vitest'
import { describeFindings, scanLogs, secretsOfMail } from './log-scan.js'

const mail = {
  to: 'ada@example.com',
  otp: '482913',
  text: 'Your code is 482913. Or open http://localhost:9/device?token=abcdefghijklmnopqrstuvwx&x=1',
}

describe('the e2e log scan', () => {
  it("takes a mail's address, code and long link tokens as its secrets", () => {
    expect(secretsOfMail(mail)).toEqual([
      { kind: 'email', value: 'ada@example.com' },
      { kind: 'code', value: '482913' },
      { kind: 'link token', value: 'abcdefghijklmnopqrstuvwx' },
    ])
  })

  it('finds each known secret and each shape, and masks the value in the excerpt', () => {
    const known = secretsOfMail(mail)
    const lines = [
      '{"level":30,"route":"/v1/email/start","status":200,"durationMs":12}',
      '{"msg":"mail sent","to":"ada@example.com"}',
      '{"msg":"verify","body":{"otp":"482913"}}',
      '{"msg":"device","url":"/device?token=abcdefghijklmnopqrstuvwx"}',
      `{"auth":"Bearer eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJlLXBhcnQ"}`,
      `{"result":"0x${'ab'.repeat(65)}"}`,
      '{"privateKey":"0x01"}',
      '{"msg":"someone@else.org wrote"}',
    ]
    const findings = scanLogs(lines, known)
    expect(findings.map((f) => `${f.line} ${f.what}`)).toEqual([
      '2 a mailed email',
      '2 an email address',
      '3 a mailed code',
      '4 a mailed link token',
      '5 a JSON Web Token',
      '6 a 65-byte signature',
      '7 a private key',
      '8 an email address',
    ])
    expect(findings.every((f) => !f.excerpt.includes('ada@example.com'))).toBe(true)
    expect(findings[0]?.excerpt).toContain('"to":"[15 chars]"')
  })

  it('does not take a 6-digit code inside a longer number or a duration for a leak', () => {
    const known = secretsOfMail(mail)
    const lines = [
      '{"durationMs":1482913.5}',
      '{"reqId":"r-4829130"}',
      '{"block":"0x482913"}',
      `{"txHash":"0x${'cd'.repeat(32)}"}`,
    ]
    expect(scanLogs(lines, known)).toEqual([])
  })

  it('describes the findings for the failure, 20 at most', () => {
    const findings = Array.from({ length: 22 }, (_, i) => ({
      line: i + 1,
      what: 'an email address',
      excerpt: '[9 chars]',
    }))
    const text = describeFindings(findings, 500)
    expect(text.split('\n')[0]).toBe('frame-host logged secrets: 22 finding(s) in 500 lines')
    expect(text).toContain('  line 20: an email address: [9 chars]')
    expect(text).not.toContain('line 21')
    expect(text.split('\n').at(-1)).toBe('  …and 2 more')
  })
})
