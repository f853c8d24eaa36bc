import type { DocumentLine, DocumentPage } from "@common/capture/document-text";
import sharp from "sharp";
import type { OcrEngine, OcrPool, OcrResult } from "./ocr-pool";
import { maxImagePixels, ReadingRefusal, readingMessages } from "./reading-refusal";

/** Below this mean confidence the image is tried turned a quarter, a half and three quarters. */
const uprightConfidence = 0.7;
/**
 * OCR reads a certificate's letters best with its longer side in this range: a small image is
 * enlarged (at most three times), a huge one reduced, which also keeps OCR's time and memory
 * in bounds. Measured on the corpus's phone photos (npm run bench:capture): at 2,800 pixels
 * as many fields read right as at 3,500, in two thirds of the time and with less memory.
 */
const smallestSide = 1800;
const largestSide = 2800;
/** The slope of the lines is found on a copy this size: as exact as on the full image. */
const skewSide = 1000;

/**
 * A photo or scan read by OCR, on one page in the image's own pixels (as it is shown: turned
 * the way its camera says). It is made gray, its contrast stretched and its size brought into
 * OCR's range, and read with its slope taken out (the page says by how much); when the words
 * still read poorly, the other three quarter turns are tried and the best reading kept, and
 * the page then is the image turned that way.
 */
export function ocrImage(bytes: Uint8Array, pool: OcrPool): Promise<DocumentPage> {
  return pool.run((engine) => readImage(engine, bytes));
}

/** ocrImage with an engine already taken from the pool. */
export async function readImage(engine: OcrEngine, bytes: Uint8Array): Promise<DocumentPage> {
  const { png, width, height, scale } = await cleanImage(bytes);
  return ocrPage(1, { width, height }, await readUpright(engine, png), scale);
}

/**
 * The page OCR read, in the units of the page as shown (`shown`; the image read was `scale`
 * times its size), turned and straightened as it was read.
 */
export function ocrPage(
  number: number,
  shown: { width: number; height: number },
  { result, quarterTurns }: Upright,
  scale: number,
): DocumentPage {
  const sideways = quarterTurns % 2 === 1;
  return {
    number,
    width: sideways ? shown.height : shown.width,
    height: sideways ? shown.width : shown.height,
    lines: scaleLines(result.lines, 1 / scale),
    ...(result.straightenedBy === 0 ? {} : { straightenedBy: result.straightenedBy }),
    ...(quarterTurns === 0 ? {} : { quarterTurns }),
  };
}

/** The image upright by its EXIF orientation, gray, stretched in contrast, resized for OCR. */
async function cleanImage(bytes: Uint8Array) {
  try {
    const image = sharp(bytes, { limitInputPixels: maxImagePixels }).autoOrient();
    // The size as shown: EXIF orientations 5 to 8 turn the image a quarter.
    const { autoOrient: shown } = await image.metadata();
    const longer = Math.max(shown.width, shown.height);
    const scale =
      longer < smallestSide
        ? Math.min(3, smallestSide / longer)
        : Math.min(1, largestSide / longer);
    const png = await image
      .resize(Math.round(shown.width * scale), Math.round(shown.height * scale))
      .grayscale()
      .normalize()
      .png({ compressionLevel: 1 })
      .toBuffer();
    return { png, width: shown.width, height: shown.height, scale };
  } catch {
    throw new ReadingRefusal(readingMessages.damagedImage);
  }
}

/** Read PNG pixels (e.g. a rendered PDF page) with the same straightening as a photo. */
type Upright = { result: Straightened; quarterTurns: 0 | 1 | 2 | 3 };

export async function readUpright(engine: OcrEngine, png: Buffer): Promise<Upright> {
  let best: Upright = {
    result: await readStraightened(engine, png),
    quarterTurns: 0,
  };
  for (const quarterTurns of [1, 2, 3] as const) {
    if (best.result.confidence >= uprightConfidence) break;
    const turned = await sharp(png)
      .rotate(quarterTurns * 90)
      .png({ compressionLevel: 1 })
      .toBuffer();
    const result = await readStraightened(engine, turned);
    if (readsBetter(result, best.result)) best = { result, quarterTurns };
  }
  return best;
}

/**
 * A photo's lines slope by the few degrees its camera was held askew, and the engine then
 * takes a line of one column for part of the next one's (a release date beside a completion
 * date). The slope is found on a small copy, where finding it costs a tenth of the reading,
 * and the image is read straightened.
 */
async function readStraightened(engine: OcrEngine, png: Buffer): Promise<Straightened> {
  const small = await sharp(png)
    .resize(skewSide, skewSide, { fit: "inside", withoutEnlargement: true })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const straightenedBy = await engine.skew(small);
  return { ...(await engine.recognize(png, straightenedBy)), straightenedBy };
}

type Straightened = OcrResult & { straightenedBy: number };

/**
 * More letters read with confidence in words of two or more: a sideways page gives runs of
 * single marks, some of them with a high confidence of their own.
 */
function readsBetter(a: OcrResult, b: OcrResult) {
  const score = (result: OcrResult) =>
    result.lines
      .flatMap((line) => line.words)
      .filter((word) => /[\p{L}\p{N}]{2,}/u.test(word.text))
      .reduce((sum, word) => sum + word.confidence * word.text.length, 0);
  return score(a) > score(b);
}

export function scaleLines(lines: DocumentLine[], factor: number): DocumentLine[] {
  const scaleBox = (box: DocumentLine["box"]) => ({
    x: box.x * factor,
    y: box.y * factor,
    width: box.width * factor,
    height: box.height * factor,
  });
  return lines.map((line) => ({
    text: line.text,
    box: scaleBox(line.box),
    words: line.words.map((word) => ({ ...word, box: scaleBox(word.box) })),
  }));
}
