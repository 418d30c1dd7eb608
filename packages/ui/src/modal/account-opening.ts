/**
 * The Account view's `import()`, in a chunk of its own that opening-views.ts imports on
 * demand. A bundler writes, beside each `import()`, the list of the files that chunk needs
 * (so they are fetched at once, in parallel); here that list of the Account view's files
 * is in this small chunk instead of the page's first download (docs/first-load.md#the-account-views-file-list).
 */
export function loadAccountView(): Promise<unknown> {
  return import('../views/account/account-view.js')
}
