import { readCertificate } from "@common/capture/read-certificate";
import { describe, expect, it } from "vitest";
import { readPdfText } from "../../../src/server/features/captures/reading/read-pdf-text";
import {
  type CorpusCertificate,
  certificateCorpus,
} from "../../support/certificate-corpus/certificate-corpus";
import { pdfText } from "../../support/pdf-text";

/** The first certificate of each layout: every layout's PDF, without rendering all of them. */
function onePerLayout(corpus: CorpusCertificate[]): CorpusCertificate[] {
  const seen = new Set<string>();
  return corpus.filter(
    (certificate) => !seen.has(certificate.layout) && seen.add(certificate.layout),
  );
}

describe("a generated certificate's PDF", () => {
  it("carries every line of its text in its text layer, page by page", async () => {
    const [certificate] = certificateCorpus(31, 1);
    if (!certificate) throw new Error("the corpus is empty");
    const { pages } = await pdfText(await certificate.pdf());
    expect(pages).toHaveLength(certificate.document.pageCount);
    for (const [index, page] of certificate.document.pages.entries()) {
      for (const line of page.lines) expect(pages[index]).toContain(line.text.replace(/\s+/g, " "));
    }
  });

  it("is read right through the PDF's text layer, in every layout", async () => {
    for (const certificate of onePerLayout(certificateCorpus())) {
      const document = await readPdfText(new Uint8Array(await certificate.pdf()));
      const { fields } = readCertificate(document, certificate.userCategories);
      expect(fields, certificate.id).toEqual(certificate.fields);
    }
  });
});
