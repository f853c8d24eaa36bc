import { type LucideIcon, PlugZap, ScanLine, Smartphone, UsersRound } from "lucide-react";

/**
 * A feature not built yet, with the page it will live at: `path` (not yet in the app's page
 * table; a unit test fails once it is, so a feature that ships leaves this list) and `place`,
 * where that page will be, in the user's words.
 */
export type ComingFeature = {
  title: string;
  description: string;
  icon: LucideIcon;
  page: { path: string; place: string };
};

/** What is being built next, in the order it is expected. Nothing here exists yet. */
export const comingFeatures: ComingFeature[] = [
  {
    title: "Mobile push reminders",
    description:
      "Deadline reminders delivered as notifications on your phone, alongside the in-app, email and text message ones.",
    icon: Smartphone,
    page: { path: "/settings/push-reminders", place: "Settings › Push reminders" },
  },
  {
    title: "Team and employer accounts",
    description:
      "Managers see the licenses and CE progress of their whole team in one place and know who needs to renew.",
    icon: UsersRound,
    page: { path: "/team", place: "Team, a new menu entry" },
  },
  {
    title: "Certificate scanning",
    description:
      "Photograph a certificate or a course completion record and CertMinder fills in the name, dates and credits for you.",
    icon: ScanLine,
    page: { path: "/scan-certificate", place: "Certifications › Scan a certificate" },
  },
  {
    title: "CE provider integrations",
    description:
      "Credits from connected education providers are recorded against the right certification as soon as you finish a course.",
    icon: PlugZap,
    page: { path: "/settings/integrations", place: "Settings › Integrations" },
  },
];
