import { parallelLimit } from "@web/lib/parallel-limit";
import { describe, expect, it } from "vitest";

/** A task that runs until it is let go, recording that it started. */
function heldTask(started: string[], name: string) {
  let finish: (value: string) => void = () => {};
  const done = new Promise<string>((resolve) => {
    finish = resolve;
  });
  return {
    run: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(name),
  };
}

describe("running tasks a few at a time", () => {
  it("starts at most the limit at once, the next one as each finishes, in order", async () => {
    const run = parallelLimit(3);
    const started: string[] = [];
    const tasks = ["a", "b", "c", "d", "e"].map((name) => heldTask(started, name));
    const outcomes = tasks.map((task) => run(task.run));
    expect(started).toEqual(["a", "b", "c"]);
    tasks[1]?.finish();
    await outcomes[1];
    await Promise.resolve();
    expect(started).toEqual(["a", "b", "c", "d"]);
    for (const task of tasks) task.finish();
    expect(await Promise.all(outcomes)).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("answers a task's failure to its caller and goes on with the others", async () => {
    const run = parallelLimit(1);
    const failed = run(() => Promise.reject(new Error("refused")));
    const next = run(() => Promise.resolve("sent"));
    await expect(failed).rejects.toThrow("refused");
    expect(await next).toBe("sent");
  });
});
