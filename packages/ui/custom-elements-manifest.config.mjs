// Configuration of the custom-elements manifest (custom-elements.json), generated from the
// components' JSDoc by `pnpm --filter @keyway/ui manifest`. The React wrappers' check and
// docs/elements.md read the manifest (`pnpm elements` regenerates both); src/manifest.test.ts
// fails when it is stale.
import { readFileSync } from 'node:fs'
import { posix } from 'node:path'

/**
 * Our components register through `defineElement(tag, Class)` (idempotent registration) in
 * `name.ts`, with the class imported from `name.component.ts`. The analyzer only knows
 * `customElements.define`, so this records the same `custom-element-definition` export,
 * pointing at the module that declares the class; the analyzer then links the tag to it.
 * Only a call at the module's top level registers: importing that module defines the tag.
 * A call inside a function (a definition deferred until it is called, as
 * the Connect view's constructor's) is not the module's registration.
 */
function defineElementPlugin() {
  return {
    name: 'keyway-define-element',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isCallExpression(node)) return
      if (!ts.isIdentifier(node.expression) || node.expression.text !== 'defineElement') return
      if (!ts.isExpressionStatement(node.parent) || !ts.isSourceFile(node.parent.parent)) return
      const [tagArg, classArg] = node.arguments
      if (!tagArg || !ts.isStringLiteral(tagArg) || !classArg || !ts.isIdentifier(classArg)) return
      const className = classArg.text
      moduleDoc.exports = [
        ...(moduleDoc.exports ?? []),
        {
          kind: 'custom-element-definition',
          name: tagArg.text,
          declaration: {
            name: className,
            module: declaringModule(ts, node.getSourceFile(), className, moduleDoc.path),
          },
        },
      ]
    },
  }
}

/**
 * Keeps what a user of the elements sees: the elements (their base classes' members are
 * already merged in), without private or protected members, and the modules that declare
 * or register them. Internal refactors then leave the committed manifest unchanged.
 */
function publicApiPlugin() {
  return {
    name: 'keyway-public-api',
    packageLinkPhase({ customElementsManifest }) {
      const isElement = (declaration) => Boolean(declaration.tagName)
      // Element classes by name: a registration module re-exports its element's class.
      const elementClasses = new Set(
        customElementsManifest.modules.flatMap((module) =>
          (module.declarations ?? []).filter(isElement).map((declaration) => declaration.name),
        ),
      )
      const modules = []
      for (const module of customElementsManifest.modules) {
        const declarations = (module.declarations ?? []).filter(isElement)
        for (const declaration of declarations) {
          declaration.members = declaration.members?.filter(
            (member) => member.privacy !== 'private' && member.privacy !== 'protected',
          )
        }
        const exports = (module.exports ?? []).filter(
          (entry) =>
            entry.kind === 'custom-element-definition' ||
            (entry.kind === 'js' && elementClasses.has(entry.declaration.name)),
        )
        if (declarations.length > 0 || exports.length > 0) {
          modules.push({ ...module, declarations, exports })
        }
      }
      customElementsManifest.modules = modules
    },
  }
}

/** The manifest path of the module that declares `name`: this module, or the one it imports. */
function declaringModule(ts, sourceFile, name, modulePath) {
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement)) continue
    const bindings = statement.importClause?.namedBindings
    if (!bindings || !ts.isNamedImports(bindings)) continue
    if (!bindings.elements.some((element) => element.name.text === name)) continue
    const specifier = statement.moduleSpecifier.text
    // Sources import './x.js' (NodeNext); the module in the manifest is the .ts file.
    return posix.join(posix.dirname(modulePath), specifier).replace(/\.js$/, '.ts')
  }
  return modulePath
}

export default {
  globs: [
    'src/elements/**/*.ts',
    'src/modal/**/*.ts',
    'src/primitives/**/*.ts',
    'src/views/**/*.ts',
  ],
  exclude: ['src/**/*.test.ts', 'src/**/*.test-helpers.ts'],
  outdir: '',
  litelement: true,
  // The analyzer would otherwise rewrite package.json's `customElements` on every run.
  packagejson: false,
  // Modules in a fixed order, so the committed manifest does not depend on the file system.
  // The globs are relative to this folder, whatever the current directory.
  overrideModuleCreation({ ts, globs }) {
    return [...globs].sort().map((path) => {
      const source = readFileSync(new URL(path, import.meta.url), 'utf8')
      return ts.createSourceFile(path, source, ts.ScriptTarget.ES2015, true)
    })
  },
  plugins: [defineElementPlugin(), publicApiPlugin()],
}
