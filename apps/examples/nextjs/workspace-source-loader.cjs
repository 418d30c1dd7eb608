/**
 * A Turbopack loader for the workspace packages' TypeScript sources (packages/<name>/src),
 * which this app uses instead of their dist builds. It compiles each file with TypeScript
 * itself, under the package's own tsconfig, for two things Turbopack does not do:
 *
 * - Lit's decorators need `useDefineForClassFields: false` (reactive properties are
 *   accessors on the prototype; a class field defined on the instance would hide them).
 *   Turbopack applies legacy decorators but always emits native class fields.
 * - Relative imports name the compiled file (`./x.js`, as TypeScript's ESM output needs);
 *   Turbopack has no `resolve.extensionAlias` to map them back to `./x.ts`. Each one loses
 *   its `.js`, so Turbopack's extension list finds the `.ts` or `.tsx` file. The specifiers
 *   come from TypeScript's scanner, not from a pattern over the text.
 *
 * The output is JavaScript (ESM, with a source map); the app's own files are not touched.
 */
const { dirname } = require('node:path')
const ts = require('typescript')

/** Parsed compiler options per tsconfig path, for this worker's life. */
const optionsByConfig = new Map()

/** The file list is not needed: one file is compiled at a time. */
const configHost = { ...ts.sys, readDirectory: () => [] }

function compilerOptionsFor(fileName) {
  const configPath = ts.findConfigFile(dirname(fileName), ts.sys.fileExists)
  if (!configPath) throw new Error(`no tsconfig.json above ${fileName}`)
  let options = optionsByConfig.get(configPath)
  if (!options) {
    const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile)
    if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'))
    const parsed = ts.parseJsonConfigFileContent(config, configHost, dirname(configPath))
    options = {
      ...parsed.options,
      noEmit: false,
      declaration: false,
      declarationMap: false,
      sourceMap: true,
      inlineSourceMap: false,
      inlineSources: true,
    }
    optionsByConfig.set(configPath, options)
  }
  return options
}

/** `./x.js` → `./x` for every relative import of `source`. */
function dropRelativeJsExtensions(source) {
  const { importedFiles } = ts.preProcessFile(source, true, true)
  let result = ''
  let from = 0
  for (const file of importedFiles) {
    if (!/^\.\.?\//.test(file.fileName) || !file.fileName.endsWith('.js')) continue
    // `pos` is where the scanner met the string literal; the name starts there or just after
    // the quote.
    const end = source.indexOf(file.fileName, file.pos) + file.fileName.length
    result += source.slice(from, end - '.js'.length)
    from = end
  }
  return result + source.slice(from)
}

/** @this {{ resourcePath: string, callback: (error: Error | null, code?: string, map?: string) => void }} */
module.exports = function workspaceSourceLoader(source) {
  const fileName = this.resourcePath
  const output = ts.transpileModule(dropRelativeJsExtensions(source), {
    fileName,
    compilerOptions: compilerOptionsFor(fileName),
    reportDiagnostics: false,
  })
  this.callback(
    null,
    output.outputText.replace(/\n\/\/# sourceMappingURL=.*$/, ''),
    output.sourceMapText,
  )
}
