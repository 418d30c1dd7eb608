/** The focused element, looking through shadow roots (document.activeElement stops at hosts). */
export function getDeepActiveElement(doc: Document): Element | null {
  let active: Element | null = doc.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}
