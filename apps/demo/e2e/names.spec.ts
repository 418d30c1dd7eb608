/**
 * Names against devnet (docs/account-features.md#names names, docs/validation.md#names rules, docs/account-features.md#names registration): an injected wallet over a
 * devnet account that no other scenario names chooses a name from the suggestions, signs
 * the registration message, and after a reload the account button and the Account view show
 * the name in place of the address (a reverse lookup of devnet's names API). A name that
 * breaks the docs/validation.md#names rule is refused with its message. The view is reached by keyboard alone.
 * A suggestions answer without its list says 'Error fetching name suggestions' (docs/errors.md#names)
 * with Try again, which recovers.
 */
import { expect, TEST_WALLET, type TestWalletSpec, test } from './fixtures.js'
import { connectInjected, focusedHost } from './flows.js'

/** A devnet account no other scenario uses or names. */
const NAMER: TestWalletSpec = { ...TEST_WALLET, accountIndex: 9 }
/** An account that is never named (it only asks for suggestions). */
const SEEKER: TestWalletSpec = { ...TEST_WALLET, accountIndex: 6 }

test.describe('names (eip155 on devnet)', () => {
  test('a suggested name is registered (the wallet signs) and after a reload shown in place of the address; an invalid name is refused', async ({
    demo,
    modal,
    wallets,
  }) => {
    const [wallet] = await wallets.install([NAMER])
    await demo.goto()
    await connectInjected(demo, modal, NAMER.name, wallet!.address)
    await modal.expectClosed()

    // Keyboard only: the account button, then Tab to 'Choose a name'.
    await demo.header.locator('kw-account-button').getByRole('button').focus()
    await demo.page.keyboard.press('Enter')
    await modal.expectOpen('Account')
    const entry = modal.dialog.locator('kw-list-item.choose-name').getByRole('button')
    for (let i = 0; i < 30; i++) {
      if (await entry.evaluate((button) => button.matches(':focus'))) break
      await demo.page.keyboard.press('Tab')
    }
    await expect(entry).toBeFocused()
    await demo.page.keyboard.press('Enter')
    await modal.expectOpen('Choose Name')
    const view = modal.dialog.locator('kw-register-account-name-view')
    await expect.poll(() => focusedHost(demo.page)).toBe('kw-input[name]')

    // docs/validation.md#names: a forbidden character, then too short, each with its message; Register stays off.
    const register = view.locator('kw-button.register').getByRole('button')
    await demo.page.keyboard.type('my_name')
    await expect(view.getByRole('alert')).toHaveText('Use letters, digits and hyphens only')
    await expect(register).toBeDisabled()
    await demo.page.keyboard.press('ControlOrMeta+a')
    await demo.page.keyboard.type('abc')
    await expect(view.getByRole('alert')).toHaveText('Use at least 4 characters')
    await expect(register).toBeDisabled()

    // A label unique to this run; devnet suggests it and variants, each marked available.
    const label = `kw${Date.now().toString(36)}`
    await demo.page.keyboard.press('ControlOrMeta+a')
    await demo.page.keyboard.type(label)
    const suggestion = view.locator('.suggestion', { hasText: `${label}.keyway.id` }).first()
    await expect(suggestion).toContainText('Available')
    await suggestion.focus()
    await demo.page.keyboard.press('Enter')
    await expect(view.locator('kw-input input')).toHaveValue(label)
    await expect(register).toBeEnabled()

    const before = wallet!.requests.length
    await register.focus()
    await demo.page.keyboard.press('Enter')
    await modal.expectOpen('Name Registered')
    const signs = wallet!.requests.slice(before).filter((r) => r.method === 'personal_sign')
    expect(signs).toHaveLength(1)
    const success = modal.dialog.locator('kw-register-account-name-success-view')
    await expect(success.locator('.heading')).toHaveText(`Your name is ${label}.keyway.id`)
    await demo.page.keyboard.press('Enter')
    await modal.expectOpen('Account')
    await expect(modal.dialog.locator('kw-account-view .name')).toHaveText(`${label}.keyway.id`)
    await expect(modal.dialog.locator('kw-list-item.choose-name')).toHaveCount(0)

    // After a reload the reverse lookup names the account: button and Account view.
    await demo.page.reload()
    await demo.expectConnected(wallet!.address)
    const button = demo.header.locator('kw-account-button')
    await expect(button.locator('.label')).toHaveText(`${label}.keyway.id`)
    await button.getByRole('button').click()
    await modal.expectOpen('Account')
    await expect(modal.dialog.locator('kw-account-view .name')).toHaveText(`${label}.keyway.id`)
    await expect(modal.dialog.locator('kw-list-item.choose-name')).toHaveCount(0)
  })

  test("a suggestions answer without its list says 'Error fetching name suggestions' with Try again, which recovers", async ({
    demo,
    modal,
    wallets,
  }) => {
    const [wallet] = await wallets.install([SEEKER])
    await demo.goto()
    await connectInjected(demo, modal, SEEKER.name, wallet!.address)
    await modal.expectClosed()
    await demo.header.locator('kw-account-button').getByRole('button').click()
    await modal.expectOpen('Account')
    await modal.dialog.locator('kw-list-item.choose-name').getByRole('button').click()
    await modal.expectOpen('Choose Name')
    const view = modal.dialog.locator('kw-register-account-name-view')

    const suggestions = '**/v1/profile/suggestions/**'
    await demo.page.route(suggestions, (route) => route.fulfill({ json: { names: ['x'] } }))
    const label = `kw${Date.now().toString(36)}`
    await view.getByRole('textbox', { name: 'Name' }).fill(label)
    const failure = view.locator('.suggestions-error')
    await expect(failure).toContainText('Error fetching name suggestions')
    await expect(view.locator('.suggestion')).toHaveCount(0)
    // The field keeps its value and Register stays offered: the rest of the form still works.
    await expect(view.locator('kw-button.register').getByRole('button')).toBeEnabled()

    await demo.page.unroute(suggestions)
    await failure.getByRole('button', { name: 'Try again' }).click()
    await expect(failure).toHaveCount(0)
    await expect(
      view.locator('.suggestion', { hasText: `${label}.keyway.id` }).first(),
    ).toContainText('Available')
  })
})
