#!/usr/bin/env node
// Renders docs/elements.md from @keyway/ui's custom-elements manifest: the public elements in
// full (attributes, events, slots, CSS parts, CSS properties), then a one-line index of the
// primitives and views they are built from.
//
//   node scripts/docs-elements.mjs           writes docs/elements.md
//   node scripts/docs-elements.mjs --check   fails when docs/elements.md is not up to date
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { manifestElements, publicElements, readUiManifest } from './custom-elements.mjs'

export const DOC_PATH = join(dirname(fileURLToPath(import.meta.url)), '../docs/elements.md')

/** A table cell: one line, pipes escaped. */
function cell(text = '') {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|')
}

function table(headers, rows) {
  if (rows.length === 0) return []
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
    '',
  ]
}

function section(title, headers, rows) {
  const body = table(headers, rows)
  return body.length ? [`#### ${title}`, '', ...body] : []
}

function renderPublicElement({ tagName, entry, declaration }) {
  const code = (text) => (text ? `\`${text}\`` : '')
  const attributes = (declaration.attributes ?? []).map((attribute) => [
    code(attribute.name),
    code(attribute.fieldName),
    code(attribute.type?.text),
    code(attribute.default),
    attribute.description,
  ])
  // Properties a page sets from script only, such as `client`.
  const properties = (declaration.members ?? [])
    .filter((member) => member.kind === 'field' && !member.attribute && !member.static)
    .map((member) => [code(member.name), code(member.type?.text), member.description])
  const events = (declaration.events ?? []).map((event) => [code(event.name), event.description])
  const slots = (declaration.slots ?? []).map((slot) => [
    slot.name ? code(slot.name) : '(default)',
    slot.description,
  ])
  const parts = (declaration.cssParts ?? []).map((part) => [code(part.name), part.description])
  const cssProperties = (declaration.cssProperties ?? []).map((property) => [
    code(property.name),
    property.description,
  ])
  return [
    `### \`<${tagName}>\``,
    '',
    declaration.summary,
    '',
    `\`import '${entry}'\` registers it; its class is \`${declaration.name}\`.`,
    '',
    declaration.description,
    '',
    ...section(
      'Attributes',
      ['Attribute', 'Property', 'Type', 'Default', 'Description'],
      attributes,
    ),
    ...section('Properties without an attribute', ['Property', 'Type', 'Description'], properties),
    ...section('Events', ['Event', 'Description'], events),
    ...section('Slots', ['Slot', 'Description'], slots),
    ...section('CSS parts', ['Part', 'Description'], parts),
    ...section('CSS properties', ['Property', 'Description'], cssProperties),
  ]
}

/** The whole page, from the manifest and ui's package.json. */
export function renderElementsDoc(manifest, packageJson) {
  const publicOnes = publicElements(manifest, packageJson)
  const isPublic = new Set(publicOnes.map(({ tagName }) => tagName))
  const others = manifestElements(manifest).filter(({ tagName }) => !isPublic.has(tagName))
  const lines = [
    '<!-- Generated from packages/ui/custom-elements.json by scripts/docs-elements.mjs. -->',
    '<!-- Do not edit: change the JSDoc of the elements and run `pnpm elements`. -->',
    '',
    '# Elements',
    '',
    '`@keyway/ui` is made of custom elements. The public ones are those a package entry',
    'exports; an app puts them in its page. React apps use the wrappers of `@keyway/react`',
    '(`<ConnectButton>`, `<AccountButton>`, `<NetworkButton>`), which take the same',
    'attributes as camelCase props. Each element takes its Keyway client from its `client`',
    'property, else from the `kw-modal` mounted in its document.',
    '',
    '## Public elements',
    '',
    ...publicOnes.flatMap(renderPublicElement),
    '## Building blocks',
    '',
    'The primitives and the modal views. They are documented in the same manifest, but they',
    'are not entries of the package: they may change in any release.',
    '',
    ...table(
      ['Element', 'Summary', 'Source'],
      others.map(({ tagName, declaration, path }) => [
        `\`<${tagName}>\``,
        declaration.summary,
        `[${path}](../packages/ui/${path})`,
      ]),
    ),
  ]
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`
}

function main(argv) {
  const { manifest, packageJson } = readUiManifest()
  const rendered = renderElementsDoc(manifest, packageJson)
  if (argv.includes('--check')) {
    const current = readFileSync(DOC_PATH, 'utf8')
    if (current === rendered) return 0
    console.error('docs/elements.md is out of date: run `pnpm elements`')
    return 1
  }
  writeFileSync(DOC_PATH, rendered)
  return 0
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv)
