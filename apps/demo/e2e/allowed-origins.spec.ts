/**
 * The project's allowed origins, checked when the visitor first reaches for the wallet (the
 * configuration service is asked at that intent, not at page load:
 * docs/services.md#when-the-configuration-service-is-asked): a page whose origin the project
 * does not allow shows the invalid-app-configuration alert in the modal's banner.
 * The demo is built for `keyway-demo` (which allows it); its origins request here asks
 * devnet about `keyway-other-origin` (projects.json), which allows https://dapp.example only.
 */
import { expect, test } from './fixtures.js'

const OTHER_PROJECT = 'keyway-other-origin'

test("a project that does not allow the demo's origin: the modal says the app's configuration is invalid", async ({
  demo,
  modal,
  e2e,
  page,
}) => {
  const service = new URL(e2e.devnet.urls.configApi)
  const asked: string[] = []
  await page.route(
    (url) => url.origin === service.origin && url.pathname === '/projects/v1/origins',
    async (route) => {
      const url = new URL(route.request().url())
      url.searchParams.set('projectId', OTHER_PROJECT)
      asked.push(url.href)
      // Answered by devnet's configuration service itself, for the other project.
      const answer = await route.fetch({ url: url.href })
      await route.fulfill({ response: answer })
    },
  )
  await demo.goto()
  // Asked at page load, it would come within the first 100 ms.
  await page.waitForTimeout(1_000)
  expect(asked, 'nothing asked before the visitor reaches for the wallet').toEqual([])
  await demo.connectButton.click()
  await modal.expectOpen()
  await expect(modal.banner).toHaveText('Invalid app configuration')
  expect(asked).toHaveLength(1)
  // It stays: the dapp's team must see it, not a toast that is gone in three seconds.
  await page.waitForTimeout(3_500)
  await expect(modal.banner).toHaveText('Invalid app configuration')
})

test('the project that allows the demo: no alert', async ({ demo, modal }) => {
  await demo.goto()
  await demo.connectButton.click()
  await modal.expectOpen()
  await expect(modal.banner).toHaveCount(0)
})
