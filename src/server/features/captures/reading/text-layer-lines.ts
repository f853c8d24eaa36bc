import type { Box, DocumentLine, DocumentWord } from "@common/capture/document-text";

/** A run of text from a PDF's text layer, placed on the page (top-left origin, page units). */
export type PlacedText = { text: string; x: number; baseline: number; width: number; size: number };

/**
 * The lines of a page from its text runs: runs whose baselines are within half a letter of each
 * other make one line, read left to right, and each run is cut into words. A run only knows its
 * own width, so its words get shares of it by their number of letters (close for the fonts
 * certificates use, and never outside the run).
 */
export function textLayerLines(runs: PlacedText[]): DocumentLine[] {
  const sorted = runs
    .filter((run) => run.text.trim() !== "" && run.size > 0)
    .sort((a, b) => a.baseline - b.baseline || a.x - b.x);
  const groups: PlacedText[][] = [];
  for (const run of sorted) {
    const line = groups.find((group) => {
      const first = group[0];
      return first !== undefined && Math.abs(first.baseline - run.baseline) < run.size / 2;
    });
    if (line) line.push(run);
    else groups.push([run]);
  }
  return groups.map((group) => {
    const words = group.sort((a, b) => a.x - b.x).flatMap(runWords);
    return { text: words.map((word) => word.text).join(" "), box: around(words), words };
  });
}

function runWords(run: PlacedText): DocumentWord[] {
  const perLetter = run.width / run.text.length;
  const top = run.baseline - run.size;
  return [...run.text.matchAll(/\S+/g)].map((match) => ({
    text: match[0],
    box: {
      x: run.x + match.index * perLetter,
      y: top,
      width: match[0].length * perLetter,
      height: run.size,
    },
    confidence: 1,
  }));
}

/** The smallest box around the words' boxes. */
export function around(words: { box: Box }[]): Box {
  const left = Math.min(...words.map((word) => word.box.x));
  const top = Math.min(...words.map((word) => word.box.y));
  const right = Math.max(...words.map((word) => word.box.x + word.box.width));
  const bottom = Math.max(...words.map((word) => word.box.y + word.box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}
