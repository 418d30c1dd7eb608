// Types of custom-elements.mjs for the TypeScript tests that import it: the parts of the
// custom-elements manifest schema that Keyway's manifest uses.

export type Manifest = { schemaVersion: string; modules: ManifestModule[] }

export type ManifestModule = {
  kind: 'javascript-module'
  path: string
  declarations: ManifestDeclaration[]
  exports: {
    kind: 'js' | 'custom-element-definition'
    name: string
    declaration: { name: string; module?: string }
  }[]
}

type Documented = { name: string; description?: string }

/** A class declaration of the manifest (the manifest keeps only custom elements). */
export type ManifestDeclaration = Documented & {
  kind: 'class'
  tagName?: string
  summary?: string
  attributes?: (Documented & { fieldName?: string; type?: { text: string }; default?: string })[]
  members?: (Documented & { kind: string; attribute?: string; type?: { text: string } })[]
  events?: (Documented & { type?: { text: string } })[]
  slots?: Documented[]
  cssParts?: Documented[]
  cssProperties?: (Documented & { default?: string })[]
}

export type ManifestElement = { tagName: string; declaration: ManifestDeclaration; path: string }

/** A public element and the package entry (`@keyway/ui/connect-button`) that exports it. */
export type PublicElement = ManifestElement & { entry: string }

/** packages/ui, as a file system path. */
export const UI_DIR: string
export type UiPackageJson = { name: string; exports: Record<string, unknown> }

export function readUiManifest(): { manifest: Manifest; packageJson: UiPackageJson }
export function analyzeUi(): Promise<Manifest>
export function manifestElements(manifest: Manifest): ManifestElement[]
export function publicElements(manifest: Manifest, packageJson: UiPackageJson): PublicElement[]
