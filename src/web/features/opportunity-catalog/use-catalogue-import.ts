import type { CatalogueCheck, CatalogueFormat } from "@common/opportunity-import";
import { importLimits, importMessages } from "@common/spreadsheets/spreadsheet-import";
import type { Importing } from "@web/components/imports/import-status";
import { importRefusal } from "@web/lib/import-refusal";
import { serverMessage } from "@web/lib/server-message";
import { useState } from "react";
import { checkCatalogue, runCatalogueImport } from "./catalog-api";
import { useRefreshCatalog } from "./use-catalog";

/** A picked catalogue: its name, its text and whether it is CSV or JSON. */
type PickedCatalogue = { name: string; text: string; format: CatalogueFormat };

export type CatalogueChecked =
  | { state: "checking" }
  | { state: "checked"; result: CatalogueCheck }
  | { state: "refused"; message: string };

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
  const [checked, setChecked] = useState<CatalogueChecked | null>(null);
  const [importing, setImporting] = useState<Importing | null>(null);

  async function pickFile(file: File | undefined) {
    setFileProblem(null);
    setChecked(null);
    setImporting(null);
    setPicked(null);
    if (!file) return;
    const read = await readCatalogue(file);
    if (read.ok) setPicked(read.picked);
    else setFileProblem(read.message);
  }

  async function check() {
    if (!picked) return;
    setImporting(null);
    setChecked({ state: "checking" });
    try {
      const result = await checkCatalogue({ text: picked.text, format: picked.format });
      setChecked({ state: "checked", result });
    } catch (error) {
      setChecked({ state: "refused", message: serverMessage(error, "Could not check the file") });
    }
  }

  async function startImport() {
    if (!picked) return;
    setImporting({ state: "running", done: 0, total: 0 });
    try {
      const body = { text: picked.text, format: picked.format };
      const last = await runCatalogueImport(body, (line) => {
        if ("done" in line) setImporting({ state: "running", ...line });
      });
      if ("created" in last) {
        // The check no longer holds (the rows exist now): importing again needs a new one.
        setChecked(null);
        setImporting({ state: "created", ...last });
      } else if ("failed" in last) {
        setImporting({ state: "failed", message: last.failed, errors: [] });
      }
    } catch (error) {
      setImporting({
        state: "failed",
        message: serverMessage(error, "Could not import the file; nothing was imported"),
        errors: importRefusal(error)?.errors ?? [],
      });
    } finally {
      refresh();
    }
  }

  return { picked, pickFile, fileProblem, checked, check, importing, startImport };
}
