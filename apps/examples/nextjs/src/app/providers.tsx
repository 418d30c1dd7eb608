'use client'
/**
 * The client providers: wagmi (its config is Keyway's, hydrated from the request's cookie),
 * react-query (wagmi's hooks need it) and Keyway. Rendered on the server too; the modal is
 * mounted, and wagmi reconnects, only in the browser.
 */
import '../devnet-process-shim'
import { KeywayProvider } from '@keyway/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { type State, WagmiProvider } from 'wagmi'
import { createEvm, createKeywayClient } from '../keyway'

export function Providers(props: {
  origin: string
  initialState: State | undefined
  children: ReactNode
}) {
  // Once per request on the server, once per page in the browser.
  const [{ evm, keyway }] = useState(() => {
    const evm = createEvm(props.origin)
    return { evm, keyway: createKeywayClient(evm, props.origin) }
  })
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={evm.wagmiConfig} initialState={props.initialState}>
      <QueryClientProvider client={queryClient}>
        <KeywayProvider client={keyway}>{props.children}</KeywayProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
