import { isCalendarDate } from "../../certifications/calendar-date";

/** A date found in a line's text: YYYY-MM-DD and where it stands in the text. */
export type DateMention = { date: string; start: number; end: number };

const monthNames = [
  "jan",
  "feb",
  "mar",
  "apr",
  "may",
  "jun",
  "jul",
  "aug",
  "sep",
  "oct",
  "nov",
  "dec",
];
const month = String.raw`(?<month>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const day = String.raw`(?<day>\d{1,2})(?:st|nd|rd|th)?`;
const year = String.raw`(?<year>\d{4})`;

/**
 * The forms certificates write dates in. Numeric forms keep their parts apart (first, second)
 * because which is the day depends on the country (see `dayFirst`).
 */
const forms: RegExp[] = [
  // January 5, 2026 · Jan. 5, 2026 · January 5th 2026 · January 5–6, 2026 (the last day)
  new RegExp(String.raw`\b${month}\s+(?:\d{1,2}\s*[-–]\s*)?${day}(?:,\s*|\s+)${year}\b`, "gi"),
  // 5 January 2026 · 5th January, 2026 · 05-Jan-2026
  new RegExp(String.raw`\b${day}(?:\s+|-)(?:of\s+)?${month},?(?:\s+|-)${year}\b`, "gi"),
  // 2026-01-05 · 2026/01/05
  /\b(?<year>\d{4})([-/.])(?<second>\d{2})\2(?<third>\d{2})(?!\d)/g,
  // 01/05/2026 · 1.5.2026 · 01-05-26
  /(?<![\d/.-])(?<first>\d{1,2})(?<sep>[/.-])(?<second>\d{1,2})\k<sep>(?<numericYear>\d{4}|\d{2})(?![\d/-])/g,
];

const pad = (value: number) => String(value).padStart(2, "0");

function fullYear(text: string): number {
  const value = Number(text);
  return text.length === 2 ? 2000 + value : value;
}

/** Month and day of a numeric date, reading the first part as the day when `dayFirst`. */
function numericParts(first: number, second: number, dayFirst: boolean): [number, number] {
  if (first > 12) return [second, first];
  if (second > 12) return [first, second];
  return dayFirst ? [second, first] : [first, second];
}

function mentionDate(groups: Record<string, string | undefined>, dayFirst: boolean) {
  if (groups.month) {
    const monthNumber = monthNames.indexOf(groups.month.slice(0, 3).toLowerCase()) + 1;
    return `${groups.year}-${pad(monthNumber)}-${pad(Number(groups.day))}`;
  }
  if (groups.third) return `${groups.year}-${groups.second}-${groups.third}`;
  const [monthNumber, dayNumber] = numericParts(
    Number(groups.first),
    Number(groups.second),
    dayFirst,
  );
  return `${fullYear(groups.numericYear ?? "")}-${pad(monthNumber)}-${pad(dayNumber)}`;
}

/** Every real date in `text`, in the order they appear. */
export function dateMentions(text: string, dayFirst: boolean): DateMention[] {
  const found: DateMention[] = [];
  for (const form of forms) {
    for (const match of text.matchAll(form)) {
      const date = mentionDate(match.groups ?? {}, dayFirst);
      const start = match.index;
      const end = start + match[0].length;
      const overlaps = found.some((other) => start < other.end && end > other.start);
      if (isCalendarDate(date) && !overlaps) found.push({ date, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
