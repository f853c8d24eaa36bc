import type { CycleReport } from "@common/reports";
import type { Download } from "../../shared/send-download";
import { creditsCsv } from "./credits-csv";
import { creditsCsvFileName, transcriptFileName } from "./report-file-names";
import { transcriptPdf } from "./transcript-pdf";

/** The transcript of a cycle as a PDF file, to its owner or to anyone holding a share link. */
export function transcriptDownload(report: CycleReport): Download {
  return { type: "application/pdf", name: transcriptFileName(report), body: transcriptPdf(report) };
}

/** The credits of a cycle as a CSV file. */
export function creditsCsvDownload(report: CycleReport): Download {
  return {
    type: "text/csv; charset=utf-8",
    name: creditsCsvFileName(report),
    body: creditsCsv(report),
  };
}
