import type { CatalogueCheck, CatalogueFormat } from "@common/opportunity-import";
import { importLimits, importMessages } from "@common/spreadsheets/spreadsheet-import";
import { useCheckThenImport } from "@web/components/imports/use-check-then-import";
import { useState } from "react";
import { checkCatalogue, runCatalogueImport } from "./catalog-api";
import { useRefreshCatalog } from "./use-catalog";

/** A picked catalogue: its name, its text and whether it is CSV or JSON. */
type PickedCatalogue = { name: string; text: string; format: CatalogueFormat };

/** JSON when its name says so or its text opens a list; CSV otherwise. */
function formatOf(name: string, text: string): CatalogueFormat {
  return /\.json$/i.test(name) || /^\uFEFF?\s*\[/.test(text) ? "json" : "csv";
}

async function readCatalogue(
  file: File,
): Promise<{ ok: true; picked: PickedCatalogue } | { ok: false; message: string }> {
  if (file.size > importLimits.maxBytes) return { ok: false, message: importMessages.tooLarge };
  try {
    const bytes = await file.arrayBuffer();
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return { ok: true, picked: { name: file.name, text, format: formatOf(file.name, text) } };
  } catch {
    return { ok: false, message: importMessages.notUtf8 };
  }
}

/**
 * A provider's catalogue imported as a user's spreadsheet is: a file picked, checked on the
 * server (nothing written), then imported with its progress. Picking another file asks for a
 * new check.
 */
export function useCatalogueImport() {
  const refresh = useRefreshCatalog();
  const [picked, setPicked] = useState<PickedCatalogue | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const steps = useCheckThenImport<CatalogueCheck>({ afterImport: refresh });

  async function pickFile(file: File | undefined) {
    setFileProblem(null);
    steps.forgetCheck();
    setPicked(null);
    if (!file) return;
    const read = await readCatalogue(file);
    if (read.ok) setPicked(read.picked);
    else setFileProblem(read.message);
  }

  const body = () => picked && { text: picked.text, format: picked.format };

  return {
    picked,
    pickFile,
    fileProblem,
    checked: steps.checked,
    check: async () => {
      const request = body();
      if (request) await steps.check(() => checkCatalogue(request));
    },
    importing: steps.importing,
    startImport: async () => {
      const request = body();
      if (request) await steps.startImport((onLine) => runCatalogueImport(request, onLine));
    },
  };
}
