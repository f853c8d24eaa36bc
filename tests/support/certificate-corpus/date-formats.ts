/** The ways certificates write a date, each from YYYY-MM-DD. */
export type DateFormat = { name: string; write: (date: string) => string; dayFirst?: boolean };

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function parts(date: string) {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return { year, month, day, monthName: monthNames[month - 1] ?? "" };
}

const pad = (value: number) => String(value).padStart(2, "0");

function ordinal(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return `${day}th`;
  return `${day}${["th", "st", "nd", "rd"][day % 10] ?? "th"}`;
}

function abbreviated(monthName: string): string {
  return monthName.length <= 4 ? monthName : `${monthName.slice(0, 3)}.`;
}

export const dateFormats: DateFormat[] = [
  {
    name: "January 5, 2026",
    write: (date) => {
      const p = parts(date);
      return `${p.monthName} ${p.day}, ${p.year}`;
    },
  },
  {
    name: "5 January 2026",
    write: (date) => {
      const p = parts(date);
      return `${p.day} ${p.monthName} ${p.year}`;
    },
  },
  {
    name: "01/05/2026 (US)",
    write: (date) => {
      const p = parts(date);
      return `${pad(p.month)}/${pad(p.day)}/${p.year}`;
    },
    dayFirst: false,
  },
  {
    name: "05/01/2026 (UK, AU)",
    write: (date) => {
      const p = parts(date);
      return `${pad(p.day)}/${pad(p.month)}/${p.year}`;
    },
    dayFirst: true,
  },
  { name: "2026-01-05", write: (date) => date },
  {
    name: "Jan. 5, 2026",
    write: (date) => {
      const p = parts(date);
      return `${abbreviated(p.monthName)} ${p.day}, ${p.year}`;
    },
  },
  {
    name: "5th January 2026",
    write: (date) => {
      const p = parts(date);
      return `${ordinal(p.day)} ${p.monthName} ${p.year}`;
    },
  },
  {
    name: "01-05-26 (US)",
    write: (date) => {
      const p = parts(date);
      return `${pad(p.month)}-${pad(p.day)}-${String(p.year).slice(2)}`;
    },
    dayFirst: false,
  },
  {
    name: "05-Jan-2026",
    write: (date) => {
      const p = parts(date);
      return `${pad(p.day)}-${p.monthName.slice(0, 3)}-${p.year}`;
    },
  },
  {
    name: "January 5th, 2026",
    write: (date) => {
      const p = parts(date);
      return `${p.monthName} ${ordinal(p.day)}, ${p.year}`;
    },
  },
];

/**
 * The formats a country's certificates use: numeric ones only in its own order. UK and
 * Australian certificates write most dates as 05/01/2026, so that form comes twice.
 */
export function formatsFor(dayFirst: boolean): DateFormat[] {
  const own = dateFormats.filter(
    (format) => format.dayFirst === undefined || format.dayFirst === dayFirst,
  );
  const dayFirstNumeric = dateFormats.filter((format) => format.dayFirst === true);
  return dayFirst ? [...dayFirstNumeric, ...own] : own;
}
