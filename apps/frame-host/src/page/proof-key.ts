/**
 * The frame's proof-of-possession key (README "Sessions"): an ECDSA P-256 key pair made by
 * WebCrypto with a NON-EXTRACTABLE private key, kept in IndexedDB on frame-host's origin so
 * it survives reloads. Sessions are bound to its thumbprint and every signed-in request
 * carries a DPoP proof signed with it (`createProof`), so a token copied out of the frame is
 * useless elsewhere: no script, the frame's own included, can read the private key out.
 * Where IndexedDB is refused (some third-party frames), the key lives in memory for the
 * page's life, like `pickStorage`'s fallback.
 */
import { base64url, SignJWT } from 'jose'

export type ProofKeyPair = { privateKey: CryptoKey; publicJwk: JsonWebKey }

export type ProofKeySource = {
  /** The key, made on first use. */
  get(): Promise<ProofKeyPair>
}

const DB_NAME = 'keyway-frame'
const STORE = 'keys'
const KEY_ID = 'dpop'
/** IndexedDB that neither opens nor fails (a stuck upgrade) is given up after this. */
const IDB_TIMEOUT_MS = 3_000

type StoredPair = { privateKey: CryptoKey; publicKey: CryptoKey }

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('IndexedDB did not answer')), IDB_TIMEOUT_MS)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

async function openStore(idb: IDBFactory): Promise<IDBDatabase> {
  const open = idb.open(DB_NAME, 1)
  open.onupgradeneeded = () => open.result.createObjectStore(STORE)
  return withTimeout(request(open))
}

async function generate(crypto: Crypto): Promise<StoredPair> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ])
  return { privateKey: pair.privateKey, publicKey: pair.publicKey }
}

/** The stored pair, or a new one stored for next time; throws when IndexedDB is refused. */
async function loadOrCreate(idb: IDBFactory, crypto: Crypto): Promise<StoredPair> {
  const db = await openStore(idb)
  try {
    const read = db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY_ID)
    const stored = (await withTimeout(request(read))) as StoredPair | undefined
    if (stored?.privateKey && stored.publicKey) return stored
    const fresh = await generate(crypto)
    // `add`: when another tab stored its key first, that one is everyone's.
    const tx = db.transaction(STORE, 'readwrite')
    try {
      await withTimeout(request(tx.objectStore(STORE).add(fresh, KEY_ID)))
      return fresh
    } catch {
      const again = db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY_ID)
      const winner = (await withTimeout(request(again))) as StoredPair | undefined
      if (winner?.privateKey) return winner
      throw new Error('the frame key could not be stored')
    }
  } finally {
    db.close()
  }
}

export function createProofKeySource(
  options: { indexedDB?: IDBFactory | undefined; crypto?: Crypto | undefined } = {},
): ProofKeySource {
  const crypto = options.crypto ?? globalThis.crypto
  let pair: Promise<ProofKeyPair> | undefined
  const make = async (): Promise<ProofKeyPair> => {
    let stored: StoredPair
    try {
      if (!options.indexedDB) throw new Error('no IndexedDB')
      stored = await loadOrCreate(options.indexedDB, crypto)
    } catch {
      // Refused storage: a key for this page's life.
      stored = await generate(crypto)
    }
    const jwk = await crypto.subtle.exportKey('jwk', stored.publicKey)
    // Only the members of an EC public key: its RFC 7638 thumbprint is over exactly these.
    const publicJwk: JsonWebKey = {}
    if (jwk.kty) publicJwk.kty = jwk.kty
    if (jwk.crv) publicJwk.crv = jwk.crv
    if (jwk.x) publicJwk.x = jwk.x
    if (jwk.y) publicJwk.y = jwk.y
    return { privateKey: stored.privateKey, publicJwk }
  }
  return {
    get() {
      pair ??= make().catch((error: unknown) => {
        pair = undefined
        throw error
      })
      return pair
    },
  }
}

/** The browser's IndexedDB, or undefined where reading it throws (a sandboxed frame). */
export function pickIndexedDb(win: { indexedDB?: IDBFactory }): IDBFactory | undefined {
  try {
    return win.indexedDB ?? undefined
  } catch {
    return undefined
  }
}

const sha256 = async (crypto: Crypto, data: string) =>
  base64url.encode(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(data))),
  )

function randomId(crypto: Crypto): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(16)))
}

/**
 * A DPoP proof for one request (src/auth/dpop.ts): method, URL without query, the body's
 * hash, the time, a unique id, and the access token's hash when one is sent.
 */
export async function createProof(
  key: ProofKeyPair,
  input: { method: string; url: URL; body: string; accessToken?: string | undefined; now?: number },
  crypto: Crypto = globalThis.crypto,
): Promise<string> {
  const claims: Record<string, string | number> = {
    htm: input.method,
    htu: `${input.url.origin}${input.url.pathname}`,
    bh: await sha256(crypto, input.body),
    jti: randomId(crypto),
    iat: Math.floor((input.now ?? Date.now()) / 1000),
  }
  if (input.accessToken !== undefined) claims.ath = await sha256(crypto, input.accessToken)
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: key.publicJwk as never })
    .sign(key.privateKey)
}
