import { extractText, getDocumentProxy, getMeta } from "unpdf";

/** Runs of white space (line breaks inside table cells included) read as one space. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * A PDF as a reader's search sees it: the text of each page on one line, and the document's
 * information (Title, Author, CreationDate...).
 */
export async function pdfText(bytes: Uint8Array) {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: false });
  const { info } = await getMeta(document);
  await document.loadingTask.destroy();
  const pages = text.map(oneLine);
  return { pages, all: pages.join(" "), info: info as Record<string, unknown> };
}
