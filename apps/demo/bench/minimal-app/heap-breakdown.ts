/**
 * What the JS heap after opening is made of: a V8 heap snapshot (CDP
 * `HeapProfiler.takeHeapSnapshot`, after a forced GC) summed by kind of object, each object
 * counted once at its own size (the snapshot's `self_size`). Blink's own objects (the
 * snapshot's "native" nodes: DOM nodes, style sheets, Window) live outside V8's heap, so
 * `Runtime.getHeapUsage` does not count them and neither does this; the kinds below add up
 * to a little less than that figure (V8 keeps some space the snapshot does not show).
 *
 * The kinds, as docs/first-load.md#the-heap-after-opening reads them:
 * - baseline code: machine code V8's baseline compiler (Sparkplug) made for functions that
 *   ran often enough, and its tables; about five times the size of their bytecode;
 * - bytecode: the bytecode of every function that ran, with its constant pools and tables;
 * - code metadata: per function (its shared info, scope info, feedback) and per module;
 * - strings, object shapes (V8's maps and descriptor arrays: one per object layout and per
 *   class), closures, arrays and objects: the program's data.
 */
import type { Page } from '@playwright/test'

export const HEAP_KINDS = [
  'baseline code',
  'bytecode',
  'code metadata',
  'strings',
  'object shapes',
  'closures',
  'arrays',
  'objects',
] as const
export type HeapKind = (typeof HEAP_KINDS)[number]
export type HeapByKind = Record<HeapKind, number>

/** The parts of the snapshot format (V8's `.heapsnapshot` JSON) read here. */
export type HeapSnapshotJson = {
  snapshot: { meta: { node_fields: string[]; node_types: unknown[] } }
  nodes: number[]
  strings: string[]
}

const BASELINE_CODE = new Set(['system / InstructionStream', 'system / Code'])
const BYTECODE = new Set([
  'system / BytecodeArray',
  'system / BytecodeWrapper',
  '(constant pool)',
  'system / TrustedByteArray',
])

function kindOf(type: string, name: string): HeapKind | undefined {
  switch (type) {
    case 'code':
      if (BASELINE_CODE.has(name)) return 'baseline code'
      return BYTECODE.has(name) ? 'bytecode' : 'code metadata'
    case 'string':
    case 'concatenated string':
    case 'sliced string':
      return 'strings'
    case 'object shape':
      return 'object shapes'
    case 'closure':
      return 'closures'
    case 'array':
      return 'arrays'
    case 'object':
    case 'hidden':
    case 'regexp':
    case 'number':
    case 'symbol':
    case 'bigint':
      return 'objects'
    default:
      // 'native' (Blink's objects, outside V8's heap) and 'synthetic' (the snapshot's roots).
      return undefined
  }
}

/** Sums a snapshot's V8 objects by kind (bytes). */
export function heapByKind(snapshot: HeapSnapshotJson): HeapByKind {
  const { node_fields: fields, node_types: types } = snapshot.snapshot.meta
  const typeNames = types[0]
  if (!Array.isArray(typeNames)) throw new Error('heap snapshot: no node type names')
  const width = fields.length
  const typeAt = fields.indexOf('type')
  const nameAt = fields.indexOf('name')
  const sizeAt = fields.indexOf('self_size')
  if (typeAt < 0 || nameAt < 0 || sizeAt < 0) throw new Error('heap snapshot: unknown node layout')
  const sums = Object.fromEntries(HEAP_KINDS.map((kind) => [kind, 0])) as HeapByKind
  const { nodes, strings } = snapshot
  for (let at = 0; at < nodes.length; at += width) {
    const type = String(typeNames[nodes[at + typeAt] ?? -1])
    const kind = kindOf(type, strings[nodes[at + nameAt] ?? -1] ?? '')
    if (kind) sums[kind] += nodes[at + sizeAt] ?? 0
  }
  return sums
}

/** Takes a heap snapshot of the page after a forced garbage collection. */
export async function takeHeapSnapshot(page: Page): Promise<HeapSnapshotJson> {
  const cdp = await page.context().newCDPSession(page)
  const chunks: string[] = []
  cdp.on('HeapProfiler.addHeapSnapshotChunk', (event) => chunks.push(event.chunk))
  try {
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  } finally {
    await cdp.detach()
  }
  return JSON.parse(chunks.join('')) as HeapSnapshotJson
}
