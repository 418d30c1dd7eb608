/**
 * A Turbopack loader for the workspace packages' TypeScript sources: their relative imports
 * name the compiled file (`./x.js`, as TypeScript's ESM output needs), which Turbopack does
 * not map back to `./x.ts` (it has no `resolve.extensionAlias`). Each such specifier loses
 * its `.js`, so Turbopack's own extension list finds the `.ts` or `.tsx` file. The
 * specifiers come from TypeScript's own scanner, not from a pattern over the text.
 */
const ts = require('typescript')

/** @param {string} source */
module.exports = function sourceImportsLoader(source) {
  const { importedFiles } = ts.preProcessFile(source, true, true)
  let result = ''
  let from = 0
  for (const file of importedFiles) {
    if (!/^\.\.?\//.test(file.fileName) || !file.fileName.endsWith('.js')) continue
    // `pos` is where the scanner met the string literal; the name itself starts there or
    // just after the quote.
    const end = source.indexOf(file.fileName, file.pos) + file.fileName.length
    result += source.slice(from, end - '.js'.length)
    from = end
  }
  return result + source.slice(from)
}
