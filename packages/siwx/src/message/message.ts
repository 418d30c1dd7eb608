/**
 * CAIP-122 sign-in messages: the data model, the text form and its parser.
 *
 * One text form serves every namespace, as CAIP-122 describes it: EIP-4361 ("Sign-In with
 * Ethereum") for eip155, and the same layout with "Solana" in the header for solana
 * ("Sign-In with Solana") and "Bitcoin" for bip122. The `Chain ID` line carries the CAIP-2
 * reference (1 for Ethereum mainnet, the genesis-hash prefix for a Solana cluster or a
 * Bitcoin network); the namespace comes from the header, so a parsed message gives back the
 * full CAIP-2 id.
 *
 * The parser is line-based and strict: every field is checked the way the builder checks
 * it, so `parseSiwxMessage(formatSiwxMessage(m))` gives `m` back and anything the builder
 * could not have written is refused with a typed error, never a crash.
 */
import { base58 } from '@scure/base'
import { getAddress, isAddress } from 'viem'
import { bitcoinNetworkOf, decodeBitcoinAddress } from './bitcoin-address.js'
import { SiwxMessageError } from './errors.js'

export type SiwxNamespace = 'eip155' | 'solana' | 'bip122'

/** A CAIP-2 chain id of a namespace sign-in supports, e.g. `eip155:1`. */
export type SiwxChainId = `${SiwxNamespace}:${string}`

/** The fields of a CAIP-122 sign-in message. */
export type SiwxMessageFields = {
  /** The RFC 3986 authority asking for the sign-in (host and optional port). */
  domain: string
  /** The URI scheme of the origin, when it is not https. */
  scheme?: string | undefined
  /**
   * The signing account: EIP-55 checksummed on eip155, base58 on solana, an address of the
   * chain's network on bip122 (bech32 in lowercase, or base58check).
   */
  address: string
  /** A human-readable assertion the user signs; one line. */
  statement?: string | undefined
  /** The RFC 3986 URI of the resource that is the subject of the signing. */
  uri: string
  /** Always '1'. */
  version: '1'
  chainId: SiwxChainId
  /** At least 8 alphanumeric characters, chosen by the server. */
  nonce: string
  /** RFC 3339 date-time. */
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}

/** Messages longer than this are refused before any parsing (16 KiB). */
export const MAX_MESSAGE_LENGTH = 16 * 1024
/** The statement is one line of at most this many characters. */
export const MAX_STATEMENT_LENGTH = 1024
export const MAX_RESOURCES = 64

const ACCOUNT_WORD: Record<SiwxNamespace, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
}
const HEADER_SUFFIX = ' wants you to sign in with your '
const HEADER_END = ' account:'

