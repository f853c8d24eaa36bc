import {
  certificationImportSchema,
  creditImportSchema,
  dryRunSchema,
  type ExistingChoice,
  type ImportProgress,
  importProgressStream,
  spreadsheetFile,
} from "@common/spreadsheets/spreadsheet-import";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { userToday } from "../../clock";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { HttpError } from "../../shared/http-error";
import { sendJsonLines } from "../../shared/json-lines";
import { routeOptions } from "../../shared/route-options";
import { sendDownload } from "../../shared/send-download";
import {
  certificationDryRun,
  checkedCertificationImport,
  checkedCreditImport,
  creditDryRun,
} from "./check-import";
import type { ImportPlan } from "./import-plan";
import { certificationsCsv, creditsCsv } from "./spreadsheet-export";
import {
  type ImportOutcome,
  importCertifications,
  importCredits,
  type OnProgress,
} from "./write-import";

/** How the rows are written: the columns the file has, and what to do with rows already there. */
const choice = (plan: ImportPlan<unknown>, body: { existing: ExistingChoice }) => ({
  mapping: plan.mapping,
  existing: body.existing,
});

/**
 * Answers the import as a stream of JSON lines: its progress as rows are written, then
 * `{created, updated, skipped}` once committed, or `{failed}` when it stopped (nothing kept). The answer is 200
 * from the first line: a failure after it can only be told in the stream.
 */
function streamImport(
  request: FastifyRequest,
  reply: FastifyReply,
  total: number,
  write: (onProgress: OnProgress) => Promise<ImportOutcome>,
) {
  return sendJsonLines<ImportProgress>(
    reply,
    { done: 0, total },
    (send) => write((done, of) => send({ done, total: of })),
    (error) => {
      if (!(error instanceof HttpError)) request.log.error({ err: error }, "import failed");
      return {
        failed:
          error instanceof HttpError ? error.message : "The import stopped; nothing was imported",
      };
    },
  );
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

    routes.post(
      "/api/spreadsheets/certifications/dry-run",
      routeOptions(
        { access: "signed-in", limit: "imports" },
        {
          summary: "Check a spreadsheet of certifications before importing it",
          description:
            "Answers what would be created, which rows are already in CertMinder and each row's problems; nothing is written.",
          body: certificationImportSchema,
          response: { 200: dryRunSchema },
        },
      ),
      async (request) => {
        return certificationDryRun(db, request.user, request.body);
      },
    );
    routes.post(
      "/api/spreadsheets/certifications/import",
      routeOptions(
        { access: "signed-in", limit: "imports", affectsReminders: true },
        {
          summary: "Import a spreadsheet of certifications",
          description:
            "All rows or none, in one transaction; rows already in CertMinder are skipped or updated (`existing`), never added twice; the answer streams the progress as NDJSON.",
          body: certificationImportSchema,
          response: { 200: importProgressStream },
        },
      ),
      async (request, reply) => {
        const plan = await checkedCertificationImport(db, request.user, request.body);
        const inputs = plan.valid.map((row) => row.input);
        return streamImport(request, reply, inputs.length, (onProgress) =>
          importCertifications(deps, request.user, inputs, choice(plan, request.body), onProgress),
        );
      },
    );

    routes.post(
      "/api/spreadsheets/credits/dry-run",
      routeOptions(
        { access: "signed-in", limit: "imports" },
        {
          summary: "Check a spreadsheet of credits before importing it",
          description:
            "Answers what would be created, which rows are already in CertMinder and each row's problems; nothing is written.",
          body: creditImportSchema,
          response: { 200: dryRunSchema },
        },
      ),
      async (request) => {
        return creditDryRun(deps, request.user, request.body);
      },
    );
    routes.post(
      "/api/spreadsheets/credits/import",
      routeOptions(
        { access: "signed-in", limit: "imports", affectsReminders: true },
        {
          summary: "Import a spreadsheet of credits",
          description:
            "All rows or none, in one transaction; rows already in CertMinder are skipped or updated (`existing`), never added twice; the answer streams the progress as NDJSON.",
          body: creditImportSchema,
          response: { 200: importProgressStream },
        },
      ),
      async (request, reply) => {
        const plan = await checkedCreditImport(deps, request.user, request.body);
        const inputs = plan.valid.map((row) => row.input);
        return streamImport(request, reply, inputs.length, (onProgress) =>
          importCredits(deps, request.user, inputs, choice(plan, request.body), onProgress),
        );
      },
    );
  },
);
