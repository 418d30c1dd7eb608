// Public entry of @keyway/core. Every export is named here; exports.test.ts snapshots the list.
export { BaseError, type BaseErrorParameters, type BaseErrorType } from '../errors/base.js'
