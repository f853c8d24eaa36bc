import type { CycleReport, ReportCredit } from "@common/reports";
import { describe, expect, it } from "vitest";
import { transcriptPdf } from "../../src/server/features/reports/transcript-pdf";
import { pdfText } from "../support/pdf-text";

function credit(id: number, overrides: Partial<ReportCredit> = {}): ReportCredit {
  return {
    id,
    title: `Course ${id}`,
    provider: null,
    approvalNumber: null,
    completionDate: "2025-06-01",
    credits: 1,
    counted: 1,
    categories: [],
    outsidePeriod: null,
    explanation: "1 hour counts",
    certificate: null,
    ...overrides,
  };
}

function reportWith(credits: ReportCredit[]): CycleReport {
  const counted = credits.reduce((sum, item) => sum + item.counted, 0);
  return {
    holder: { name: "Łukasz Wróbel", email: null },
    certification: {
      id: 1,
      name: "PE License",
      provider: null,
      licenseNumber: null,
      issuingBody: null,
      jurisdiction: null,
      creditsUnit: "hours",
      status: "active",
    },
    cycle: 1,
    current: true,
    receivedDate: null,
    expirationDate: null,
    reportingPeriodStart: null,
    reportingPeriodEnd: null,
    daysLeft: null,
    progress: {
      creditsRequired: 30,
      earned: counted,
      cutOff: 0,
      carriedOver: 0,
      counted,
      outsidePeriod: 0,
      creditsMissing: Math.max(0, 30 - counted),
      categories: [],
      categoriesMissing: [],
      credits: [],
      explanation: [`${counted} of 30 hours count`],
    },
    credits,
    months: [],
    cycles: [],
    producedOn: "2026-11-24",
  };
}

async function bytesOf(document: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of document) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

describe("transcriptPdf", () => {
  it("prints a row taller than a page whole, on one page, rather than cutting it", async () => {
    // The longest row the forms accept: a 200-character title, a provider of 200 and ten
    // categories of 100 characters each.
    const words = (prefix: string, length: number) =>
      `${prefix} ${"lorem ipsum dolor ".repeat(20)}`.slice(0, length).trim();
    const categories = Array.from({ length: 10 }, (_, index) => words(`Category${index}`, 100));
    const huge = credit(2, {
      title: words("Longest", 200),
      provider: words("Provider", 200),
      categories,
    });
    const { pages } = await pdfText(
      await bytesOf(transcriptPdf(reportWith([credit(1), huge, credit(3)]))),
    );
    const holding = pages.filter((page) => page.includes(huge.title));
    expect(holding).toHaveLength(1);
    for (const category of categories) expect(holding[0]).toContain(category);
    expect(pages.join(" ")).toContain("Course 3");
  });

  it("lets other work run while a long transcript is laid out", async () => {
    const credits = Array.from({ length: 300 }, (_, index) => credit(index + 1));
    let ended = false;
    let ranBefore = false;
    const document = transcriptPdf(reportWith(credits));
    setImmediate(() => {
      ranBefore = !ended;
    });
    document.on("end", () => {
      ended = true;
    });
    const { pages } = await pdfText(await bytesOf(document));
    expect(ranBefore).toBe(true);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    // Without a reporting period, every credit of the cycle counts and none is "outside".
    expect(pages[0]).toContain("Earned 300 hours");
    expect(pages[0]).not.toContain("Reporting period");
    expect(pages[0]).toContain("Credits Date Title");
  });
});
