import fc from "fast-check";
import ical, { ICalAlarmType } from "ical-generator";
import { describe, expect, it } from "vitest";
import { calendarText, foldLines } from "../../src/server/features/calendar/feed-calendar";

/** A calendar with `titles.length` events, long and international text in each. */
function calendarOf(titles: string[]) {
  const calendar = ical({
    name: "CertMinder — Zoë Ångström-Łukasiewicz, Ελένη Παπαδοπούλου",
    description: "Deadlines of your certifications, from CertMinder",
    prodId: { company: "CertMinder", product: "Calendar feed", language: "EN" },
    url: "https://certminder.example/calendar",
    ttl: 6 * 60 * 60,
  });
  titles.forEach((title, index) => {
    const event = calendar.createEvent({
      id: `certification-${index}-expiration@certminder.example`,
      start: new Date(Date.UTC(2027, 0, 1 + index)),
      allDay: true,
      summary: `${title} expires`,
      description: `${title}\n12.5 of 30 hours earned; 17.5 still to earn 😀 — 日本語のテキスト\nhttps://certminder.example/certifications/${index}`,
      url: `https://certminder.example/certifications/${index}`,
      stamp: new Date(Date.UTC(2026, 10, 24)),
    });
    event.createAlarm({ type: ICalAlarmType.display, trigger: 30 * 24 * 60 * 60 });
  });
  return calendar;
}

describe("the calendar feed's text", () => {
  it("is ical-generator's own text, byte for byte", () => {
    const titles = [
      "RN License",
      "Registered Nurse License — State Board of Nursing of the Commonwealth of Massachusetts",
      "Ελληνική άδεια ασκήσεως επαγγέλματος νοσηλευτή με πολύ μεγάλο όνομα για δοκιμή",
      "😀".repeat(40),
      "a;b,c\\d",
    ];
    const calendar = calendarOf(titles);
    expect(calendarText(calendar)).toBe(calendar.toString());
  });

  it("folds any text as ical-generator folds it", () => {
    const calendar = ical();
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "grapheme", maxLength: 300 }),
          fc.string({ unit: "binary", maxLength: 300 }),
        ),
        (summary) => {
          calendar.clear();
          calendar.createEvent({
            id: "x@certminder.example",
            start: new Date(Date.UTC(2027, 0, 1)),
            allDay: true,
            summary,
            stamp: new Date(Date.UTC(2026, 10, 24)),
          });
          expect(calendarText(calendar)).toBe(calendar.toString());
        },
      ),
    );
  });

  it("keeps every line within 75 bytes and never splits a character", () => {
    const folded = foldLines(`DESCRIPTION:${"é😀x".repeat(60)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replaceAll("\r\n ", "")).toBe(`DESCRIPTION:${"é😀x".repeat(60)}`);
  });
});
