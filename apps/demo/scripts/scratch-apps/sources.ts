/**
 * The scratch apps, as a dapp team would write them after `pnpm add`: each is one of the
 * docs' quick-start snippets (docs/snippets/), which import only the packages' public
 * entries, with the few files around it (index.html, vite.config.js, tsconfig.json). They
 * are written into a folder outside the workspace and type-checked and built there against
 * the installed tarballs, so a quick start that stops compiling fails `npm test`. Every
 * other file of docs/snippets/ (the code the pages include) is type-checked beside them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const snippetsDir = fileURLToPath(new URL('../../../../docs/snippets/', import.meta.url))

function snippet(file: string): string {
  return readFileSync(`${snippetsDir}${file}`, 'utf8')
}

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

function viteConfig(withReact: boolean, ssrEntry?: string): string {
  return `${withReact ? "import react from '@vitejs/plugin-react'\n" : ''}import { defineConfig } from 'vite'

${MODULES_PLUGIN}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [${withReact ? 'react(), ' : ''}writeModules],
  // WalletConnect's packages read \`global\`.
  define: { global: 'globalThis' },
  build: { outDir: 'dist', emptyOutDir: true${ssrEntry ? `, ssr: '${ssrEntry}'` : ''} },
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

export type ScratchApp = {
  /** Folder of the app inside the scratch project. */
  name: 'react-evm' | 'vanilla-solana' | 'ssr'
  /** The quick-start snippet it is made of, as named in the folder. */
  entry: string
  files: Record<string, string>
}

/**
 * Every file of docs/snippets/ (path in the scratch project → text), the quick starts
 * included: read from the folder, so a snippet a page starts to include is type-checked
 * without being listed here. The quick starts are also the apps' entries below.
 */
export const TYPE_CHECKED_SNIPPETS: Readonly<Record<string, string>> = Object.fromEntries(
  readdirSync(snippetsDir)
    .filter((file) => statSync(`${snippetsDir}${file}`).isFile())
    .sort()
    .map((file) => [`snippets/${file}`, snippet(file)]),
)

/** Type-checks the snippets as a dapp's own strict TypeScript would. */
export const TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      strict: true,
      target: 'es2022',
      lib: ['es2022', 'dom', 'dom.iterable'],
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      // docs/snippets/devnet-endpoints.ts imports devnet's READY JSON, as a dapp would.
      resolveJsonModule: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    },
    // The apps' entries are copies of snippets/ files: checking the folder checks them.
    include: ['snippets'],
  },
  null,
  2,
)}\n`

export const SCRATCH_APPS: readonly ScratchApp[] = [
  {
    name: 'react-evm',
    entry: 'main.tsx',
    files: {
      'index.html': indexHtml('React + EVM', 'main.tsx'),
      'main.tsx': snippet('react-quick-start.tsx'),
      'vite.config.js': viteConfig(true),
    },
  },
  {
    name: 'vanilla-solana',
    entry: 'main.ts',
    files: {
      'index.html': indexHtml('Web components + Solana', 'main.ts'),
      'main.ts': snippet('vanilla-quick-start.ts'),
      'vite.config.js': viteConfig(false),
    },
  },
  {
    name: 'ssr',
    entry: 'render.tsx',
    files: {
      'render.tsx': snippet('ssr-quick-start.tsx'),
      'vite.config.js': viteConfig(true, 'render.tsx'),
    },
  },
]
