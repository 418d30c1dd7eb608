/**
 * Idempotent custom-element registration (docs/architecture.md#ui): a page that loads the toolkit
 * twice, or two bundles that both carry a primitive, must not throw on the second define.
 * On a server (SSR import) there is no registry; defining is skipped.
 */
export function defineElement(tagName: string, elementClass: CustomElementConstructor): void {
  const registry = globalThis.customElements as CustomElementRegistry | undefined
  if (!registry || registry.get(tagName)) return
  registry.define(tagName, elementClass)
}
