import { describe, expect, it } from "vitest";
import { createOcrPool } from "../../../src/server/features/captures/reading/ocr-pool";

describe("createOcrPool", () => {
  it("lends its engines to one reading each, the others waiting their turn", async () => {
    const pool = createOcrPool(2);
    let reading = 0;
    let most = 0;
    const read = () =>
      pool.run(async () => {
        reading += 1;
        most = Math.max(most, reading);
        await new Promise((resolve) => setImmediate(resolve));
        reading -= 1;
      });
    await Promise.all([read(), read(), read(), read(), read()]);
    expect(most).toBe(2);
    await pool.close();
  });

  it("gives its engine to the next reading after one fails", async () => {
    const pool = createOcrPool(1);
    await expect(pool.run(() => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    await expect(pool.run(async () => "read")).resolves.toBe("read");
    await pool.close();
  });

  it("reads nothing with CAPTURE_WORKERS=0", async () => {
    const pool = createOcrPool(0);
    await expect(pool.run(async () => "read")).rejects.toThrow("CAPTURE_WORKERS=0");
  });
});
