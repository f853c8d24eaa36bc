import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkFile } from "../../../src/server/features/captures/reading/check-file";
import { readingMessages } from "../../../src/server/features/captures/reading/reading-refusal";
import {
  certificateLines,
  certificatePdf,
  certificatePng,
  pngHeader,
} from "../../support/certificate-files";

describe("checkFile", () => {
  it("takes a PDF and an image for what their first bytes say, with the image's size", async () => {
    const pdf = await certificatePdf(certificateLines);
    expect(await checkFile(pdf, "application/pdf")).toEqual({ type: "application/pdf" });
    const png = await certificatePng(certificateLines, 1);
    expect(await checkFile(png, "image/png")).toEqual({
      type: "image/png",
      width: 612,
      height: 792,
    });
    // A type that names no kind (a mail attachment's octet-stream) leaves it to the content.
    expect(await checkFile(png, "application/octet-stream")).toMatchObject({ type: "image/png" });
  });

  it("takes a WebP photo", async () => {
    const webp = await sharp(await certificatePng(certificateLines, 1))
      .webp()
      .toBuffer();
    expect(await checkFile(webp, "image/webp")).toEqual({
      type: "image/webp",
      width: 612,
      height: 792,
    });
  });

  it("refuses an image whose header is damaged", async () => {
    const png = await certificatePng(certificateLines, 1);
    const damaged = Buffer.concat([png.subarray(0, 8), Buffer.from("not a header at all")]);
    await expect(checkFile(damaged, "image/png")).rejects.toThrow(readingMessages.damagedImage);
  });

  it("refuses an empty file", async () => {
    await expect(checkFile(new Uint8Array(), "application/pdf")).rejects.toThrow(
      readingMessages.empty,
    );
  });

  it("refuses a PNG sent as a PDF, saying what it really is", async () => {
    const png = await certificatePng(certificateLines, 1);
    await expect(checkFile(png, "application/pdf")).rejects.toThrow(
      "This file says it is a PDF but it is a PNG image. Upload it again under its real type.",
    );
  });

  it("refuses a file of no kind it reads, and a HEIC photo in words of its own", async () => {
    await expect(
      checkFile(Buffer.from("MZ\x90\x00 not a certificate"), "application/pdf"),
    ).rejects.toThrow(readingMessages.notReadable);
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypheic"),
      Buffer.alloc(16),
    ]);
    await expect(checkFile(heic, "image/heic")).rejects.toThrow(readingMessages.heic);
  });

  it("refuses from its header alone an image claiming 40,000 × 40,000 pixels", async () => {
    const bomb = pngHeader(40_000, 40_000);
    expect(bomb.length).toBeLessThan(100);
    await expect(checkFile(bomb, "image/png")).rejects.toThrow(
      "This image is 40,000 × 40,000 pixels; images over 40 megapixels are not read.",
    );
  });

  it("takes an image of exactly 40 megapixels by its header", async () => {
    expect(await checkFile(pngHeader(8000, 5000), "image/png")).toMatchObject({ width: 8000 });
  });
});
