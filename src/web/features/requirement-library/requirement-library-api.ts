import {
  type RuleSetSummary,
  ruleSetAnswerSchema,
  ruleSetSummarySchema,
} from "@common/requirement-library/library";
import { queryOptions } from "@tanstack/react-query";
import { apiGetPage } from "@web/lib/api-get";
import { listPageQuery, readQuery } from "@web/lib/read-query";

/** What the finder asks the library: a search, a profession, a jurisdiction and a page. */
export type RuleSetSearch = {
  search: string;
  profession: string | null;
  jurisdiction: string | null;
  page: number;
};

export const ruleSetFinderPageSize = 10;

/** The library changes only with a release, so what was read stays good for the visit. */
const libraryStaleTime = 60 * 60 * 1000;

export const requirementLibraryKeys = {
  all: ["requirement-library"] as const,
  list: (search: RuleSetSearch) => [...requirementLibraryKeys.all, "list", search] as const,
  choices: () => [...requirementLibraryKeys.all, "choices"] as const,
  ruleSet: (id: string, version: number | null) =>
    [...requirementLibraryKeys.all, "rule-set", id, version ?? "current"] as const,
};

export function ruleSetListQuery(search: RuleSetSearch) {
  return {
    ...listPageQuery(
      requirementLibraryKeys.list(search),
      "/api/requirement-library",
      ruleSetSummarySchema,
      {
        search: search.search || null,
        profession: search.profession,
        jurisdiction: search.jurisdiction,
        page: search.page,
        pageSize: ruleSetFinderPageSize,
      },
    ),
    staleTime: libraryStaleTime,
  };
}

/** A rule set with its sources: its current version, or `version`. */
export function ruleSetQuery(id: string, version: number | null = null) {
  return {
    ...readQuery(
      requirementLibraryKeys.ruleSet(id, version),
      `/api/requirement-library/${encodeURIComponent(id)}`,
      ruleSetAnswerSchema,
      { version },
    ),
    staleTime: libraryStaleTime,
  };
}

export type LibraryChoices = { professions: string[]; jurisdictions: string[] };

const choicesPageSize = 100;

/** Each value once, in alphabetical order. */
const distinct = (values: string[]) =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b, "en-US"));

/**
 * The professions and jurisdictions the library holds, for the finder's choices: read from
 * every page of the library, so a choice is never offered that finds nothing.
 */
async function fetchLibraryChoices(signal: AbortSignal): Promise<LibraryChoices> {
  const rows: RuleSetSummary[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiGetPage("/api/requirement-library", ruleSetSummarySchema, {
      params: { page, pageSize: choicesPageSize },
      signal,
    });
    rows.push(...answer.rows);
    if (answer.rows.length === 0 || rows.length >= answer.total) break;
  }
  return {
    professions: distinct(rows.map((row) => row.profession)),
    jurisdictions: distinct(rows.map((row) => row.jurisdiction)),
  };
}

export const libraryChoicesQuery = queryOptions({
  queryKey: requirementLibraryKeys.choices(),
  queryFn: ({ signal }) => fetchLibraryChoices(signal),
  staleTime: libraryStaleTime,
});
