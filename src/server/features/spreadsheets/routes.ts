import {
  certificationImportSchema,
  creditImportSchema,
  dryRunSchema,
  type ExistingChoice,
  type ImportRequest,
  importProgressStream,
  spreadsheetFile,
} from "@common/spreadsheets/spreadsheet-import";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { userToday } from "../../clock";
import type { UserRow } from "../../db/schema";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import type { ImportOutcome, OnProgress } from "../../shared/import-rows";
import { routeOptions } from "../../shared/route-options";
import { sendDownload } from "../../shared/send-download";
import { type StartedImport, streamImport } from "../../shared/stream-import";
import {
  certificationDryRun,
  checkedCertificationImport,
  checkedCreditImport,
  creditDryRun,
} from "./check-import";
import type { ImportPlan } from "./import-plan";
import { certificationsCsv, creditsCsv } from "./spreadsheet-export";
import { importCertifications, importCredits } from "./write-import";

/**
 * The valid rows of a checked file, written by `write` with the columns the file has and
 * what to do with rows already there.
 */
function importOf<Input>(
  plan: ImportPlan<Input>,
  body: { existing: ExistingChoice },
  write: (
    inputs: Input[],
    how: { mapping: ImportPlan<Input>["mapping"]; existing: ExistingChoice },
    onProgress: OnProgress,
  ) => Promise<ImportOutcome>,
): StartedImport {
  const inputs = plan.valid.map((row) => row.input);
  const how = { mapping: plan.mapping, existing: body.existing };
  return { total: inputs.length, write: (onProgress) => write(inputs, how, onProgress) };
}

/** "CertMinder certifications 2026-11-24.csv", the date being the user's today. */
const exportFileName = (what: string, today: string) => `CertMinder ${what} ${today}.csv`;

/**
 * Spreadsheets of the user's own records: GET the certifications and the credits as CSV, and
 * POST a CSV file of either to check it (dry run: what would be created and every row's
 * problem, nothing written) or to import it in one transaction.
 */
export const spreadsheetRoutes = featureRoutes(
  "spreadsheets",
  async (app, { db, clock }: FeatureDeps) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const deps = { db, clock };

    const exports = [
      {
        path: "/api/spreadsheets/certifications.csv",
        what: "certifications",
        csv: certificationsCsv,
        summary: "Download the user's certifications as CSV",
      },
      {
        path: "/api/spreadsheets/credits.csv",
        what: "credits",
        csv: creditsCsv,
        summary: "Download the user's credits as CSV",
      },
    ];
    for (const { path, what, csv, summary } of exports) {
      const description = "A file download, in the columns an import reads.";
      const schema = { summary, description, response: { 200: spreadsheetFile } };
      routes.get(
        path,
        routeOptions({ access: "signed-in", limit: "downloads" }, schema),
        async (request, reply) => {
          return sendDownload(reply, {
            type: "text/csv; charset=utf-8",
            name: exportFileName(what, userToday(request.user, clock)),
            body: await csv(db, request.user.id),
          });
        },
      );
    }

    const imports = [
      {
        kind: "certifications",
        body: certificationImportSchema,
        dryRun: (user: UserRow, body: ImportRequest) => certificationDryRun(db, user, body),
        start: async (user: UserRow, body: ImportRequest) =>
          importOf(
            await checkedCertificationImport(db, user, body),
            body,
            (inputs, how, onProgress) => importCertifications(deps, user, inputs, how, onProgress),
          ),
      },
      {
        kind: "credits",
        body: creditImportSchema,
        dryRun: (user: UserRow, body: ImportRequest) => creditDryRun(deps, user, body),
        start: async (user: UserRow, body: ImportRequest) =>
          importOf(await checkedCreditImport(deps, user, body), body, (inputs, how, onProgress) =>
            importCredits(deps, user, inputs, how, onProgress),
          ),
      },
    ];
    for (const { kind, body, dryRun, start } of imports) {
      routes.post(
        `/api/spreadsheets/${kind}/dry-run`,
        routeOptions(
          { access: "signed-in", limit: "imports" },
          {
            summary: `Check a spreadsheet of ${kind} before importing it`,
            description:
              "Answers what would be created, which rows are already in CertMinder and each row's problems; nothing is written.",
            body,
            response: { 200: dryRunSchema },
          },
        ),
        async (request) => dryRun(request.user, request.body),
      );
      routes.post(
        `/api/spreadsheets/${kind}/import`,
        routeOptions(
          { access: "signed-in", limit: "imports", affectsReminders: true },
          {
            summary: `Import a spreadsheet of ${kind}`,
            description:
              "All rows or none, in one transaction; rows already in CertMinder are skipped or updated (`existing`), never added twice; the answer streams the progress as NDJSON.",
            body,
            response: { 200: importProgressStream },
          },
        ),
        async (request, reply) =>
          streamImport(request, reply, await start(request.user, request.body)),
      );
    }
  },
);
