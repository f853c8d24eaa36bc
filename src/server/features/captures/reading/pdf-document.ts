import type { DocumentLine } from "@common/capture/document-text";
import { createCanvas } from "@napi-rs/canvas";
import {
  getDocument,
  type PDFDocumentProxy,
  type PDFPageProxy,
  Util,
  VerbosityLevel,
} from "pdfjs-dist/legacy/build/pdf.mjs";
import { maxImagePixels, ReadingRefusal, readingMessages } from "./reading-refusal";
import { type PlacedText, textLayerLines } from "./text-layer-lines";

/**
 * The PDF opened with pdf.js's build for older engines (Node 20 lacks some of what its modern
 * build uses). Nothing is evaluated and nothing is fetched: fonts not embedded are drawn with
 * stand-ins, which only changes how a page looks, never its text layer.
 */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const task = getDocument({
    // pdf.js takes the buffer over, so it gets a copy and the caller keeps its own.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: VerbosityLevel.ERRORS,
    // An image inside the PDF is held to the same 40 megapixels as an uploaded one: a larger
    // one is left undrawn rather than decoded.
    maxImageSize: maxImagePixels,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy();
    throw pdfRefusal(error);
  }
}

/** A password-protected PDF says so; anything else pdf.js cannot parse is a damaged file. */
export function pdfRefusal(error: unknown): ReadingRefusal {
  if (error instanceof Error && error.name === "PasswordException") {
    return new ReadingRefusal(readingMessages.pdfPassword);
  }
  return new ReadingRefusal(readingMessages.damagedPdf);
}

/** A page's size in its own units (points), as it is shown: rotation applied. */
export function pageSize(page: PDFPageProxy) {
  const { width, height } = page.getViewport({ scale: 1 });
  return { width, height };
}

/** The lines of a page's text layer, in page units with the origin at the top left. */
export async function pageTextLines(page: PDFPageProxy): Promise<DocumentLine[]> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const runs: PlacedText[] = [];
  for (const item of content.items) {
    if (!("str" in item)) continue;
    const [, , c = 0, d = 0, x = 0, baseline = 0] = Util.transform(
      viewport.transform,
      item.transform,
    );
    runs.push({ text: item.str, x, baseline, width: item.width, size: Math.hypot(c, d) });
  }
  return textLayerLines(runs);
}

/**
 * The page drawn as a PNG (or WebP, for a screen) whose longer side is about `longerSide`
 * pixels; `scale` is pixels per page unit, to bring OCR's boxes back to the page's units.
 */
export async function renderPage(
  page: PDFPageProxy,
  longerSide: number,
  format: "png" | "webp" = "png",
) {
  const { width, height } = pageSize(page);
  const scale = longerSide / Math.max(width, height);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext("2d");
  context.fillStyle = "white";
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js draws on any 2D context with the browser's API; @napi-rs/canvas is one, typed apart.
  await page.render({
    canvas: null,
    canvasContext: context as unknown as CanvasRenderingContext2D,
    viewport,
  }).promise;
  const image = format === "png" ? await canvas.encode("png") : await canvas.encode("webp", 90);
  return { image, scale };
}
