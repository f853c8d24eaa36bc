import { afterEach, beforeEach, vi } from "vitest";

// A test that logs an unexpected console.error fails. A test that expects one asserts it
// and then calls vi.mocked(console.error).mockClear().
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  const calls = vi.mocked(console.error).mock.calls;
  const count = calls.length;
  const first = calls[0]?.map(String).join(" ");
  vi.mocked(console.error).mockRestore();
  if (count > 0) throw new Error(`Unexpected console.error (${count}): ${first}`);
});
