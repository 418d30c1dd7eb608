// Utilities shared by the chain adapters; re-exported by internal.ts.
export {}
