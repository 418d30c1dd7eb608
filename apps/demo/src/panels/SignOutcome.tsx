import type { SignResult } from '../sign-message.js'

export type SignOutcomeProps = {
  result: SignResult | undefined
  /** Test ids of the signature and of the error line. */
  testIds: { signature: string; error: string }
}

/** The outcome of a signature request: the signature, or why there is none. */
export function SignOutcome({ result, testIds }: SignOutcomeProps) {
  if (!result) return null
  if (result.status === 'signed') {
    return (
      <pre className="output" data-testid={testIds.signature}>
        {result.signature}
      </pre>
    )
  }
  return (
    <p className="error" role="alert" data-testid={testIds.error}>
      {result.message}
    </p>
  )
}
