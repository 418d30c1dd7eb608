/**
 * The React context that carries one Keyway client down the tree. Created once per module
 * like any React context: it holds no state itself, the value comes from the provider.
 */
import type { KeywayClient } from '@keyway/core'
import { createContext, useContext } from 'react'
import { KeywayProviderNotFoundError } from './errors.js'

export const KeywayContext = createContext<KeywayClient | undefined>(undefined)
KeywayContext.displayName = 'KeywayContext'

/** The client of the nearest `<KeywayProvider>`; throws outside of one. */
export function useKeywayClient(): KeywayClient {
  const client = useContext(KeywayContext)
  if (!client) throw new KeywayProviderNotFoundError()
  return client
}
