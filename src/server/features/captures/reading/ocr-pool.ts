import { createRequire } from "node:module";
import path from "node:path";
import type { Box, DocumentLine } from "@common/capture/document-text";
import { type Bbox, createWorker, type Worker } from "tesseract.js";
import { ReadingRefusal, readingMessages } from "./reading-refusal";

/** What OCR found on one image: its lines in the image's pixels, and its mean confidence (0–1). */
export type OcrResult = { lines: DocumentLine[]; confidence: number };

/** One OCR engine, lent by the pool to one reading at a time. */
export type OcrEngine = {
  /**
   * Reads a PNG's words, the image first turned by `skewRadians` about its centre in a frame
   * of the same size (a slope taken out): the boxes are in that straightened frame.
   */
  recognize(png: Buffer, skewRadians?: number): Promise<OcrResult>;
  /** How far the PNG's lines slope, found by the engine's layout analysis without reading. */
  skew(png: Buffer): Promise<number>;
};

/**
 * At most `size` readings at once, each with an OCR engine of its own running in a worker
 * thread. A reading holds its engine from the moment it decodes an image until it is done
 * with it, so no more than `size` images are in memory at a time. A reading that holds its
 * engine longer than the pool's limit is stopped with a ReadingRefusal.
 */
export type OcrPool = {
  size: number;
  run<T>(reading: (engine: OcrEngine) => Promise<T>): Promise<T>;
  /** Ends the worker threads once the readings under way are done. */
  close(): Promise<void>;
};

/**
 * The English data comes from its npm package on the local disk, and tesseract.js loads its
 * engine from node_modules: nothing is fetched, and nothing is written beside the app.
 */
const require = createRequire(import.meta.url);
const langPath = path.join(
  path.dirname(require.resolve("@tesseract.js-data/eng/package.json")),
  "4.0.0_best_int",
);

/**
 * An engine's memory (WebAssembly) only grows, so a worker is replaced after this many images,
 * which keeps a long-running instance's memory where its first readings left it.
 */
const imagesPerWorker = 25;

/**
 * The longest a reading may hold its engine. A certificate reads in a few seconds; a noisy
 * scan was once measured at 185 s, and a person waiting is better served by filling in the
 * fields than by waiting that long.
 */
export const readingLimitMs = 120_000;

/** The worker is started by the first image a slot reads, and kept for the next readings. */
type Slot = { worker: Promise<Worker> | null; images: number };

/**
 * `limitMs` counts from the moment a reading gets its engine, not while it waits for one. Once
 * it has passed, the reading's worker is terminated (the slot starts a new one for the next
 * reading), its engine refuses any further image, and `run` rejects with "took too long".
 */
export function createOcrPool(
  size: number,
  { limitMs = readingLimitMs }: { limitMs?: number } = {},
): OcrPool {
  const idle: Slot[] = Array.from({ length: size }, () => ({ worker: null, images: 0 }));
  const waiting: ((slot: Slot) => void)[] = [];
  const running = new Set<Promise<unknown>>();

  const take = () =>
    new Promise<Slot>((resolve) => {
      const slot = idle.pop();
      if (slot) resolve(slot);
      else waiting.push(resolve);
    });
  const give = (slot: Slot) => {
    const next = waiting.shift();
    if (next) next(slot);
    else idle.push(slot);
  };

  async function retire(slot: Slot) {
    const worker = slot.worker;
    slot.worker = null;
    slot.images = 0;
    // A worker that never started has nothing to end.
    await worker?.then(
      (started) => started.terminate(),
      () => undefined,
    );
  }

  async function runIn<T>(slot: Slot, reading: (engine: OcrEngine) => Promise<T>): Promise<T> {
    let stopped = false;
    const tooLong = () => new ReadingRefusal(readingMessages.tookTooLong);
    /** The slot's worker, started by the first image; none once the reading was stopped. */
    const worker = async () => {
      if (stopped) throw tooLong();
      slot.worker ??= createWorker("eng", 1, { langPath, cacheMethod: "none" });
      const started = await slot.worker;
      if (stopped) throw tooLong();
      return started;
    };
    const engine: OcrEngine = {
      async recognize(png, skewRadians = 0) {
        const ocr = await worker();
        slot.images += 1;
        const { data } = await ocr.recognize(
          png,
          { rotateRadians: skewRadians },
          { blocks: true, text: false },
        );
        return { lines: ocrLines(data.blocks ?? []), confidence: data.confidence / 100 };
      },
      async skew(png) {
        const ocr = await worker();
        // No output asked for: the engine finds the lines and stops before reading them.
        const { data } = await ocr.recognize(
          png,
          { rotateAuto: true },
          { blocks: false, text: false, hocr: false, tsv: false },
        );
        return data.rotateRadians ?? 0;
      },
    };
    let timer: NodeJS.Timeout | undefined;
    const timeUp = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        stopped = true;
        reject(tooLong());
      }, limitMs);
    });
    const read = reading(engine);
    try {
      return await Promise.race([read, timeUp]);
    } catch (error) {
      // A stopped reading may still be drawing or decoding without its engine; whatever it
      // ends with is nobody's answer any more.
      read.catch(() => undefined);
      // A worker that failed or was stopped mid-image may be in any state: the next reading
      // gets a new one.
      await retire(slot);
      throw error;
    } finally {
      clearTimeout(timer);
      if (slot.images >= imagesPerWorker) await retire(slot);
    }
  }

  async function runInTurn<T>(reading: (engine: OcrEngine) => Promise<T>): Promise<T> {
    const slot = await take();
    try {
      return await runIn(slot, reading);
    } finally {
      give(slot);
    }
  }

  return {
    size,
    run(reading) {
      if (size === 0) {
        return Promise.reject(new Error("This instance reads no certificates (CAPTURE_WORKERS=0)"));
      }
      const done = runInTurn(reading);
      running.add(done);
      const forget = () => running.delete(done);
      done.then(forget, forget);
      return done;
    },
    async close() {
      await Promise.allSettled([...running]);
      await Promise.all(idle.map(retire));
    },
  };
}

type OcrBlock = { paragraphs: { lines: OcrLine[] }[] };
type OcrLine = { bbox: Bbox; words: { text: string; bbox: Bbox; confidence: number }[] };

function ocrLines(blocks: OcrBlock[]): DocumentLine[] {
  return blocks
    .flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))
    .map((line) => {
      const words = line.words
        .filter((word) => word.text.trim() !== "")
        .map((word) => ({
          text: word.text.trim(),
          box: boxOf(word.bbox),
          confidence: word.confidence / 100,
        }));
      return { text: words.map((word) => word.text).join(" "), box: boxOf(line.bbox), words };
    })
    .filter((line) => line.words.length > 0);
}

function boxOf({ x0, y0, x1, y1 }: Bbox): Box {
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
