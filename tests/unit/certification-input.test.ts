import { calendarDateMessage, calendarYearsMessage } from "@common/certifications/calendar-date";
import {
  certificationInputSchema,
  certificationMessages,
} from "@common/certifications/certification";
import { creditInputSchema, creditMessages } from "@common/certifications/credit";
import { describe, expect, it } from "vitest";

type Schema = typeof certificationInputSchema | typeof creditInputSchema;

/** The problems the form would show, as field path and message. */
function problemsOf(schema: Schema, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected the input to be refused");
  return result.error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
  }));
}

describe("certification form", () => {
  it("fills in hours, active, 0 credits and empty dates when only a name is given", () => {
    expect(certificationInputSchema.parse({ name: "  CPR  " })).toEqual({
      name: "CPR",
      provider: null,
      receivedDate: null,
      expirationDate: null,
      reportingPeriodStart: null,
      reportingPeriodEnd: null,
      creditsRequired: 0,
      creditsUnit: "hours",
      status: "active",
      licenseNumber: null,
      issuingBody: null,
      jurisdiction: null,
      renewalUrl: null,
      renewalFee: null,
    });
  });

  it.each([{}, { name: "" }, { name: "   " }])("requires a name (%o)", (input) => {
    expect(problemsOf(certificationInputSchema, input)).toEqual([
      { path: "name", message: certificationMessages.nameRequired },
    ]);
  });

  it.each([-1, 1.255, "abc"])("refuses %o credits required", (creditsRequired) => {
    expect(problemsOf(certificationInputSchema, { name: "CPR", creditsRequired })).toEqual([
      { path: "creditsRequired", message: certificationMessages.creditsRequired },
    ]);
  });

  it.each([
    [0, 0],
    [24, 24],
    [1.5, 1.5],
    ["30", 30],
  ] as const)("accepts %o credits required", (creditsRequired, expected) => {
    expect(certificationInputSchema.parse({ name: "CPR", creditsRequired }).creditsRequired).toBe(
      expected,
    );
  });

  it("turns empty dates into no date", () => {
    const input = certificationInputSchema.parse({
      name: "CPR",
      receivedDate: "",
      expirationDate: "",
      reportingPeriodStart: "",
      reportingPeriodEnd: null,
    });
    expect(input).toMatchObject({
      receivedDate: null,
      expirationDate: null,
      reportingPeriodStart: null,
      reportingPeriodEnd: null,
    });
  });

  it.each(["receivedDate", "expirationDate", "reportingPeriodStart", "reportingPeriodEnd"])(
    "refuses an impossible %s",
    (field) => {
      expect(problemsOf(certificationInputSchema, { name: "CPR", [field]: "2025-02-30" })).toEqual([
        { path: field, message: calendarDateMessage },
      ]);
    },
  );

  it("refuses an expiration date before the received date, on the expiration date", () => {
    expect(
      problemsOf(certificationInputSchema, {
        name: "CPR",
        receivedDate: "2025-06-15",
        expirationDate: "2025-06-14",
      }),
    ).toEqual([
      { path: "expirationDate", message: certificationMessages.expirationBeforeReceived },
    ]);
  });

  it("refuses a reporting period ending before it starts, on the period end", () => {
    expect(
      problemsOf(certificationInputSchema, {
        name: "CPR",
        reportingPeriodStart: "2025-01-01",
        reportingPeriodEnd: "2024-12-31",
      }),
    ).toEqual([
      { path: "reportingPeriodEnd", message: certificationMessages.periodEndBeforeStart },
    ]);
  });

  it("accepts equal dates and a full, ordered form", () => {
    expect(
      certificationInputSchema.parse({
        name: "CPR",
        receivedDate: "2025-06-15",
        expirationDate: "2025-06-15",
        reportingPeriodStart: "2025-01-01",
        reportingPeriodEnd: "2025-01-01",
      }),
    ).toMatchObject({
      receivedDate: "2025-06-15",
      expirationDate: "2025-06-15",
      reportingPeriodStart: "2025-01-01",
      reportingPeriodEnd: "2025-01-01",
    });
    expect(
      certificationInputSchema.parse({
        name: "RN License",
        provider: "State Board",
        receivedDate: "2024-02-29",
        expirationDate: "2026-02-28",
        reportingPeriodStart: "2024-03-01",
        reportingPeriodEnd: "2026-02-28",
        creditsRequired: 30,
        creditsUnit: "contact hours",
        status: "inactive",
      }),
    ).toMatchObject({ provider: "State Board", creditsUnit: "contact hours", status: "inactive" });
  });

  it("checks the order only when both dates of a pair are given", () => {
    expect(
      certificationInputSchema.safeParse({ name: "CPR", expirationDate: "2020-01-01" }).success,
    ).toBe(true);
    expect(
      certificationInputSchema.safeParse({ name: "CPR", reportingPeriodEnd: "2020-01-01" }).success,
    ).toBe(true);
  });
});

