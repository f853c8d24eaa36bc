import { openPdf } from "../../src/server/features/captures/reading/pdf-document";

/** Runs of white space (line breaks inside table cells included) read as one space. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * A PDF as a reader's search sees it: the text of each page on one line, and the document's
 * information (Title, Author, CreationDate...).
 */
export async function pdfText(bytes: Uint8Array) {
  const document = await openPdf(bytes);
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const { items } = await (await document.getPage(number)).getTextContent();
    const text = items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""));
    pages.push(oneLine(text.join("")));
  }
  const { info } = await document.getMetadata();
  await document.destroy();
  return { pages, all: pages.join(" "), info: info as Record<string, unknown> };
}
