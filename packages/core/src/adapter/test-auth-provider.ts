/**
 * An in-memory AuthProvider for unit tests (`@keyway/core/testing`): the embedded wallet's
 * provider as the modal sees it, without a frame. Every method records its call in `calls`
 * (the method's name, then `:` and the payload's one value when it has one) and answers a
 * plausible default; a test replaces the methods whose answers it scripts.
 */
import type { AuthProvider, AuthProviderEvent, AuthUser } from '../types/embedded-wallet.js'

export type CreateTestAuthProviderParameters = {
  /** Where calls are recorded (default: a new array, answered as `calls`). */
  calls?: string[] | undefined
  /** The user every login answers. */
  user?: AuthUser | undefined
}

export const TEST_AUTH_USER: AuthUser = {
  address: '0x1111111111111111111111111111111111111111',
  chainId: 'eip155:1',
  email: 'person@example.com',
}

export function createTestAuthProvider(parameters: CreateTestAuthProviderParameters = {}) {
  const calls = parameters.calls ?? []
  const user = parameters.user ?? TEST_AUTH_USER
  const listeners = new Set<(event: AuthProviderEvent) => void>()
  const record = (name: string, value?: string) => {
    calls.push(value === undefined ? name : `${name}:${value}`)
  }
  const provider: AuthProvider = {
    load: async () => record('load'),
    connectEmail: async ({ email }) => {
      record('connectEmail', email)
      return { action: 'VERIFY_OTP' }
    },
    connectDevice: async () => {
      record('connectDevice')
      return {}
    },
    connectOtp: async ({ otp }) => {
      record('connectOtp', otp)
      return user
    },
    getUser: async () => user,
    isConnected: async () => true,
    signOut: async () => record('signOut'),
    updateEmail: async ({ email }) => {
      record('updateEmail', email)
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    updateEmailPrimaryOtp: async ({ otp }) => {
      record('updateEmailPrimaryOtp', otp)
      return {}
    },
    updateEmailSecondaryOtp: async ({ otp }) => {
      record('updateEmailSecondaryOtp', otp)
      return { newEmail: 'new@example.com' }
    },
    getSocialRedirectUri: async ({ provider: social }) => {
      record('getSocialRedirectUri', social)
      return { uri: `https://oauth.example/${social}/authorize?state=test` }
    },
    connectSocial: async ({ uri }) => {
      record('connectSocial', uri)
      return { ...user, userName: 'person' }
    },
    getFarcasterUri: async () => {
      record('getFarcasterUri')
      return { url: 'https://farcaster.example/~/siwf?channelToken=test' }
    },
    connectFarcaster: async () => {
      record('connectFarcaster')
      return { ...user, email: null, userName: 'person.eth' }
    },
    setPreferredAccount: async ({ type }) => {
      record('setPreferredAccount', type)
      return { type, address: user.address }
    },
    getSmartAccountEnabledNetworks: async () => ({ smartAccountEnabledNetworks: [] }),
    focusFrame: () => record('focusFrame'),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return {
    provider,
    calls,
    /** Sends an event to the provider's listeners (an approval, a refusal). */
    emit(event: AuthProviderEvent) {
      for (const listener of [...listeners]) listener(event)
    },
  }
}
