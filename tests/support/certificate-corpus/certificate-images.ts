import sharp from "sharp";
import { openPdf, renderPage } from "../../../src/server/features/captures/reading/pdf-document";
import { SeededRandom } from "../seeded-random";

/** A certificate's first page drawn with its longer side `longerSide` pixels (pdf.js, canvas). */
async function firstPage(pdf: Buffer, longerSide: number) {
  const document = await openPdf(pdf);
  try {
    const page = await document.getPage(1);
    const { image } = await renderPage(page, longerSide);
    return image;
  } finally {
    await document.destroy();
  }
}

/** The same random choices for the same certificate id. */
function randomOf(id: string): SeededRandom {
  let hash = 2_166_136_261;
  for (const char of id) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16_777_619);
  return new SeededRandom(hash >>> 0);
}

/** `pixels` of one gray channel with `amount` of noise added, from `random`. */
function noisy(pixels: Buffer, amount: number, random: SeededRandom): Buffer {
  const out = Buffer.alloc(pixels.length);
  for (let index = 0; index < pixels.length; index++) {
    // The sum of two uniform draws: noise that clusters around none, as a scanner's does.
    const noise = (random.next() + random.next() - 1) * amount;
    out[index] = Math.max(0, Math.min(255, Math.round((pixels[index] ?? 0) + noise)));
  }
  return out;
}

/**
 * The certificate as a flatbed scan of its printout: the first page at about 150 to 200 dpi,
 * gray, a little crooked (at most 1.5°), with lower contrast (ink dark gray, paper light gray)
 * and speckle noise. The same PNG for the same id.
 */
export async function scanOf(pdf: Buffer, id: string): Promise<Buffer> {
  const random = randomOf(id);
  const dpi = random.int(150, 200);
  // Corpus pages are at most 11 inches long (letter, A4 or their landscape turns).
  const page = await firstPage(pdf, Math.round((792 / 72) * dpi));
  const skew = (random.next() * 2 - 1) * 1.5;
  const paper = random.int(225, 240);
  const { data, info } = await sharp(page)
    .grayscale()
    // Ink at about 50, paper at `paper`: a scan of a printout, not the PDF's black on white.
    .linear((paper - 50) / 255, 50)
    .rotate(skew, { background: { r: paper, g: paper, b: paper } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(noisy(data, 24, random), {
    raw: { width: info.width, height: info.height, channels: 1 },
  })
    .png()
    .toBuffer();
}

/**
 * The certificate as a phone photo of its printout: about 12 megapixels (4000 × 3000) with the
 * page filling three quarters of the frame on a darker desk, turned a few degrees, slightly
 * blurred, JPEG at quality 80. Half of them are stored sideways with the EXIF orientation that
 * turns them upright, as phones store a photo taken in portrait. The same JPEG for the same id.
 */
export async function photoOf(pdf: Buffer, id: string): Promise<Buffer> {
  const random = randomOf(id);
  const page = await firstPage(pdf, random.int(2700, 3000));
  const tilt = (random.next() * 2 - 1) * 4;
  const desk = { r: random.int(60, 110), g: random.int(50, 90), b: random.int(40, 70) };
  const tilted = await sharp(page)
    // Daylight on paper: slightly warm, not pure white.
    .tint({ r: 250, g: 244, b: 232 })
    .ensureAlpha()
    .rotate(tilt, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .blur(0.6 + random.next() * 0.8)
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  const portrait = tilted.info.height >= tilted.info.width;
  const [width, height] = portrait ? [3000, 4000] : [4000, 3000];
  const fitted = await sharp(tilted.data)
    .resize(Math.round(width * 0.8), Math.round(height * 0.8), { fit: "inside" })
    .toBuffer({ resolveWithObject: true });
  const left = Math.floor((width - fitted.info.width) * (0.3 + random.next() * 0.4));
  const top = Math.floor((height - fitted.info.height) * (0.3 + random.next() * 0.4));
  const framed = await sharp({ create: { width, height, channels: 3, background: desk } })
    .composite([{ input: fitted.data, left, top }])
    .png({ compressionLevel: 1 })
    .toBuffer();
  if (!random.chance(0.5)) return sharp(framed).jpeg({ quality: 80 }).toBuffer();
  // Stored a quarter turn counter-clockwise; EXIF orientation 6 says to turn it back clockwise.
  return sharp(framed)
    .rotate(270)
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 80 })
    .toBuffer();
}
