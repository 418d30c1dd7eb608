/**
 * What the frame keeps in its own origin's storage (never the dapp's): the browser's
 * device id, the session's access token (and when it ends) and refresh token, the chain it
 * signs for, the email of a login under way and the preferred account type. Both tokens are
 * bound to the frame's non-extractable key (proof-key.ts), so a copy of them is not a
 * session. The dapp keeps its own docs/embedded-wallet.md#browser-storage keys on its side.
 */

/** The part of the Web Storage API the frame uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const PREFIX = 'keyway.frame.'
const KEYS = {
  deviceId: `${PREFIX}deviceId`,
  sessionToken: `${PREFIX}sessionToken`,
  sessionExpiresAt: `${PREFIX}sessionExpiresAt`,
  refreshToken: `${PREFIX}refreshToken`,
  chainId: `${PREFIX}chainId`,
  pendingEmail: `${PREFIX}pendingEmail`,
  preferredAccountType: `${PREFIX}preferredAccountType`,
} as const

/** frame-host's device-id header accepts 16–128 of these (README "API"). */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,128}$/
const TOKEN = /^[A-Za-z0-9_-]{1,256}$/

/** A storage that lives as long as the page, for browsers that refuse the frame storage. */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  }
}

/**
 * The frame's localStorage, or memory when the browser blocks it (some browsers refuse
 * storage to third-party frames): the wallet then works until the page closes.
 */
export function pickStorage(win: Pick<Window, 'localStorage'>): KeyValueStorage {
  try {
    const storage = win.localStorage
    const probe = `${PREFIX}probe`
    storage.setItem(probe, '1')
    storage.removeItem(probe)
    return storage
  } catch {
    return createMemoryStorage()
  }
}

/** 32 random bytes as base64url: 43 characters, unguessable. */
function newDeviceId(crypto: Crypto): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export type FrameStorage = ReturnType<typeof createFrameStorage>

export function createFrameStorage(storage: KeyValueStorage, crypto: Crypto = globalThis.crypto) {
  const read = (key: string) => {
    try {
      return storage.getItem(key) ?? undefined
    } catch {
      return undefined
    }
  }
  const write = (key: string, value: string | undefined) => {
    try {
      if (value === undefined) storage.removeItem(key)
      else storage.setItem(key, value)
    } catch {
      // A full or revoked storage loses the value; the next read falls back to the default.
    }
  }
  let memoryDeviceId: string | undefined

  return {
    /** The browser's device id, made once and kept (frame-host's device verification, docs/embedded-wallet.md#loading-the-frame). */
    deviceId(): string {
      const stored = read(KEYS.deviceId)
      if (stored && DEVICE_ID.test(stored)) return stored
      // If storage refuses the write, keep the id for this page at least.
      memoryDeviceId ??= newDeviceId(crypto)
      write(KEYS.deviceId, memoryDeviceId)
      return memoryDeviceId
    },
    sessionToken(): string | undefined {
      const token = read(KEYS.sessionToken)
      return token && TOKEN.test(token) ? token : undefined
    },
    setSessionToken(token: string | undefined) {
      write(KEYS.sessionToken, token)
    },
    /** When the access token ends (ms), if known: the frame refreshes shortly before. */
    sessionExpiresAt(): number | undefined {
      const value = Number(read(KEYS.sessionExpiresAt))
      return Number.isFinite(value) && value > 0 ? value : undefined
    },
    refreshToken(): string | undefined {
      const token = read(KEYS.refreshToken)
      return token && TOKEN.test(token) ? token : undefined
    },
    /** A sign-in's or refresh's tokens (README "Sessions"). */
    setSession(session: { token: string; expiresAt: number; refreshToken?: string | undefined }) {
      write(KEYS.sessionToken, session.token)
      write(KEYS.sessionExpiresAt, String(session.expiresAt))
      write(KEYS.refreshToken, session.refreshToken)
    },
    chainId(): string | undefined {
      return read(KEYS.chainId)
    },
    setChainId(chainId: string) {
      write(KEYS.chainId, chainId)
    },
    pendingEmail(): string | undefined {
      return read(KEYS.pendingEmail)
    },
    setPendingEmail(email: string | undefined) {
      write(KEYS.pendingEmail, email)
    },
    preferredAccountType(): 'eoa' | 'smartAccount' | undefined {
      const type = read(KEYS.preferredAccountType)
      return type === 'eoa' || type === 'smartAccount' ? type : undefined
    },
    setPreferredAccountType(type: 'eoa' | 'smartAccount') {
      write(KEYS.preferredAccountType, type)
    },
    /** Sign-out: the session and the login under way go; the device id stays (docs/embedded-wallet.md#email-login). */
    clearSession() {
      write(KEYS.sessionToken, undefined)
      write(KEYS.sessionExpiresAt, undefined)
      write(KEYS.refreshToken, undefined)
      write(KEYS.pendingEmail, undefined)
    },
  }
}
