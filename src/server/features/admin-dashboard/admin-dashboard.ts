import type { AdminDashboard } from "@common/admin-dashboard";
import { todayIn } from "@common/certifications/calendar-date";
import type { ServiceDeps } from "../../feature-deps";
import { certificationFigures } from "./certification-figures";
import { messageAndFeedbackFigures } from "./message-figures";
import { signUps } from "./sign-ups";
import { userFigures } from "./user-figures";

/**
 * The admin dashboard in five statements whatever the size of the installation, sent
 * together: users by plan, sign-ups, two of certifications, and one of reminders, outbox and
 * feedback. Each reads index ranges only (docs/decisions, "the admin dashboard's figures").
 * Days are UTC days: the figures are the installation's, not one user's.
 */
export async function adminDashboard({ db, clock }: ServiceDeps): Promise<AdminDashboard> {
  const now = clock.now();
  const today = todayIn("UTC", now);
  const [people, joined, certifications, messagesAndFeedback] = await Promise.all([
    userFigures(db),
    signUps(db, now, today),
    certificationFigures(db, today),
    messageAndFeedbackFigures(db, now),
  ]);
  return {
    today,
    users: { ...people.users, newIn7Days: joined.newIn7Days, newIn30Days: joined.newIn30Days },
    subscriptions: people.subscriptions,
    certifications,
    ...messagesAndFeedback,
    signUpsByWeek: joined.byWeek,
  };
}
