/**
 * The scratch apps, as a dapp team would write them after `pnpm add`: each imports only
 * the packages' public entries. Kept as text: they are written into a folder outside the
 * workspace and built there against the installed tarballs.
 */

/** A Vite plugin that writes every module id of the build to `modules.json` in outDir. */
const MODULES_PLUGIN = `const writeModules = {
  name: 'scratch-modules',
  generateBundle(_options, bundle) {
    const ids = new Set()
    for (const file of Object.values(bundle)) {
      if (file.type === 'chunk') for (const id of Object.keys(file.modules)) ids.add(id)
    }
    this.emitFile({ type: 'asset', fileName: 'modules.json', source: JSON.stringify([...ids]) })
  },
}`

export const MODULES_FILE = 'modules.json'

function viteConfig(withReact: boolean): string {
  return `${withReact ? "import react from '@vitejs/plugin-react'\n" : ''}import { defineConfig } from 'vite'

${MODULES_PLUGIN}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [${withReact ? 'react(), ' : ''}writeModules],
  // WalletConnect's packages read \`global\`.
  define: { global: 'globalThis' },
  build: { outDir: 'dist', emptyOutDir: true },
})
`
}

function indexHtml(title: string, entry: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>${title}</title>
  </head>
  <body>
    <main id="root"></main>
    <script type="module" src="./${entry}"></script>
  </body>
</html>
`
}

/** React with the EVM adapter: the getting-started app. Its build must hold no Solana code. */
const REACT_EVM_MAIN = `import { createEvmAdapter } from '@keyway/adapter-evm'
import { createKeyway, ethereum } from '@keyway/core'
import { ConnectButton, KeywayProvider } from '@keyway/react'
import { createRoot } from 'react-dom/client'

const networks = [ethereum] as const
const client = createKeyway({
  adapters: [createEvmAdapter({ networks })],
  networks,
  projectId: 'scratch-app',
})

createRoot(document.getElementById('root')!).render(
  <KeywayProvider client={client}>
    <ConnectButton />
  </KeywayProvider>,
)
`

/** Web components with the Solana adapter, no React. Its build must hold no React. */
const VANILLA_SOLANA_MAIN = `import { createSolanaAdapter } from '@keyway/adapter-solana'
import { createKeyway, solana } from '@keyway/core'
import { mountKeyway } from '@keyway/ui'
import '@keyway/ui/connect-button'

const networks = [solana] as const
const client = createKeyway({
  adapters: [createSolanaAdapter({ networks, projectId: 'scratch-app' })],
  networks,
  projectId: 'scratch-app',
})
mountKeyway(client)
document.getElementById('root')!.append(document.createElement('kw-connect-button'))
`

/**
 * A server-rendered page: @keyway/react rendered to a string in Node, no DOM. Prints the
 * HTML, which must hold the connect button's element.
 */
const SSR_RENDER = `import { createEvmAdapter } from '@keyway/adapter-evm'
import { createKeyway, ethereum } from '@keyway/core'
import { ConnectButton, KeywayProvider } from '@keyway/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'

const networks = [ethereum]
const client = createKeyway({
  adapters: [createEvmAdapter({ networks })],
  networks,
  projectId: 'scratch-app',
})
const page = createElement(
  KeywayProvider,
  { client },
  createElement('main', null, createElement('h1', null, 'My dapp'), createElement(ConnectButton)),
)
process.stdout.write(renderToString(page))
`

export type ScratchApp = {
  /** Folder of the app inside the scratch project. */
  name: 'react-evm' | 'vanilla-solana' | 'ssr'
  files: Record<string, string>
}

export const SCRATCH_APPS: readonly ScratchApp[] = [
  {
    name: 'react-evm',
    files: {
      'index.html': indexHtml('React + EVM', 'main.tsx'),
      'main.tsx': REACT_EVM_MAIN,
      'vite.config.js': viteConfig(true),
    },
  },
  {
    name: 'vanilla-solana',
    files: {
      'index.html': indexHtml('Web components + Solana', 'main.ts'),
      'main.ts': VANILLA_SOLANA_MAIN,
      'vite.config.js': viteConfig(false),
    },
  },
  { name: 'ssr', files: { 'render.mjs': SSR_RENDER } },
]
