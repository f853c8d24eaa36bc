import { openPdf, pdfRefusal, renderPage } from "./pdf-document";

/** A page shown on a screen: sharp enough to read a certificate's small print beside a form. */
export const shownPageSide = 1400;

/**
 * Page `number` of a PDF drawn as a WebP image, its longer side `shownPageSide` pixels. Throws a
 * ReadingRefusal for a PDF that cannot be opened or has no such page.
 */
export async function drawPdfPage(bytes: Uint8Array, number: number): Promise<Buffer> {
  const pdf = await openPdf(bytes);
  try {
    const page = await pdf.getPage(number).catch((error: unknown) => {
      throw pdfRefusal(error);
    });
    try {
      return (await renderPage(page, shownPageSide, "webp")).image;
    } finally {
      page.cleanup();
    }
  } finally {
    await pdf.destroy();
  }
}
