import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Clock } from "./clock";
import type { Database } from "./db/open";
import type { FeatureDeps } from "./feature-deps";
import { activityRoutes } from "./features/activity/routes";
import { adminCredentialRoutes } from "./features/admin/credential-routes";
import { adminSessionRoutes } from "./features/admin/routes";
import { adminDashboardRoutes } from "./features/admin-dashboard/routes";
import { apiReferenceRoutes } from "./features/api-reference/routes";
import { authRoutes } from "./features/auth/routes";
import { authLogRoutes } from "./features/auth-logs/routes";
import { backupRoutes } from "./features/backup/routes";
import { calendarFeedRoutes } from "./features/calendar/calendar-feed-routes";
import { calendarRoutes } from "./features/calendar/routes";
import { captureMailRoutes } from "./features/captures/mail-routes";
import { captureRoutes } from "./features/captures/routes";
import { certificationRoutes } from "./features/certifications/routes";
import { creditRoutes } from "./features/credits/routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { deviceRoutes } from "./features/devices/routes";
import { feedbackRoutes } from "./features/feedback/routes";
import { feedbackTriageRoutes } from "./features/feedback/triage-routes";
import { fileRoutes } from "./features/files/routes";
import { healthRoutes } from "./features/health/routes";
import { mfaRoutes } from "./features/mfa/routes";
import { notificationPreferenceRoutes } from "./features/notification-preferences/routes";
import { notificationRoutes } from "./features/notifications/routes";
import { opportunityRoutes } from "./features/opportunities/routes";
import { optimizedViewRoutes } from "./features/optimized-view/routes";
import { passwordResetRoutes } from "./features/password-reset/routes";
import { plannerRoutes } from "./features/planner/routes";
import { profileRoutes } from "./features/profile/routes";
import { registrationRoutes } from "./features/registration/routes";
import { remindersOnChange } from "./features/reminders/reminders-on-change";
import { reportRoutes } from "./features/reports/routes";
import { reportShareRoutes } from "./features/reports/share-routes";
import { requirementLibraryAdminRoutes } from "./features/requirement-library/admin-routes";
import { requirementLibraryRoutes } from "./features/requirement-library/routes";
import { ruleChangeRoutes } from "./features/requirement-library/rule-change-routes";
import { requirementTemplateRoutes } from "./features/requirement-templates/routes";
import { sessionRoutes } from "./features/sessions/routes";
import { signInRoutes } from "./features/sign-in/routes";
import { spreadsheetRoutes } from "./features/spreadsheets/routes";
import { subscriptionRoutes } from "./features/subscription/routes";
import { systemSettingsRoutes } from "./features/system-settings/routes";
import { themeRoutes } from "./features/theme/routes";
import { userManagementRoutes } from "./features/user-management/routes";
import { accessPlugin } from "./plugins/access";
import { csrfPlugin } from "./plugins/csrf";
import { errorHandler } from "./plugins/error-handler";
import { openApiPlugin } from "./plugins/openapi";
import { type ApiRequestLimit, productionApiRequestLimit, rateLimits } from "./plugins/rate-limits";
import { routeLimitsPlugin } from "./plugins/route-limits";
import { securityHeaderSet, securityHeaders } from "./plugins/security-headers";
import { sessionsPlugin } from "./plugins/sessions";
import { webApp } from "./plugins/web-app";
import { requestValidatorCompiler } from "./shared/request-validator";
import { responseSerializerCompiler } from "./shared/response-serializer";
import { loadWebFiles } from "./web-files/web-files";
import { serverAnsweringWebFilesFirst } from "./web-files/web-server";

export type AppDeps = {
  config: FeatureDeps["config"];
  db: Database;
  clock: Clock;
  /** Folder of the built web app; undefined serves the API only. */
  webRoot?: string;
  /** The general /api request limit; productionApiRequestLimit unless a test needs another. */
  apiRequestLimit?: ApiRequestLimit;
  logger?: FastifyServerOptions["logger"];
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const headers = securityHeaderSet({ https: deps.config.secureCookies });
  const webFiles = deps.webRoot ? await loadWebFiles(deps.webRoot, headers) : undefined;
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 12 * 1024 * 1024,
    ...(webFiles ? { serverFactory: serverAnsweringWebFilesFirst(webFiles) } : {}),
  });
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  await app.register(errorHandler);
  // First: its hook answers the web app's files before any other hook runs.
  await app.register(webApp, { files: webFiles });
  await app.register(securityHeaders, { headers });
  await app.register(sessionsPlugin, {
    db: deps.db,
    clock: deps.clock,
    secret: deps.config.sessionSecret,
    secureCookies: deps.config.secureCookies,
  });
  await app.register(rateLimits, { limit: deps.apiRequestLimit ?? productionApiRequestLimit });
  await app.register(csrfPlugin);
  await app.register(accessPlugin, { db: deps.db, clock: deps.clock });
  await app.register(routeLimitsPlugin);
  // Before the routes: it reads each one as it is registered.
  await app.register(openApiPlugin);

  const features: FeatureDeps = { db: deps.db, clock: deps.clock, config: deps.config };
  await app.register(remindersOnChange, features);
  await app.register(healthRoutes, features);
  await app.register(themeRoutes, features);
  await app.register(authRoutes, features);
  await app.register(registrationRoutes, features);
  await app.register(passwordResetRoutes, features);
  await app.register(signInRoutes, features);
  await app.register(mfaRoutes, features);
  await app.register(deviceRoutes, features);
  await app.register(profileRoutes, features);
  await app.register(sessionRoutes, features);
  await app.register(fileRoutes, features);
  await app.register(certificationRoutes, features);
  await app.register(creditRoutes, features);
  await app.register(spreadsheetRoutes, features);
  await app.register(requirementTemplateRoutes, features);
  await app.register(requirementLibraryRoutes, features);
  await app.register(ruleChangeRoutes, features);
  await app.register(dashboardRoutes, features);
  await app.register(calendarRoutes, features);
  await app.register(captureRoutes, features);
  await app.register(captureMailRoutes, features);
  await app.register(calendarFeedRoutes, features);
  await app.register(activityRoutes, features);
  await app.register(notificationRoutes, features);
  await app.register(notificationPreferenceRoutes, features);
  await app.register(feedbackRoutes, features);
  await app.register(reportRoutes, features);
  await app.register(reportShareRoutes, features);
  await app.register(backupRoutes, features);
  await app.register(opportunityRoutes, features);
  await app.register(plannerRoutes, features);
  await app.register(subscriptionRoutes, features);
  await app.register(adminSessionRoutes, features);
  await app.register(adminCredentialRoutes, features);
  await app.register(userManagementRoutes, features);
  await app.register(authLogRoutes, features);
  await app.register(optimizedViewRoutes, features);
  await app.register(systemSettingsRoutes, features);
  await app.register(adminDashboardRoutes, features);
  await app.register(feedbackTriageRoutes, features);
  await app.register(requirementLibraryAdminRoutes, features);
  await app.register(apiReferenceRoutes, features);
  return app;
}
