/** Schedules `task` when the browser is idle (a zero timeout where requestIdleCallback is absent). */
export type ScheduleIdle = (task: () => void) => void

export function defaultScheduleIdle(): ScheduleIdle {
  const host = globalThis as { requestIdleCallback?: (callback: () => void) => unknown }
  return (task) => {
    if (typeof host.requestIdleCallback === 'function') host.requestIdleCallback(task)
    else globalThis.setTimeout(task, 0)
  }
}
