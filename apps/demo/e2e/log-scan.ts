/**
 * frame-host must never log what would let a reader take over a user (its README's
 * "Operations"): emails, login codes, the links mailed to users, tokens, keys or
 * signatures. The e2e run keeps frame-host's whole output and every mail devnet delivered,
 * and the suite's teardown looks for both kinds of leak:
 * - the exact values it knows: each mailed address, code and link token;
 * - the shapes of what it cannot know: an email address, a JSON Web Token, a 65-byte
 *   signature, or a field named for a private key, seed or mnemonic.
 * A finding fails the run, naming the line (with the value masked) and what it matched.
 */

/** A value the run handed to a user (from devnet's mailbox): never to be logged. */
export type KnownSecret = { kind: 'email' | 'code' | 'link token'; value: string }

export type LogFinding = { line: number; what: string; excerpt: string }

const SHAPES: readonly { what: string; pattern: RegExp }[] = [
  { what: 'an email address', pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/ },
  { what: 'a JSON Web Token', pattern: /\beyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/ },
  { what: 'a 65-byte signature', pattern: /\b0x[0-9a-fA-F]{130}\b/ },
  {
    what: 'a private key',
    pattern: /"(?:privateKey|private_key|secretKey|seed|mnemonic)"\s*:\s*"[^"]+"/i,
  },
]

/** The secrets one mail hands out: its address, its code, the tokens of its links. */
export function secretsOfMail(mail: {
  to: string
  otp: string | null
  text: string
}): KnownSecret[] {
  const secrets: KnownSecret[] = [{ kind: 'email', value: mail.to }]
  if (mail.otp) secrets.push({ kind: 'code', value: mail.otp })
  for (const link of mail.text.match(/https?:\/\/\S+/g) ?? []) {
    let url: URL
    try {
      url = new URL(link)
    } catch {
      continue
    }
    for (const [, value] of url.searchParams) {
      if (value.length >= 16) secrets.push({ kind: 'link token', value })
    }
  }
  return secrets
}

/** `text` with `value` masked, cut to the 160 characters around it. */
function excerpt(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 60)
  const masked = `${text.slice(start, index)}[${length} chars]${text.slice(index + length)}`
  return masked.slice(0, 160)
}

/**
 * The log lines that hold a known secret or a secret's shape. Codes are 6 digits, which
 * durations and ids can also be: a code counts only where it stands alone in the line.
 */
export function scanLogs(lines: readonly string[], known: readonly KnownSecret[]): LogFinding[] {
  const findings: LogFinding[] = []
  lines.forEach((text, index) => {
    for (const secret of known) {
      const at =
        secret.kind === 'code'
          ? (new RegExp(`(?<![\\w.])${secret.value}(?![\\w.])`).exec(text)?.index ?? -1)
          : text.indexOf(secret.value)
      if (at >= 0) {
        findings.push({
          line: index + 1,
          what: `a mailed ${secret.kind}`,
          excerpt: excerpt(text, at, secret.value.length),
        })
      }
    }
    for (const { what, pattern } of SHAPES) {
      const match = pattern.exec(text)
      if (match) {
        findings.push({
          line: index + 1,
          what,
          excerpt: excerpt(text, match.index, match[0].length),
        })
      }
    }
  })
  return findings
}

/** The findings as one message for the suite's failure. */
export function describeFindings(findings: readonly LogFinding[], total: number): string {
  const listed = findings
    .slice(0, 20)
    .map((finding) => `  line ${finding.line}: ${finding.what}: ${finding.excerpt}`)
  const more = findings.length > 20 ? [`  …and ${findings.length - 20} more`] : []
  return [
    `frame-host logged secrets: ${findings.length} finding(s) in ${total} lines`,
    ...listed,
    ...more,
  ].join('\n')
}
