import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// Every primitive folder holds `<name>.component.ts` (the class, no side effects) and
// `<name>.ts`, which registers `kw-<name>`.
const here = `${import.meta.dirname}/`
const folders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name)

describe('primitive registration', () => {
  it('each of the 22 primitives has a class, a registration file and a test', () => {
    expect(folders.length).toBe(22)
    for (const name of folders) {
      for (const file of [`${name}.component.ts`, `${name}.ts`, `${name}.test.ts`]) {
        expect(existsSync(`${here}${name}/${file}`), `${name}/${file}`).toBe(true)
      }
    }
  })

  it.each(folders)(
    '%s registers its kw-* tag once, and importing it again is harmless',
    async (name) => {
      const module: Record<string, unknown> = await import(`./${name}/${name}.ts`)
      const tag = `kw-${name}`
      const registered = customElements.get(tag)
      expect(registered, tag).toBeDefined()
      // The registration file re-exports the class it defined.
      expect(Object.values(module)).toContain(registered)
      await import(`./${name}/${name}.ts`)
      expect(customElements.get(tag)).toBe(registered)
    },
  )

  it('component modules register nothing by themselves (they are side-effect free)', () => {
    for (const name of folders) {
      const source = readFileSync(`${here}${name}/${name}.component.ts`, 'utf8')
      expect(source, name).not.toMatch(/customElements\.define|defineElement\(/)
      expect(source, name).not.toMatch(/^import '[^']+'$/m)
    }
  })
})
