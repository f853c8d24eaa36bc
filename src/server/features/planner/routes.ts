import { creditSchema } from "@common/certifications/credit";
import {
  planCompletionSchema,
  planFile,
  plannedCourseParamsSchema,
  plannerPreferencesSchema,
  planQuerySchema,
  planSchema,
} from "@common/planner";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { routeOptions } from "../../shared/route-options";
import { sendDownload } from "../../shared/send-download";
import { completePlannedCourse } from "./complete-planned-course";
import { currentPlan } from "./current-plan";
import { planDownload } from "./plan-download";
import { readPlannerPreferences, savePlannerPreferences } from "./planner-preferences";

/**
 * The renewal planner (premium): the plan across every active certification, the user's
 * preferences it is solved with, "I completed this" on a planned course, and the plan as a PDF.
 * Solving counts toward the `plans` limit.
 */
export const plannerRoutes = featureRoutes(
  "planner",
  async (app, { db, clock }: FeatureDeps) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      "/api/planner",
      routeOptions(
        { access: "premium", limit: "plans" },
        {
          summary: "The renewal plan: the courses that close every gap before each deadline",
          description:
            "Worked out on each call from the active certifications, the open catalogue and the saved preferences; `minimize` says what to make smallest first. 503 to try again when the instance has too many plans waiting or its solver stopped (decision 062).",
          querystring: planQuerySchema,
          response: { 200: planSchema },
        },
      ),
      async (request) => currentPlan({ db, clock }, request.user, request.query.minimize),
    );

    routes.get(
      "/api/planner/plan.pdf",
      routeOptions(
        { access: "premium", limit: "plans" },
        {
          summary: "Download the renewal plan as PDF",
          description: "The plan `GET /api/planner` answers, as a file download.",
          querystring: planQuerySchema,
          response: { 200: planFile },
        },
      ),
      async (request, reply) =>
        sendDownload(
          reply,
          await planDownload({ db, clock }, request.user, request.query.minimize),
        ),
    );

    routes.get(
      "/api/planner/preferences",
      routeOptions("premium", {
        summary: "The planner's preferences",
        description: "The defaults until the user saves any.",
        response: { 200: plannerPreferencesSchema },
      }),
      async (request) => readPlannerPreferences(db, request.user.id),
    );

    routes.put(
      "/api/planner/preferences",
      routeOptions("premium", {
        summary: "Save the planner's preferences",
        description:
          "Replaces them whole: exclusions, budget, monthly hours limit, pins and the calendar option. Course ids are kept whether or not the catalogue holds them.",
        body: plannerPreferencesSchema,
        response: { 200: plannerPreferencesSchema },
      }),
      async (request) => savePlannerPreferences({ db, clock }, request.user.id, request.body),
    );

    routes.post(
      "/api/planner/courses/:opportunityId/completion",
      routeOptions(
        { access: "premium", affectsReminders: true, limit: "plans" },
        {
          summary: "Record a planned course as completed",
          description:
            "Records the course as one credit toward every certification the current plan (solved for `minimize`) counts it for. A course not in the plan answers 409; one not in the catalogue 404.",
          params: plannedCourseParamsSchema,
          querystring: planQuerySchema,
          body: planCompletionSchema,
          response: { 201: creditSchema },
        },
      ),
      async (request, reply) => {
        const credit = await completePlannedCourse(
          { db, clock },
          request.user,
          request.params.opportunityId,
          request.query.minimize,
          request.body,
        );
        return reply.status(201).send(credit);
      },
    );
  },
  { needs: ["reminders-on-change"] },
);
