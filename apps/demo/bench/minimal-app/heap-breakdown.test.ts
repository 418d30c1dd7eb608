import { describe, expect, it } from 'vitest'
import { HEAP_KINDS, type HeapSnapshotJson, heapByKind } from './heap-breakdown.js'

/** A snapshot in V8's layout: each node is [type, name, id, self_size, edge_count]. */
function snapshot(nodes: [type: string, name: string, size: number][]): HeapSnapshotJson {
  const types = ['hidden', 'array', 'string', 'object', 'code', 'closure', 'regexp', 'number']
  types.push('native', 'synthetic', 'concatenated string', 'sliced string', 'symbol', 'bigint')
  types.push('object shape')
  const strings: string[] = []
  const flat = nodes.flatMap(([type, name, size], id) => {
    strings.push(name)
    return [types.indexOf(type), strings.length - 1, id, size, 0]
  })
  return {
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
        node_types: [types, 'string', 'number', 'number', 'number'],
      },
    },
    nodes: flat,
    strings,
  }
}

describe('heapByKind', () => {
  it('sums V8 objects by kind, baseline code and bytecode apart from the rest of the code', () => {
    const sums = heapByKind(
      snapshot([
        ['code', 'system / InstructionStream', 500],
        ['code', 'system / Code', 50],
        ['code', 'system / BytecodeArray', 100],
        ['code', '(constant pool)', 10],
        ['code', 'system / SharedFunctionInfo', 40],
        ['code', 'system / FeedbackVector', 30],
        ['string', 'hello', 20],
        ['concatenated string', 'a', 5],
        ['object shape', 'system / Map', 80],
        ['closure', 'f', 32],
        ['array', '', 64],
        ['object', 'Object', 24],
        ['hidden', 'system / Context', 16],
      ]),
    )
    expect(sums).toEqual({
      'baseline code': 550,
      bytecode: 110,
      'code metadata': 70,
      strings: 25,
      'object shapes': 80,
      closures: 32,
      arrays: 64,
      objects: 40,
    })
  })

  it("leaves out Blink's objects and the snapshot's roots, which are not in V8's heap", () => {
    const sums = heapByKind(
      snapshot([
        ['native', 'HTMLDivElement', 1000],
        ['synthetic', '(GC roots)', 0],
        ['closure', 'f', 32],
      ]),
    )
    expect(HEAP_KINDS.reduce((sum, kind) => sum + sums[kind], 0)).toBe(32)
  })
})
