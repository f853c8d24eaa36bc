import { describe, expect, it } from "vitest";
import { planCatalogue } from "../../src/server/features/opportunities/read-catalogue";

const entry = {
  title: "Ethics for Nurses",
  provider: "Clearwater",
  description: "Everyday dilemmas.",
  url: "https://clearwater.example.org/ethics",
  credits: 2,
  creditsUnit: "contact hours",
  category: "Ethics",
  format: "Webinar",
};

describe("reading a CSV catalogue", () => {
  it("reads headers in any case or spacing, lists separated by semicolons, and empty cells as not given", () => {
    const text = [
      "TITLE,Provider,Description,Url,Credits,Credits Unit,category,format,Cost,start_date,End Date,Professions,Jurisdictions,Notes",
      'Ethics for Nurses,Clearwater,"Everyday dilemmas,\nwith cases.",https://clearwater.example.org/ethics,1.5,contact hours,Ethics,Webinar,,2027-01-10,,Nursing; pharmacy,California;Texas,ignored',
    ].join("\n");
    const plan = planCatalogue({ format: "csv", text });
    expect(plan.errors).toEqual([]);
    expect(plan.valid).toEqual([
      {
        line: 2,
        input: {
          title: "Ethics for Nurses",
          provider: "Clearwater",
          description: "Everyday dilemmas,\nwith cases.",
          url: "https://clearwater.example.org/ethics",
          credits: 1.5,
          creditsUnit: "contact hours",
          category: "Ethics",
          format: "Webinar",
          cost: null,
          startDate: "2027-01-10",
          endDate: null,
          professions: ["Nursing", "Pharmacy"],
          jurisdictions: ["California", "Texas"],
        },
      },
    ]);
  });

  it("numbers rows as a spreadsheet does, past a cell spanning two lines, and names each problem's column", () => {
    const text = [
      "title,provider,description,url,credits,creditsUnit,category,format",
      'A,P,"Two\nlines",https://p.example.org/a,1,hours,Ethics,Webinar',
      "B,P,Fine,https://p.example.org/b,1,hours,Ethics,Lecture",
    ].join("\n");
    const plan = planCatalogue({ format: "csv", text });
    expect(plan.valid.map((row) => row.line)).toEqual([2]);
    expect(plan.errors).toEqual([
      {
        line: 3,
        column: "format",
        message: "Must be one of: Online course, Webinar, Conference, Workshop, Self-study",
      },
    ]);
  });
});

describe("reading a JSON catalogue", () => {
  it("reads keys in any case and numbers each entry by the line it starts on", () => {
    const text = `[\n  ${JSON.stringify({ ...entry, Professions: ["nursing"] })},\n  {\n    "title": "Only a title"\n  },\n  7\n]`;
    const plan = planCatalogue({ format: "json", text });
    expect(plan.valid).toMatchObject([
      { line: 2, input: { professions: ["Nursing"], cost: null } },
    ]);
    expect(new Set(plan.errors.map((error) => error.line))).toEqual(new Set([3, 6]));
    expect(plan.errors.at(-1)).toEqual({
      line: 6,
      column: "entry",
      message: "Each entry must be an object of the catalogue's columns",
    });
  });

  it("takes the same provider and title twice, in any case, as a problem of the second", () => {
    const twice = [entry, { ...entry, title: " ethics for NURSES", provider: "clearwater" }];
    const plan = planCatalogue({ format: "json", text: JSON.stringify(twice, null, 2) });
    expect(plan.valid).toHaveLength(1);
    expect(plan.errors).toEqual([
      { line: 12, column: "title", message: "The same provider and title as line 2" },
    ]);
  });

  it("refuses a file that is no JSON list, or an empty one", () => {
    expect(() => planCatalogue({ format: "json", text: "[{" })).toThrow(
      /^The file is not valid JSON/,
    );
    expect(() => planCatalogue({ format: "json", text: JSON.stringify(entry) })).toThrow(
      /^A JSON catalogue is a list/,
    );
    expect(() => planCatalogue({ format: "json", text: "[]" })).toThrow(
      "The catalogue lists no opportunities",
    );
  });
});