describe("credit form", () => {
  const credit = { title: "Ethics course", credits: 3, completionDate: "2025-06-01" };

  it("accepts a title, whole credits and a real completion date", () => {
    expect(creditInputSchema.parse({ ...credit, title: "  Ethics course  " })).toEqual({
      title: "Ethics course",
      provider: null,
      approvalNumber: null,
      description: null,
      credits: 3,
      completionDate: "2025-06-01",
      categories: [],
    });
  });

  it("keeps a provider as a name, at most 200 characters", () => {
    expect(creditInputSchema.parse({ ...credit, provider: " ANA\tCE " }).provider).toBe("ANA CE");
    expect(problemsOf(creditInputSchema, { ...credit, provider: "x".repeat(201) })).toEqual([
      { path: "provider", message: creditMessages.providerTooLong },
    ]);
  });

  it.each([undefined, "", "   "])("requires a title (%o)", (title) => {
    expect(problemsOf(creditInputSchema, { ...credit, title })).toEqual([
      { path: "title", message: creditMessages.titleRequired },
    ]);
  });

  it.each([0, -2, 1.005, "abc"])("refuses %o credits", (credits) => {
    expect(problemsOf(creditInputSchema, { ...credit, credits })).toEqual([
      { path: "credits", message: creditMessages.credits },
    ]);
  });

  it("accepts 1 credit, the least there can be", () => {
    expect(creditInputSchema.parse({ ...credit, credits: 1 }).credits).toBe(1);
  });

  // The API and the form show the first problem of a field, so that is the one asserted: an
  // empty date also collects the "real date" problem after it.
  it.each([undefined, "", "   "])("requires a completion date (%o)", (completionDate) => {
    expect(problemsOf(creditInputSchema, { ...credit, completionDate })[0]).toEqual({
      path: "completionDate",
      message: creditMessages.completionDateRequired,
    });
  });

  it.each(["2025-02-29", "2025-13-01", "2025-6-1", "June 1"])(
    "refuses %o as a completion date",
    (completionDate) => {
      expect(problemsOf(creditInputSchema, { ...credit, completionDate })).toEqual([
        { path: "completionDate", message: calendarDateMessage },
      ]);
    },
  );

  // A date field shows the date as the user's browser does (MM/DD/YYYY in the US), so what it
  // can send, a mistyped year, is refused without naming a format.
  it.each(["0202-06-01", "1899-12-31", "2201-01-01", "20255-06-01", "275760-09-13"])(
    "refuses %o as a completion date by its year, in words that name no format",
    (completionDate) => {
      expect(problemsOf(creditInputSchema, { ...credit, completionDate })).toEqual([
        { path: "completionDate", message: "Enter a date between the years 1900 and 2200" },
      ]);
      expect(calendarYearsMessage).not.toMatch(/YYYY|MM|DD/);
    },
  );
});
