import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";

// docs/decisions/README.md is the index of the decision records: each is listed once, and every
// link leads to a record.
it("lists every decision record once in docs/decisions/README.md", () => {
  const records = readdirSync("docs/decisions").filter((name) => /^\d{3}-.*\.md$/.test(name));
  const index = readFileSync("docs/decisions/README.md", "utf8");
  const linked = [...index.matchAll(/\]\((\d{3}-[\w-]+\.md)\)/g)].map(([, file]) => file);
  expect(linked.toSorted()).toEqual(records.toSorted());
});
