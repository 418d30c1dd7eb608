/**
 * The docs site: the pages of the repository's docs/ folder (srcDir), with the quick starts
 * in docs/guide/ whose code is docs/snippets/ (type-checked and built against the packed
 * packages by `pnpm --filter demo scratch-apps`). The sidebar lists every page of docs/ by
 * its title, so a new page shows without editing this file. Search is VitePress's local
 * index: it works offline.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type DefaultTheme, defineConfig } from 'vitepress'

const docsDir = fileURLToPath(new URL('../../../docs/', import.meta.url))
/** The pages live outside this package: Vue is found from here, not from docs/. */
const vueDir = fileURLToPath(new URL('../node_modules/vue/', import.meta.url))

/** The quick starts, in the order a reader takes them. */
const GUIDES: DefaultTheme.SidebarItem[] = [
  { text: 'React', link: '/guide/react' },
  { text: 'Web components (no React)', link: '/guide/vanilla' },
  { text: 'Server-rendered React', link: '/guide/ssr' },
]

/** A page's title: its first `# ` heading, else its file name. */
function titleOf(file: string): string {
  const heading = /^# (.+)$/m.exec(readFileSync(join(docsDir, file), 'utf8'))
  return heading?.[1]?.trim() ?? file.replace(/\.md$/, '')
}

/**
 * The generated reference (TypeDoc, `pnpm --filter docs reference`, into docs/reference/,
 * not committed): one page per package, from its types and doc comments.
 */
function apiReference(): DefaultTheme.SidebarItem[] {
  const sidebar = join(docsDir, 'reference', 'typedoc-sidebar.json')
  if (!existsSync(sidebar)) return []
  return JSON.parse(readFileSync(sidebar, 'utf8')) as DefaultTheme.SidebarItem[]
}

/** Every page at the top of docs/ except the home page, sorted by title. */
function referencePages(): DefaultTheme.SidebarItem[] {
  return readdirSync(docsDir)
    .filter((file) => file.endsWith('.md') && file !== 'index.md')
    .map((file) => ({ text: titleOf(file), link: `/${file.replace(/\.md$/, '')}` }))
    .sort((a, b) => a.text.localeCompare(b.text))
}

export default defineConfig({
  title: 'Keyway',
  description: 'Connect a wallet from your web app: EVM, Solana and Bitcoin, offline-testable.',
  srcDir: '../../docs',
  cleanUrls: true,
  lastUpdated: false,
  // Pages link to source files of the repository (../packages/…), which are not pages of
  // the site; links between pages are still checked.
  ignoreDeadLinks: [/(^|\/)\.\.\/(packages|apps|scripts)\//],
  vite: {
    resolve: { alias: [{ find: /^vue(?=$|\/)/, replacement: vueDir.replace(/\/$/, '') }] },
  },
  themeConfig: {
    nav: [
      { text: 'Quick starts', link: '/guide/react' },
      { text: 'Reference', link: '/errors' },
      { text: 'API', link: '/reference/@keyway/core' },
    ],
    sidebar: [
      { text: 'Quick starts', items: GUIDES },
      { text: 'Reference', items: referencePages() },
      { text: 'API', items: apiReference() },
    ],
    search: { provider: 'local' },
    outline: [2, 3],
  },
})
