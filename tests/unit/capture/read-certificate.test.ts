import { captureFieldNames } from "@common/capture/capture-fields";
import { foundNoCertificate, readCertificate } from "@common/capture/read-certificate";
import { describe, expect, it } from "vitest";
import { documentOf } from "../../support/certificate-corpus/document-of";

describe("readCertificate", () => {
  it("reads every field, each with its words, their box and a confidence", () => {
    const document = documentOf([
      "Summit Nursing Education, LLC",
      "Certificate of Completion",
      "Participant: Maria Okafor",
      "Course Title: Implicit Bias in Maternal Care",
      "Date Completed: January 5, 2026",
      "Contact Hours: 1.5",
      "Expiration Date: January 5, 2028",
    ]);
    const read = readCertificate(document, ["Implicit Bias", "Pain Management"]);
    expect(foundNoCertificate(read)).toBe(false);
    expect(read.fields).toEqual({
      title: "Implicit Bias in Maternal Care",
      provider: "Summit Nursing Education, LLC",
      completionDate: "2026-01-05",
      credits: 1.5,
      creditsUnit: "contact hours",
      categories: ["Implicit Bias"],
    });
    const dateWords = read.evidence.completionDate?.[0];
    expect(dateWords?.text).toBe("January 5, 2026");
    expect(dateWords?.page).toBe(1);
    const line = document.pages[0]?.lines[4];
    expect(dateWords?.box.x).toBeGreaterThan(line?.box.x ?? 0);
    expect(dateWords?.box.width).toBeLessThan(line?.box.width ?? 0);
    for (const field of captureFieldNames) {
      expect(read.confidence[field], field).toBeGreaterThan(0.5);
      expect(read.confidence[field], field).toBeLessThanOrEqual(1);
    }
  });

  it("gives nulls with low confidence for a document that is no certificate", () => {
    const read = readCertificate(documentOf(["Dear customer,", "Your order has shipped."]), [
      "Ethics",
    ]);
    expect(read.fields.title).toBeNull();
    expect(read.fields.credits).toBeNull();
    expect(read.fields.creditsUnit).toBeNull();
    expect(read.confidence.title).toBeLessThan(0.3);
    expect(read.confidence.credits).toBeLessThan(0.3);
    expect(foundNoCertificate(read)).toBe(true);
  });
});