const NONCE = /^[A-Za-z0-9]{8,128}$/
const EIP155_REFERENCE = /^[1-9][0-9]{0,31}$/
const CAIP2_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/
const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]{0,31}$/
// host (reg-name, IPv4 or bracketed IPv6) and an optional port.
const AUTHORITY = /^(?:\[[0-9a-fA-F:.]{2,45}\]|[a-zA-Z0-9._~%!$&'()*+,;=-]{1,253})(?::[0-9]{1,5})?$/
const RFC3339 =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt]([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d{1,9})?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/
const REQUEST_ID = /^[a-zA-Z0-9._~%!$&'()*+,;=:@/?-]{0,256}$/

/** The namespace of a CAIP-2 chain id, or undefined when sign-in does not support it. */
export function siwxNamespaceOf(chainId: string): SiwxNamespace | undefined {
  const namespace = chainId.slice(0, chainId.indexOf(':'))
  return namespace === 'eip155' || namespace === 'solana' || namespace === 'bip122'
    ? namespace
    : undefined
}

/** Whether `value` is an RFC 3339 date-time that names a real instant. */
export function isRfc3339(value: string): boolean {
  if (!RFC3339.test(value) || Number.isNaN(Date.parse(value))) return false
  // Date.parse accepts a 30th of February; the calendar does not.
  const year = Number(value.slice(0, 4))
  const month = Number(value.slice(5, 7))
  const day = Number(value.slice(8, 10))
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

function isUri(value: string): boolean {
  if (value.length === 0 || value.length > 2048 || /\s/.test(value)) return false
  try {
    return new URL(value).protocol.length > 1
  } catch {
    return false
  }
}

function fail(reason: SiwxMessageError['reason'], details: string): never {
  throw new SiwxMessageError(reason, details)
}

function checkAddress(namespace: SiwxNamespace, reference: string, address: string): void {
  if (namespace === 'bip122') {
    const network = bitcoinNetworkOf(reference)
    if (!network || !decodeBitcoinAddress(address, network)) {
      fail(
        'address',
        `"${address.slice(0, 64)}" is not an address of ${network?.name ?? 'the chain'}`,
      )
    }
    return
  }
  if (namespace === 'eip155') {
    // EIP-4361: the address is EIP-55 checksummed.
    if (!isAddress(address, { strict: false }) || getAddress(address) !== address) {
      fail('address', `"${address.slice(0, 64)}" is not an EIP-55 checksummed address`)
    }
    return
  }
  let bytes: Uint8Array | undefined
  try {
    bytes = base58.decode(address)
  } catch {
    bytes = undefined
  }
  if (bytes?.length !== 32) fail('address', `"${address.slice(0, 64)}" is not a Solana address`)
}

function checkTimestamp(name: string, value: string | undefined): void {
  if (value !== undefined && !isRfc3339(value)) {
    fail('timestamp', `${name} "${value.slice(0, 64)}" is not an RFC 3339 date-time`)
  }
}

/** Checks every field as CAIP-122 / EIP-4361 define it; throws SiwxMessageError. */
export function validateSiwxMessage(fields: SiwxMessageFields): SiwxNamespace {
  const namespace = siwxNamespaceOf(fields.chainId)
  if (!namespace) {
    fail('chain', `"${fields.chainId}" is not an eip155, solana or bip122 chain id`)
  }
  const reference = fields.chainId.slice(namespace.length + 1)
  const referenceOk =
    namespace === 'eip155' ? EIP155_REFERENCE.test(reference) : CAIP2_REFERENCE.test(reference)
  if (!referenceOk) fail('chain', `"${fields.chainId}" is not a CAIP-2 chain id`)
  // An address is checked against its network's prefixes, so the network must be known.
  if (namespace === 'bip122' && !bitcoinNetworkOf(reference)) {
    fail('chain', `"${fields.chainId}" is not a Bitcoin network sign-in knows`)
  }
  if (!AUTHORITY.test(fields.domain)) fail('field', `domain "${fields.domain}" is not an authority`)
  if (fields.scheme !== undefined && !SCHEME.test(fields.scheme)) {
    fail('field', `scheme "${fields.scheme}" is not a URI scheme`)
  }
  checkAddress(namespace, reference, fields.address)
  if (fields.statement !== undefined) {
    if (fields.statement.length === 0) fail('statement', 'the statement is empty')
    if (fields.statement.length > MAX_STATEMENT_LENGTH) {
      fail('statement', `the statement is longer than ${MAX_STATEMENT_LENGTH} characters`)
    }
    if (/[\r\n\u2028\u2029]/.test(fields.statement)) {
      fail('statement', 'the statement contains a line break')
    }
  }
  if (!isUri(fields.uri)) fail('field', `URI "${fields.uri.slice(0, 64)}" is not an absolute URI`)
  if (fields.version !== '1') fail('field', `version "${String(fields.version)}" is not 1`)
  if (!NONCE.test(fields.nonce)) fail('field', 'the nonce is not 8 to 128 letters and digits')
  if (!isRfc3339(fields.issuedAt)) {
    fail('timestamp', `Issued At "${fields.issuedAt.slice(0, 64)}" is not an RFC 3339 date-time`)
  }
  checkTimestamp('Expiration Time', fields.expirationTime)
  checkTimestamp('Not Before', fields.notBefore)
  if (fields.requestId !== undefined && !REQUEST_ID.test(fields.requestId)) {
    fail('field', 'the request id has characters a URI path cannot carry')
  }
  if (fields.resources !== undefined) {
    if (fields.resources.length > MAX_RESOURCES) {
      fail('resources', `more than ${MAX_RESOURCES} resources`)
    }
    for (const resource of fields.resources) {
      if (!isUri(resource)) fail('resources', `resource "${resource.slice(0, 64)}" is not a URI`)
    }
  }
  return namespace
}

/** The text a wallet signs (EIP-4361 layout; "Solana" or "Bitcoin" in the header). */
export function formatSiwxMessage(fields: SiwxMessageFields): string {
  const namespace = validateSiwxMessage(fields)
  const origin = fields.scheme ? `${fields.scheme}://${fields.domain}` : fields.domain
  const lines = [
    `${origin}${HEADER_SUFFIX}${ACCOUNT_WORD[namespace]}${HEADER_END}`,
    fields.address,
    '',
    ...(fields.statement === undefined ? [] : [fields.statement]),
    '',
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Chain ID: ${fields.chainId.slice(namespace.length + 1)}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
  ]
  if (fields.expirationTime !== undefined) {
    lines.push(`Expiration Time: ${fields.expirationTime}`)
  }
  if (fields.notBefore !== undefined) lines.push(`Not Before: ${fields.notBefore}`)
  if (fields.requestId !== undefined) lines.push(`Request ID: ${fields.requestId}`)
  if (fields.resources !== undefined && fields.resources.length > 0) {
    lines.push('Resources:', ...fields.resources.map((resource) => `- ${resource}`))
  }
  const text = lines.join('\n')
  if (text.length > MAX_MESSAGE_LENGTH) {
    fail('too-long', `the message is longer than ${MAX_MESSAGE_LENGTH} characters`)
  }
  return text
}

function parseHeader(line: string): { namespace: SiwxNamespace; domain: string; scheme?: string } {
  const at = line.indexOf(HEADER_SUFFIX)
  if (at <= 0 || !line.endsWith(HEADER_END)) {
    fail('header', 'the first line is not "<domain> wants you to sign in with your … account:"')
  }
  const word = line.slice(at + HEADER_SUFFIX.length, line.length - HEADER_END.length)
  const namespace = (Object.keys(ACCOUNT_WORD) as SiwxNamespace[]).find(
    (candidate) => ACCOUNT_WORD[candidate] === word,
  )
  if (!namespace) fail('header', `"${word.slice(0, 32)}" accounts are not supported`)
  const origin = line.slice(0, at)
  const schemeEnd = origin.indexOf('://')
  return schemeEnd === -1
    ? { namespace, domain: origin }
    : { namespace, scheme: origin.slice(0, schemeEnd), domain: origin.slice(schemeEnd + 3) }
}

/** Reads the text of a sign-in message; throws SiwxMessageError when it is malformed. */
export function parseSiwxMessage(text: string): SiwxMessageFields {
  if (typeof text !== 'string') fail('header', 'the message is not text')
  if (text.length > MAX_MESSAGE_LENGTH) {
    fail('too-long', `the message is longer than ${MAX_MESSAGE_LENGTH} characters`)
  }
  if (text.includes('\r')) fail('field', 'the message has carriage returns; lines end with \\n')
  const lines = text.split('\n')
  let index = 0
  const next = (): string | undefined => lines[index++]
  const header = parseHeader(next() ?? '')
  const address = next()
  if (address === undefined) fail('missing-field', 'the address line is missing')
  if (next() !== '') fail('missing-field', 'the blank line after the address is missing')
  let statement: string | undefined
  const afterAddress = next()
  if (afterAddress === undefined) fail('missing-field', 'the URI line is missing')
  if (afterAddress !== '') {
    statement = afterAddress
    if (next() !== '') fail('statement', 'the statement is not one line followed by a blank line')
  }

  function field(label: string, required: true): string
  function field(label: string, required: false): string | undefined
  function field(label: string, required: boolean): string | undefined {
    const line = lines[index]
    const prefix = `${label}: `
    if (line?.startsWith(prefix)) {
      index++
      return line.slice(prefix.length)
    }
    if (required) fail('missing-field', `the "${label}" line is missing or out of place`)
    return undefined
  }

  const uri = field('URI', true)
  const version = field('Version', true)
  const reference = field('Chain ID', true)
  const nonce = field('Nonce', true)
  const issuedAt = field('Issued At', true)
  const expirationTime = field('Expiration Time', false)
  const notBefore = field('Not Before', false)
  const requestId = field('Request ID', false)
  let resources: string[] | undefined
  if (lines[index] === 'Resources:') {
    index++
    resources = []
    while (index < lines.length && lines[index]?.startsWith('- ')) {
      resources.push((lines[index] as string).slice(2))
      index++
    }
    if (resources.length === 0) fail('resources', '"Resources:" lists nothing')
  }
  if (index < lines.length) {
    fail('trailing', `unexpected line ${index + 1}: "${(lines[index] ?? '').slice(0, 64)}"`)
  }
  if (version !== '1') fail('field', `version "${version.slice(0, 16)}" is not 1`)
  const fields: SiwxMessageFields = {
    domain: header.domain,
    ...(header.scheme === undefined ? {} : { scheme: header.scheme }),
    address,
    ...(statement === undefined ? {} : { statement }),
    uri,
    version,
    chainId: `${header.namespace}:${reference}`,
    nonce,
    issuedAt,
    ...(expirationTime === undefined ? {} : { expirationTime }),
    ...(notBefore === undefined ? {} : { notBefore }),
    ...(requestId === undefined ? {} : { requestId }),
    ...(resources === undefined ? {} : { resources }),
  }
  validateSiwxMessage(fields)
  return fields
}
