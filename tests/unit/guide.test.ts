import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/adding-an-endpoint-and-a-page.md names real code: each backticked identifier is tied to
 * the first backticked file path that follows it in the same sentence ("`readPage` and
 * `sendPage` (`server/shared/pagination.ts`)"), and that file must still export it. A sentence
 * ends at ". " or "; ", at a blank line, at a new bullet and at a table cell; fenced code
 * blocks are examples and are not read. A path is a backticked name ending in .ts, .tsx or "/"
 * (a folder: one of its files must export the identifier), read from the repository root or
 * from src/, src/common/, src/server/ or src/web/. An identifier is a backticked name, a call
 * (`ownCertification(db, userId, id)`) or a construction (`new HttpError(...)`).
 */
const guidePath = "docs/adding-an-endpoint-and-a-page.md";
const roots = ["", "src/", "src/common/", "src/server/", "src/web/"];

type Tie = { identifier: string; path: string };
type BiomeConfig = {
  overrides: {
    includes?: string[];
    linter?: {
      rules?: {
        style?: {
          noRestrictedImports?: { options?: { patterns?: { group: string[] }[] } };
        };
      };
    };
  }[];
};

const codeSpan = /`([^`]+)`/g;
const identifierSpan = /^(?:throw\s+)?(?:new\s+)?([A-Za-z_$][\w$]*)(?:\(.*\))?$/s;
const pathSpan = /^[\w@.-]+(?:\/[\w@.-]+)*(?:\.tsx?|\/)$/;

function sentencesOf(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "\n\n");
  const sentences: string[] = [];
  for (const block of prose.split(/\n\s*\n|\n(?=\s*(?:[-*]|\d+\.)\s)/)) {
    // Joined lines, with ". " and "; " inside code spans kept.
    const text = block.replace(/\s*\n\s*/g, " ");
    let current = "";
    let inCode = false;
    for (let i = 0; i < text.length; i += 1) {
      const char = text[i] ?? "";
      if (char === "`") inCode = !inCode;
      const ends =
        !inCode && (char === "|" || ((char === "." || char === ";") && text[i + 1] === " "));
      if (ends) {
        sentences.push(current + (char === "|" ? "" : char));
        current = "";
      } else current += char;
    }
    sentences.push(current);
  }
  return sentences.map((sentence) => sentence.trim()).filter((sentence) => sentence !== "");
}

/** Every identifier of the guide with the path it is tied to. */
function tiesOf(markdown: string): Tie[] {
  const ties: Tie[] = [];
  for (const sentence of sentencesOf(markdown)) {
    let waiting: string[] = [];
    for (const [, span = ""] of sentence.matchAll(codeSpan)) {
      if (pathSpan.test(span)) {
        for (const identifier of waiting) ties.push({ identifier, path: span });
        waiting = [];
        continue;
      }
      const identifier = identifierSpan.exec(span.trim())?.[1];
      if (identifier) waiting.push(identifier);
    }
  }
  return ties;
}

function filesAt(path: string): string[] {
  return roots.flatMap((root) => {
    const candidate = join(root, path);
    if (!existsSync(candidate)) return [];
    if (!statSync(candidate).isDirectory()) return [candidate];
    return readdirSync(candidate)
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => join(candidate, name));
  });
}

function exports(source: string, name: string): boolean {
  const declared = new RegExp(
    `export\\s+(?:declare\\s+)?(?:async\\s+)?(?:abstract\\s+)?(?:function\\*?|const|let|class|type|interface|enum)\\s+${name}\\b`,
  );
  if (declared.test(source)) return true;
  return [...source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].some(([, list = ""]) =>
    list.split(",").some(
      (entry) =>
        entry
          .trim()
          .split(/\s+as\s+/)
          .at(-1)
          ?.trim() === name,
    ),
  );
}

describe("the guide to adding an endpoint and a page", () => {
  const guide = readFileSync(guidePath, "utf8");

  it("ties each identifier it names to the file that exports it", () => {
    const ties = tiesOf(guide);
    expect(ties.length).toBeGreaterThan(20);
    const drifted = ties.flatMap(({ identifier, path }) => {
      const files = filesAt(path);
      if (files.length === 0) return [`${identifier}: ${path} does not exist`];
      const found = files.some((file) => exports(readFileSync(file, "utf8"), identifier));
      return found ? [] : [`${identifier} is not exported by ${files.join(" or ")}`];
    });
    expect(drifted).toEqual([]);
  });

  it("lists the same public files of web features as biome.json", () => {
    const config = JSON.parse(readFileSync("biome.json", "utf8")) as BiomeConfig;
    const inBiome = config.overrides
      .filter(({ includes }) => includes?.includes("src/web/features/**"))
      .flatMap(({ linter }) => linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? [])
      .flatMap(({ group }) => group)
      .filter((pattern) => pattern.startsWith("!@web/features/"))
      .map((pattern) => pattern.slice("!@web/features/".length));
    const table = guide.slice(guide.indexOf("The public files of web features"));
    const inGuide = [...table.matchAll(/^\| `([\w/-]+)\.tsx?` \|/gm)].map(([, path]) => path);
    expect(inGuide.length).toBeGreaterThan(0);
    expect(inGuide.sort()).toEqual(inBiome.sort());
  });

  it("reads an identifier as tied to the next path of its sentence only", () => {
    const ties = tiesOf(
      "Reads go through `apiGet` (`lib/api-get.ts`), changes through `apiSend` " +
        "(`lib/api-client.ts`); `nothing` here. A `new HttpError(404, message)` is\n" +
        "thrown (`server/shared/http-error.ts`).\n\n```ts\n`fenced` (`x.ts`)\n```\n- `a` | `b.ts`",
    );
    expect(ties.map(({ identifier, path }) => `${identifier} ${path}`)).toEqual([
      "apiGet lib/api-get.ts",
      "apiSend lib/api-client.ts",
      "HttpError server/shared/http-error.ts",
    ]);
  });
});
