import {
  backupFile,
  backupMessages,
  backupRestoredSchema,
  backupStatusSchema,
  backupUploadRule,
} from "@common/backup";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { userToday } from "../../clock";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { HttpError } from "../../shared/http-error";
import { routeOptions } from "../../shared/route-options";
import { sendDownload } from "../../shared/send-download";
import {
  acceptStreamedUploads,
  refuseDeclaredTooLarge,
  saveUpload,
} from "../../shared/streamed-upload";
import { onCaptureAdded } from "../captures/capture-added";
import { backupZip } from "./backup-zip";
import { accountIsEmpty, restoreBackup } from "./restore-backup";

/**
 * The user's backup: GET /api/user/backup, everything they own as a ZIP (streamed);
 * GET /api/user/backup/status, whether a backup can be restored into this account; and
 * POST /api/user/backup/restore, a backup ZIP (the raw body, at most 100 MB) restored into it.
 * A restore is refused before a byte of its upload is read when the account cannot take it,
 * one is already running, or the upload says it is too large; the upload is then written to a
 * temporary file, never held in memory, and removed when the restore ends.
 */
export const backupRoutes = featureRoutes(
  "backup",
  async (app, deps: FeatureDeps) => {
    acceptStreamedUploads(app, backupUploadRule);
    const routes = app.withTypeProvider<ZodTypeProvider>();

    const backupSchema = { response: { 200: backupFile } };
    routes.get(
      "/api/user/backup",
      routeOptions(
        { access: "signed-in", limit: "downloads" },
        {
          ...backupSchema,
          summary: "Download a backup of everything the user owns as ZIP",
          description: "A streamed file download.",
        },
      ),
      async (request, reply) => {
        const now = deps.clock.now();
        const backup = await backupZip(deps.db, request.user, { now, log: request.log });
        return sendDownload(reply, {
          type: "application/zip",
          name: `CertMinder backup ${userToday(request.user, deps.clock)}.zip`,
          body: backup.stream,
          length: backup.size,
        });
      },
    );

    routes.get(
      "/api/user/backup/status",
      routeOptions("signed-in", {
        summary: "Whether a backup can be restored into this account",
        description:
          "Only an account without certifications, credits or requirement templates can take a restore.",
        response: { 200: backupStatusSchema },
      }),
      async (request) => ({ canRestore: await accountIsEmpty(deps.db, request.user.id) }),
    );

    // One restore of an account at a time (per instance).
    const restoring = new Set<number>();
    routes.post(
      "/api/user/backup/restore",
      routeOptions(
        { access: "signed-in", affectsReminders: true },
        {
          summary: "Restore a backup ZIP into the account",
          description:
            "The ZIP is the raw request body, at most 100 MB; the account must hold no certifications, credits or requirement templates. One restore of an account runs at a time (429 otherwise).",
          consumes: backupUploadRule.contentTypes,
          response: { 200: backupRestoredSchema },
        },
      ),
      async (request) => {
        const userId = request.user.id;
        if (restoring.has(userId)) throw new HttpError(429, backupMessages.busy);
        if (!(await accountIsEmpty(deps.db, userId))) {
          throw new HttpError(409, backupMessages.notEmpty);
        }
        refuseDeclaredTooLarge(request, backupUploadRule);
        restoring.add(userId);
        try {
          const upload = await saveUpload(request.body, backupUploadRule);
          try {
            const restored = await restoreBackup(deps, request.user, upload.path);
            // Those that were waiting to be read are read now, not at the readers' next round.
            if (restored.captures > 0) onCaptureAdded.emit();
            return restored;
          } finally {
            await upload.remove();
          }
        } finally {
          restoring.delete(userId);
        }
      },
    );
  },
  { needs: ["reminders-on-change"] },
);
