/**
 * `pnpm --filter demo screenshots`: every view of the connect flow in light and dark, at a
 * desktop and a mobile width, against a fresh devnet, saved under dist/screenshots/ to look
 * at. A view that cannot be reached is reported and skipped.
 */
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { startDevnet } from '@keyway/devnet'
import { createTestEip1193Provider, installTestWallets, testWalletIcon } from '@keyway/test'
import type { Browser, Page } from '@playwright/test'
import { allowDemoOrigin } from './lib/allow-origin.js'
import { launchChromium } from './lib/browser.js'
import { buildDemo, serveDemo } from './lib/demo-server.js'
import { readDevnetEndpoints } from './lib/devnet-endpoints.js'
import { asWalletPage } from './lib/wallet-page.js'

/** Where the PNGs go: `SHOTS_DIR=/tmp/shots pnpm --filter demo screenshots` to keep them elsewhere. */
const OUT = process.env.SHOTS_DIR ?? 'dist/screenshots'
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } }
const THEMES = ['light', 'dark'] as const

type Devnet = Awaited<ReturnType<typeof startDevnet>>

async function newPage(
  browser: Browser,
  devnet: Devnet,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 2 })
  const page = await context.newPage()
  const account = devnet.accounts.evm[0]!
  const provider = createTestEip1193Provider({
    chains: [
      { chainId: 31337, rpcUrl: devnet.urls.evmRpc },
      { chainId: 31338, rpcUrl: devnet.urls.evmRpc2 },
    ],
    privateKey: account.privateKey,
  })
  await installTestWallets(asWalletPage(page), {
    wallets: [
      {
        id: 'test',
        info: {
          uuid: '00000000-0000-4000-8000-000000000000',
          name: 'Keyway Test Wallet',
          icon: testWalletIcon('#3b5bdb', 'K'),
          rdns: 'dev.keyway.test-wallet',
        },
        provider,
      },
    ],
  })
  return { page, provider }
}

function dialog(page: Page) {
  return page.getByRole('dialog')
}

async function openModal(page: Page) {
  await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button').last().click()
  await dialog(page).waitFor()
  await page.waitForLoadState('networkidle')
}

async function main() {
  const devnet = await startDevnet({ ports: 'free' })
  let browser: Browser | undefined
  let server: Awaited<ReturnType<typeof serveDemo>> | undefined
  const problems: string[] = []
  try {
    const endpoints = readDevnetEndpoints(JSON.stringify(devnet.urls))
    await buildDemo({ devnet: endpoints, outDir: 'dist/shots' })
    server = await serveDemo({ devnet: endpoints, outDir: 'dist/shots', port: 0 })
    await allowDemoOrigin({ configApi: devnet.urls.configApi, origin: new URL(server.url).origin })
    browser = await launchChromium()
    await mkdir(OUT, { recursive: true })

    for (const theme of THEMES) {
      for (const [width, viewport] of Object.entries(VIEWPORTS)) {
        const { page, provider } = await newPage(browser, devnet, viewport)
        const shot = async (name: string, step: () => Promise<void>) => {
          try {
            await step()
            await page.waitForTimeout(350) // let transitions finish before the picture
            await page.screenshot({ path: join(OUT, `${theme}-${width}-${name}.png`) })
          } catch (error) {
            problems.push(
              `${theme}/${width}/${name}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
            )
          }
        }
        await shot('page', async () => {
          await page.goto(`${server!.url}?theme=${theme}`)
          await page.waitForLoadState('networkidle')
        })
        await shot('connect', () => openModal(page))
        await shot('all-wallets', async () => {
          await dialog(page).locator('kw-list-item.all-wallets').click()
          await dialog(page).locator('kw-wallet-item').first().waitFor()
          await page.waitForLoadState('networkidle')
        })
        await shot('all-wallets-search', async () => {
          await dialog(page)
            .getByRole('textbox')
            .or(dialog(page).getByRole('searchbox'))
            .first()
            .fill('Cobalt')
          await page.waitForTimeout(600)
          await page.waitForLoadState('networkidle')
        })
        await shot('walletconnect-qr', async () => {
          await dialog(page).getByRole('button', { name: 'Back' }).click()
          await dialog(page)
            .locator('kw-wallet-item[name="WalletConnect"]')
            .getByRole('button')
            .click()
          await dialog(page).locator('kw-qr-code[data-uri]').waitFor()
        })
        await shot('external-rejected', async () => {
          provider.setReject(() => true)
          await dialog(page).getByRole('button', { name: 'Back' }).click()
          await dialog(page)
            .locator('kw-wallet-item[name="Keyway Test Wallet"]')
            .getByRole('button')
            .click()
          await dialog(page)
            .getByRole('button', { name: /try again|retry/i })
            .waitFor()
        })
        await shot('page-connected', async () => {
          provider.setReject(undefined)
          await dialog(page)
            .getByRole('button', { name: /try again|retry/i })
            .click()
          await page.getByTestId('account-status').getByText('connected').waitFor()
          await dialog(page)
            .waitFor({ state: 'detached' })
            .catch(() => page.keyboard.press('Escape'))
          await page
            .getByRole('region', { name: 'Sign a message' })
            .getByRole('button', { name: 'Sign message' })
            .click()
          await page.getByTestId('signature').waitFor()
        })
        await shot('account', () => openModal(page))
        await shot('networks', async () => {
          await page.keyboard.press('Escape')
          await page
            .getByRole('navigation', { name: 'Wallet' })
            .locator('kw-network-button')
            .click()
          await dialog(page).waitFor()
        })
        await page.context().close()
      }
    }
  } finally {
    await browser?.close()
    await server?.close()
    await devnet.stop()
  }
  console.log(`screenshots in ${OUT}`)
  for (const problem of problems) console.log(`  not taken: ${problem}`)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
