import { type CaptureFieldName, captureFieldNames } from "@common/capture/capture-fields";
import { readCertificate } from "@common/capture/read-certificate";
import { describe, expect, it } from "vitest";
import { certificateCorpus } from "../../support/certificate-corpus/certificate-corpus";

const corpus = certificateCorpus();
const reads = corpus.map((certificate) => ({
  certificate,
  read: readCertificate(certificate.document, certificate.userCategories),
}));

const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(Array.isArray(a) ? [...a].sort() : a) ===
  JSON.stringify(Array.isArray(b) ? [...b].sort() : b);

const wrongOf = (field: CaptureFieldName) =>
  reads.filter(
    ({ certificate, read }) => !sameValue(read.fields[field], certificate.fields[field]),
  );

const percent = (wrong: number, all: number) => `${(((all - wrong) / all) * 100).toFixed(1)} %`;
const allWrong = captureFieldNames.reduce((sum, field) => sum + wrongOf(field).length, 0);
const allFields = corpus.length * captureFieldNames.length;

describe(`the field reader over ${corpus.length} generated certificates`, () => {
  it("covers at least 60 certificates, 10 layouts and 6 date formats", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    expect(new Set(corpus.map((certificate) => certificate.layout)).size).toBeGreaterThanOrEqual(
      10,
    );
    expect(
      new Set(corpus.map((certificate) => certificate.dateFormat)).size,
    ).toBeGreaterThanOrEqual(6);
  });

  it("lays every line inside the page's border, so a scan or photo of it shows all of it", () => {
    for (const certificate of corpus) {
      for (const page of certificate.document.pages) {
        for (const { box, text } of page.lines) {
          const inside =
            box.x >= 14 &&
            box.y >= 14 &&
            box.x + box.width <= page.width - 14 &&
            box.y + box.height <= page.height - 14;
          expect(inside, `${certificate.id}: ${text}`).toBe(true);
        }
      }
    }
  });

  for (const field of captureFieldNames) {
    const wrong = wrongOf(field);
    it(`reads ${field} exactly on ${percent(wrong.length, corpus.length)} of them`, () => {
      const misread = wrong.map(
        ({ certificate, read }) => `${certificate.id}: ${JSON.stringify(read.fields[field])}`,
      );
      expect(wrong.length / corpus.length, misread.join("\n")).toBeLessThanOrEqual(0.03);
    });
  }

  it(`reads ${percent(allWrong, allFields)} of all fields exactly (at least 97 %)`, () => {
    expect((allFields - allWrong) / allFields).toBeGreaterThanOrEqual(0.97);
  });

  it("never takes the completion date from a distractor", () => {
    for (const { certificate, read } of reads) {
      expect(certificate.distractorDates, certificate.id).not.toContain(read.fields.completionDate);
    }
  });
});
