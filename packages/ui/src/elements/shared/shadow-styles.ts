/**
 * The CSS of an element written without Lit: one constructed style sheet shared by every
 * instance (adopted by each shadow root), or a `<style>` per shadow root in a browser that
 * cannot adopt sheets. `cssText` is the text, as Lit's `CSSResult` has it, so the manifest's
 * check reads both kinds of element alike.
 */
export class ShadowStyles {
  readonly cssText: string
  #sheet: CSSStyleSheet | undefined

  constructor(cssText: string) {
    this.cssText = cssText
  }

  /** Adds the styles to a shadow root. */
  applyTo(root: ShadowRoot): void {
    if ('adoptedStyleSheets' in root && 'replaceSync' in CSSStyleSheet.prototype) {
      if (!this.#sheet) {
        this.#sheet = new CSSStyleSheet()
        this.#sheet.replaceSync(this.cssText)
      }
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.#sheet]
      return
    }
    const style = root.ownerDocument.createElement('style')
    style.textContent = this.cssText
    root.append(style)
  }
}
