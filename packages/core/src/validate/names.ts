import { InvalidRegisteredNameError } from '../errors/names.js'

const REGISTERED_NAME = /^[a-zA-Z0-9-]{4,}$/

/** docs/validation.md#names: letters, digits and hyphen only, at least 4 characters. */
export function isValidRegisteredName(value: unknown): value is string {
  return typeof value === 'string' && REGISTERED_NAME.test(value)
}

export function assertValidRegisteredName(value: unknown): asserts value is string {
  if (!isValidRegisteredName(value)) {
    throw new InvalidRegisteredNameError({ details: String(value) })
  }
}
