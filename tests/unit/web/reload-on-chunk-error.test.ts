import { shouldReloadForChunkError } from "@web/lib/reload-on-chunk-error";
import { describe, expect, it } from "vitest";

describe("reloading after a failed chunk load", () => {
  const now = 1_700_000_000_000;

  it("reloads when it has not reloaded before", () => {
    expect(shouldReloadForChunkError(now, null)).toBe(true);
  });

  it("does not reload again right after a reload, so it cannot loop", () => {
    expect(shouldReloadForChunkError(now, now - 2_000)).toBe(false);
  });

  it("reloads again for a later failure, such as the next release", () => {
    expect(shouldReloadForChunkError(now, now - 60 * 60 * 1000)).toBe(true);
  });
});
