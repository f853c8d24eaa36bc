import { type RuleSetSummary, ruleSetFinderTitle } from "@common/requirement-library/library";
import { PageControls } from "@web/components/lists/page-controls";
import { SearchAndChoices } from "@web/components/lists/search-and-choices";
import { ErrorText } from "@web/components/ui/error-text";
import { Spinner } from "@web/components/ui/spinner";
import { useId, useState } from "react";
import { type RuleSetSearch, ruleSetFinderPageSize } from "./requirement-library-api";
import { ruleSetCreditsText } from "./rule-set-texts";
import { useLibraryChoices, useRuleSetPage } from "./use-requirement-library";

type FinderFilters = Omit<RuleSetSearch, "page">;

const noFilters: FinderFilters = { search: "", profession: null, jurisdiction: null };

/**
 * "Find your license or certification": the requirement library searched by name and narrowed
 * by profession and jurisdiction, a page at a time; `onChoose` gets the rule set tapped.
 * `autoFocus` puts the focus in the search, for a dialog opened to find.
 */
export function RuleSetFinder({
  onChoose,
  autoFocus = false,
  disabled = false,
}: {
  onChoose: (summary: RuleSetSummary) => void;
  autoFocus?: boolean;
  /** While a chosen rule set loads. */
  disabled?: boolean;
}) {
  const titleId = useId();
  const [filters, setFilters] = useState(noFilters);
  const [page, setPage] = useState(1);
  const choices = useLibraryChoices();
  const list = useRuleSetPage({ ...filters, page });
  return (
    <section
      aria-labelledby={titleId}
      // Enter in the search finds, as typing does; it must not submit the form around the finder.
      onKeyDown={(event) => {
        if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
          event.preventDefault();
        }
      }}
      className="grid min-w-0 gap-3 rounded-lg border bg-muted/30 p-3 sm:p-4"
    >
      <div className="grid gap-1">
        <h3 id={titleId} className="text-base font-semibold">
          {ruleSetFinderTitle}
        </h3>
        <p className="text-sm text-muted-foreground">
          Your board's rules fill the form, with the source they come from. You can change any
          field.
        </p>
      </div>
      <SearchAndChoices
        label={ruleSetFinderTitle}
        layout="sm:grid-cols-3"
        searchLayout=""
        placeholder="Registered Nurse, CPA…"
        autoFocus={autoFocus}
        filters={filters}
        onChange={(change) => {
          setFilters((current) => ({ ...current, ...change }));
          setPage(1);
        }}
        choices={[
          {
            name: "profession",
            label: "Profession",
            options: choices.data?.professions ?? [],
            anyLabel: "All professions",
          },
          {
            name: "jurisdiction",
            label: "Jurisdiction",
            options: choices.data?.jurisdictions ?? [],
            anyLabel: "All jurisdictions",
          },
        ]}
      />
      {!list.data && !list.isError && <Spinner className="justify-self-center" />}
      {list.isError && !list.data && (
        <ErrorText>The library could not be read. Try again, or fill the form yourself.</ErrorText>
      )}
      {list.data && list.data.total === 0 && (
        <p className="text-sm text-muted-foreground">
          Nothing in the library matches. Try other words, or fill the form yourself.
        </p>
      )}
      {list.data && list.data.rows.length > 0 && (
        <ul aria-label="Rule sets found" aria-busy={list.isPlaceholderData} className="grid gap-2">
          {list.data.rows.map((summary) => (
            <li key={summary.id}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChoose(summary)}
                className="grid w-full min-w-0 gap-0.5 rounded-md border bg-background px-3 py-2 text-left hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50"
              >
                <span className="font-medium break-words">{summary.name}</span>
                <span className="text-sm break-words text-muted-foreground">
                  {summary.issuingBody} · {ruleSetCreditsText(summary)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <PageControls
          page={page}
          pageSize={ruleSetFinderPageSize}
          total={list.data.total}
          noun="rule sets"
          onPageChange={setPage}
        />
      )}
    </section>
  );
}
