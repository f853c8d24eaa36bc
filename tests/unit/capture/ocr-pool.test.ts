import { describe, expect, it } from "vitest";
import {
  createOcrPool,
  type OcrEngine,
} from "../../../src/server/features/captures/reading/ocr-pool";
import { certificateLines, certificatePng } from "../../support/certificate-files";

const tookTooLong = "Reading this certificate took too long; fill in the fields yourself";

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

  it("stops a reading that holds its engine past the limit and lends the engine on", async () => {
    const pool = createOcrPool(1, { limitMs: 20 });
    const never = new Promise<string>(() => {});
    await expect(pool.run(() => never)).rejects.toThrow(tookTooLong);
    await expect(pool.run(async () => "read")).resolves.toBe("read");
    await pool.close();
  });

  it("ends the OCR worker of a reading stopped mid-image, whose engine reads no more", async () => {
    // Seconds: an OCR worker starts (and is ended before it has read the page).
    const png = await certificatePng(certificateLines);
    const pool = createOcrPool(1, { limitMs: 50 });
    let stopped: OcrEngine | undefined;
    const reading = pool.run((engine) => {
      stopped = engine;
      return engine.recognize(png);
    });
    await expect(reading).rejects.toThrow(tookTooLong);
    await expect(stopped?.recognize(png)).rejects.toThrow(tookTooLong);
    await pool.close();
  });

  it("reads nothing with CAPTURE_WORKERS=0", async () => {
    const pool = createOcrPool(0);
    await expect(pool.run(async () => "read")).rejects.toThrow("CAPTURE_WORKERS=0");
  });
});
