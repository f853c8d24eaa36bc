import { describe, expect, it } from "vitest";
import { certificateCorpus } from "../../support/certificate-corpus/certificate-corpus";
import { pdfText } from "../../support/pdf-text";

describe("a generated certificate's PDF", () => {
  it("carries every line of its text in its text layer", async () => {
    const [certificate] = certificateCorpus(31, 1);
    if (!certificate) throw new Error("the corpus is empty");
    const { all } = await pdfText(await certificate.pdf());
    for (const line of certificate.document.pages[0]?.lines ?? []) {
      expect(all.replace(/\s+/g, " ")).toContain(line.text.replace(/\s+/g, " "));
    }
  });
});
