/**
 * The DOM after open, counted as the peers bench counts it (peers/open-watch.ts
 * `countPageNodes`: every node, elements, text and comments, of the document and of every
 * shadow root attached to an element in the page, open or closed) and shared out by where
 * the nodes are: the document's light DOM, and each kind of shadow host (all the
 * `kw-wallet-item` rows' shadow roots together, and so on). Runs in the page; needs the
 * peers bench's `trackShadowRoots` init script.
 */

export type NodeKinds = { nodes: number; elements: number; texts: number; comments: number }

export type DomCount = NodeKinds & {
  /** The document's own tree (the light DOM, every host's slotted children included). */
  document: NodeKinds
  /** The shadow roots grouped by their host's tag name, most nodes first. */
  byHost: (NodeKinds & { host: string; roots: number })[]
}

/** In the page (page.evaluate): the count and its breakdown. */
export function countDomNodes(): DomCount {
  const tracked = (window as unknown as { __benchShadowRoots?: ShadowRoot[] }).__benchShadowRoots
  if (!tracked) throw new Error('trackShadowRoots did not run before the app')
  const count = (root: Node): NodeKinds => {
    const kinds: NodeKinds = { nodes: 0, elements: 0, texts: 0, comments: 0 }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      kinds.nodes++
      if (node.nodeType === Node.ELEMENT_NODE) kinds.elements++
      else if (node.nodeType === Node.TEXT_NODE) kinds.texts++
      else if (node.nodeType === Node.COMMENT_NODE) kinds.comments++
    }
    return kinds
  }
  const add = (into: NodeKinds, kinds: NodeKinds) => {
    into.nodes += kinds.nodes
    into.elements += kinds.elements
    into.texts += kinds.texts
    into.comments += kinds.comments
  }
  const total: NodeKinds = { nodes: 0, elements: 0, texts: 0, comments: 0 }
  const documentKinds = count(document)
  add(total, documentKinds)
  const hosts = new Map<string, NodeKinds & { host: string; roots: number }>()
  for (const root of tracked) {
    if (!root.host.isConnected) continue
    const host = root.host.localName
    const entry = hosts.get(host) ?? {
      host,
      roots: 0,
      nodes: 0,
      elements: 0,
      texts: 0,
      comments: 0,
    }
    entry.roots++
    const kinds = count(root)
    add(entry, kinds)
    add(total, kinds)
    hosts.set(host, entry)
  }
  const byHost = [...hosts.values()].sort((a, b) => b.nodes - a.nodes)
  return { ...total, document: documentKinds, byHost }
}
