/** Appends query parameters to a relative or absolute URL, keeping any existing ones. */
export function appendParams(url: string, params: Iterable<[string, string]>): string {
  const hashStart = url.indexOf("#");
  const base = hashStart === -1 ? url : url.slice(0, hashStart);
  const hash = hashStart === -1 ? "" : url.slice(hashStart);
  const query = new URLSearchParams([...params]).toString();
  if (query === "") return url;
  return `${base}${separatorAfter(base)}${query}${hash}`;
}

function separatorAfter(base: string): string {
  if (!base.includes("?")) return "?";
  return base.endsWith("?") || base.endsWith("&") ? "" : "&";
}

/** Query-string form of a query key value: objects as JSON, null and undefined left out. */
export function paramValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
