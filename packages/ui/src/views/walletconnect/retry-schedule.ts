/**
 * A bounded retry schedule: each `next` runs the retry after the next delay of the list,
 * and once the list is used up says so instead of retrying. The WalletConnect view uses it
 * for the relay (WALLETCONNECT_RELAY_RETRY_DELAYS_MS), so an unreachable relay is tried a
 * few times, further and further apart, and then left to the user's Try again.
 */
import type { Timers as NotificationTimers } from '@keyway/core'

export type RetrySchedule = ReturnType<typeof createRetrySchedule>

export function createRetrySchedule(parameters: {
  delays: readonly number[]
  /** Read on each call, so a host can swap its timers (tests do). */
  timers: () => NotificationTimers
}) {
  let step = 0
  let handle: unknown

  function cancel(): void {
    if (handle !== undefined) parameters.timers().clearTimeout(handle)
    handle = undefined
  }

  return {
    /** Schedules `retry` after the next delay; false once every delay has been used. */
    next(retry: () => void): boolean {
      cancel()
      const delay = parameters.delays[step]
      if (delay === undefined) return false
      step += 1
      handle = parameters.timers().setTimeout(() => {
        handle = undefined
        retry()
      }, delay)
      return true
    },
    /** Drops a scheduled retry; the count of retries made so far stays. */
    cancel,
    /** Drops a scheduled retry and starts the schedule over (after a success, or by hand). */
    reset(): void {
      cancel()
      step = 0
    },
    /** Whether a retry is waiting for its delay. */
    get scheduled(): boolean {
      return handle !== undefined
    },
    /** Retries scheduled since the last reset. */
    get used(): number {
      return step
    },
  }
}
