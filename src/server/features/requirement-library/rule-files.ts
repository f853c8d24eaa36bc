import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  type RuleSet,
  ruleSetProblems,
  ruleSetSchema,
} from "../../../common/requirement-library/rule-set";

/** Next to this file in the sources, and copied next to the server bundle by the build. */
export const rulesFolder = fileURLToPath(new URL("./rules", import.meta.url));

/** The library's data files, one folder per profession, in a stable order. */
export function ruleFiles(folder = rulesFolder): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(path.join(folder, entry.name))
        .filter((name) => name.endsWith(".json"))
        .map((name) => path.join(folder, entry.name, name)),
    )
    .sort();
}

/** One data file's rule set, checked: it parses, adds up and is named as its file. */
function readRuleFile(file: string): RuleSet {
  const parsed = ruleSetSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    throw new Error(`${file} is no rule set: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  }
  const problems = ruleSetProblems(parsed.data);
  if (problems.length > 0) throw new Error(`${file} does not add up: ${problems.join("; ")}`);
  if (`${parsed.data.id}.json` !== path.basename(file)) {
    throw new Error(`${file} holds the rule set ${parsed.data.id}`);
  }
  return parsed.data;
}

/**
 * Every rule set of the library's data files: a file that does not parse or does not add up
 * stops the start, as a broken migration does, since the files are reviewed with the code and
 * `tests/unit/requirement-rules.test.ts` checks them.
 */
export function readRuleFiles(folder = rulesFolder): RuleSet[] {
  return ruleFiles(folder).map(readRuleFile);
}
