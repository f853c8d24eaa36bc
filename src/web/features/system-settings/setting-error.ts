import { ApiError } from "@web/lib/api-error";
import { showFailure } from "@web/lib/failure-toast";
import { serverMessage } from "@web/lib/server-message";

/**
 * Where a refused save is told. A form sends one setting, so a refused value (400, "reminderSteps.1:
 * Each reminder day must be ...") belongs under its field: answered without the field's name.
 * Anything else (the connection, the admin session) is a toast; answers null.
 */
export function settingRefusal(error: unknown): string | null {
  if (error instanceof ApiError && error.status === 400) {
    const message = serverMessage(error, "This value cannot be saved");
    const separator = message.indexOf(": ");
    return separator > 0 ? message.slice(separator + 2) : message;
  }
  showFailure("Failed to save settings", error);
  return null;
}
