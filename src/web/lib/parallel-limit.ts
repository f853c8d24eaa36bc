/**
 * Runs tasks at most `limit` at a time, the others waiting their turn in the order given:
 * `run(task)` answers the task's own outcome once it has had its turn and finished.
 */
export function parallelLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const startNext = () => {
    if (running >= limit) return;
    const start = waiting.shift();
    if (!start) return;
    running += 1;
    start();
  };
  return function run<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        task()
          .then(resolve, reject)
          .finally(() => {
            running -= 1;
            startNext();
          });
      });
      startNext();
    });
  };
}
