import { expect, test } from './fixtures.js'

/** Rows a virtualised list may keep in the DOM: a viewport or two, never the catalogue. */
const MAX_ROWS_IN_DOM = 60

type CataloguePage = { data: { name: string }[]; count: number }

test.describe('AllWallets with the 600-entry catalogue', () => {
  test.beforeEach(async ({ demo, modal }) => {
    await demo.goto()
    await demo.connectButton.click()
    await modal.expectOpen()
    await modal.allWalletsEntry.click()
    await expect(modal.walletItems.first()).toBeVisible()
  })

  test('search finds a wallet by name from deep in the catalogue', async ({ modal, e2e, demo }) => {
    // A name far past the first page, read from devnet's catalogue itself.
    const query = new URLSearchParams({
      projectId: 'keyway-demo',
      st: 'keyway',
      sv: 'e2e',
      page: '9',
      entries: '40',
      chains: 'eip155:31337,eip155:31338',
    })
    const answer = await demo.page.request.get(`${e2e.devnet.urls.configApi}/getWallets?${query}`)
    const { data } = (await answer.json()) as CataloguePage
    const target = data[7]?.name
    expect(target).toBeTruthy()

    await modal.dialog
      .getByRole('searchbox')
      .or(modal.dialog.getByRole('textbox'))
      .first()
      .fill(target!)
    await expect(modal.wallet(target!)).toBeVisible()
  })

  test('scrolling loads the next page while the DOM holds a bounded number of rows', async ({
    modal,
    demo,
  }) => {
    const firstNames = await modal.walletItems.evaluateAll((items) =>
      items.map((item) => item.getAttribute('name')),
    )
    expect(firstNames.length).toBeGreaterThan(0)
    expect(firstNames.length).toBeLessThanOrEqual(MAX_ROWS_IN_DOM)

    const nextPage = demo.page.waitForRequest((request) => {
      const url = new URL(request.url())
      return url.pathname.endsWith('/getWallets') && url.searchParams.get('page') === '2'
    })
    // Scroll with the wheel over the list, as a person would, until page 2 is asked for.
    const list = modal.walletItems.first()
    await list.hover()
    for (let i = 0; i < 30; i++) {
      await demo.page.mouse.wheel(0, 800)
      const asked = await Promise.race([
        nextPage.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 150)),
      ])
      if (asked) break
    }
    await nextPage
    // Rows from page 2 (entries 41+) render, and the DOM still holds a bounded number.
    await expect
      .poll(() =>
        modal.walletItems.evaluateAll((items) => items.map((i) => i.getAttribute('name'))),
      )
      .not.toEqual(firstNames)
    expect(await modal.walletItems.count()).toBeLessThanOrEqual(MAX_ROWS_IN_DOM)
  })
})
