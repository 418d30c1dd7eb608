// Packages resolve each other's TypeScript sources through the `@keyway/source` export
// condition, so tests and typecheck never need a prior build.
export const sourceConditions = ['@keyway/source', 'module', 'node', 'development|production']
