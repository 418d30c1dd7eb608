/**
 * The root layout, rendered on the server for every request: it reads the wagmi cookie of
 * the request and hands wagmi's state to the client providers, so the server HTML and the
 * browser's first render show the same connection (no flash on hydration).
 */
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { cookieToInitialState } from 'wagmi'
import { createEvm } from '../keyway'
import { Providers } from './providers'

export const metadata: Metadata = {
  title: 'Keyway · Next.js',
  description: 'Keyway and wagmi in a server-rendered Next.js page',
}

/** The page's own origin, as the browser reached it (the dapp's URL wallets are shown). */
function originOf(requestHeaders: Headers): string {
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? 'localhost'
  const proto = requestHeaders.get('x-forwarded-proto') ?? 'http'
  return `${proto}://${host}`
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const requestHeaders = await headers()
  const origin = originOf(requestHeaders)
  // wagmi's cookie names the connection (connector, accounts, chain) of the last visit.
  const initialState = cookieToInitialState(
    createEvm(origin).wagmiConfig,
    requestHeaders.get('cookie'),
  )
  return (
    <html lang="en">
      <body>
        <Providers origin={origin} initialState={initialState}>
          {children}
        </Providers>
      </body>
    </html>
  )
}
