import { offeredWith } from "@web/components/lists/choice-filter";
import { EmptyList, NoneMatch } from "@web/components/lists/list-states";
import { type ListAnswer, PagedList } from "@web/components/lists/paged-list";
import { pageCount, pageFromAddress, searchFromAddress } from "@web/hooks/use-paged-filters";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

type Page = { rows: string[]; total: number };

const settled = (data: Page | undefined): ListAnswer<Page> => ({
  data,
  isError: false,
  error: null,
  isPlaceholderData: false,
  refetch: () => undefined,
});

/** The list page's text as a user reads it, and its markup. */
function shown(answer: ListAnswer<Page>, pages = 1, whenEmpty: ReactNode = "Nothing yet") {
  const html = renderToStaticMarkup(
    <PagedList
      heading={<h1>Things</h1>}
      filters={<search aria-label="Find things" />}
      answer={answer}
      rows={(data) => data.rows}
      isEmpty={(data) => data.total === 0}
      whenEmpty={whenEmpty}
      label="Things"
      count={(data) => `${data.total} things`}
      pagination={{ page: 1, pages, onPage: () => undefined, label: "Pages of things" }}
    >
      {(data) => (
        <ul>
          {data.rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </PagedList>,
  );
  return { html, text: html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ") };
}

describe("a paged list page", () => {
  it("shows its heading, its filters and a spinner until the first answer", () => {
    const { html, text } = shown(settled(undefined));
    expect(text).toContain("Things");
    expect(html).toContain('aria-label="Find things"');
    expect(html).toContain('aria-label="Loading"');
    expect(text).not.toContain("Nothing yet");
  });

  it("shows the error with Try again when the first answer fails", () => {
    const { text } = shown({ ...settled(undefined), isError: true, error: new Error("down") });
    expect(text).toContain("Something went wrong");
    expect(text).toContain("Try again");
  });

  it("shows the empty state for a settled answer without rows, and no count", () => {
    const { text } = shown(settled({ rows: [], total: 0 }));
    expect(text).toContain("Nothing yet");
    expect(text).not.toContain("0 things");
  });

  it("keeps the previous rows while the next page loads, saying it is updating", () => {
    const { html, text } = shown({
      ...settled({ rows: ["a"], total: 1 }),
      isPlaceholderData: true,
    });
    expect(text).toContain("1 things · Updating…");
    expect(html).toContain('aria-busy="true"');
  });

  it("shows nothing at all for a page past the end, which moves to the last page", () => {
    const { text } = shown(settled({ rows: [], total: 30 }), 2);
    expect(text).not.toContain("Nothing yet");
    expect(text).not.toContain("30 things");
  });

  it("shows the count, the rows, and the pages only when there is more than one", () => {
    const one = shown(settled({ rows: ["a", "b"], total: 2 }));
    expect(one.text).toContain("2 things");
    expect(one.html).toContain("<li>a</li><li>b</li>");
    expect(one.html).not.toContain("Pages of things");
    const two = shown(settled({ rows: ["a"], total: 30 }), 2);
    expect(two.html).toContain('aria-label="Pages of things"');
    expect(two.text).toContain("Page 1 of 2");
  });
});

describe("the states of a list without rows", () => {
  const text = (node: ReactNode) =>
    renderToStaticMarkup(node)
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");

  it("offers Clear filters only when a filter can be cleared", () => {
    expect(text(<NoneMatch onClear={() => undefined}>No things match</NoneMatch>)).toContain(
      "Clear filters",
    );
    expect(text(<NoneMatch>No things match</NoneMatch>)).not.toContain("Clear filters");
    expect(text(<EmptyList>No things yet.</EmptyList>)).toContain("No things yet.");
  });
});

describe("a list's search and page in the address", () => {
  it("reads the search trimmed and a page that can be meant, else the first page", () => {
    const read = (query: string) => new URLSearchParams(query);
    expect(searchFromAddress(read("search=%20ethics%20"))).toBe("ethics");
    expect(searchFromAddress(read(""))).toBe("");
    expect(pageFromAddress(read("page=3"))).toBe(3);
    expect(pageFromAddress(read("page=0"))).toBe(1);
    expect(pageFromAddress(read("page=2.5"))).toBe(1);
    expect(pageFromAddress(read("page=20000"), 10_000)).toBe(1);
  });

  it("counts at least one page", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });

  it("keeps a chosen value the list no longer offers choosable, first", () => {
    expect(offeredWith(["Ethics"], "Law")).toEqual(["Law", "Ethics"]);
    expect(offeredWith(["Ethics"], "Ethics")).toEqual(["Ethics"]);
    expect(offeredWith(undefined, null)).toEqual([]);
  });
});
