/**
 * A one-at-a-time queue for requests that read, then write the same file (settings, markers):
 * a task starts only after the previous one has settled, failed or not.
 *
 * @module
 */

/**
 * Creates a queue; the returned function runs tasks one after another.
 *
 * @example
 * ```ts
 * const queue = serial();
 * await queue(async () => 1); // 1
 * ```
 */
export function serial(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => {});
    return run;
  };
}
