import {
  CalendarSync,
  FileSpreadsheet,
  type LucideIcon,
  PlugZap,
  ScanLine,
  Smartphone,
  UsersRound,
} from "lucide-react";

export type ComingFeature = { title: string; description: string; icon: LucideIcon };

/** What is being built next, in the order it is expected. */
export const comingFeatures: ComingFeature[] = [
  {
    title: "Calendar feed (iCal)",
    description:
      "Subscribe to your expiration dates and reporting deadlines from Google Calendar, Outlook or Apple Calendar; they stay up to date by themselves.",
    icon: CalendarSync,
  },
  {
    title: "Mobile push reminders",
    description:
      "Deadline reminders delivered as notifications on your phone, alongside the in-app, email and text message ones.",
    icon: Smartphone,
  },
  {
    title: "Team and employer accounts",
    description:
      "Managers see the licenses and CE progress of their whole team in one place and know who needs to renew.",
    icon: UsersRound,
  },
  {
    title: "Certificate scanning",
    description:
      "Photograph a certificate or a course completion record and CertMinder fills in the name, dates and credits for you.",
    icon: ScanLine,
  },
  {
    title: "CE provider integrations",
    description:
      "Credits from connected education providers are recorded against the right certification as soon as you finish a course.",
    icon: PlugZap,
  },
  {
    title: "Bulk import from a spreadsheet",
    description:
      "Bring all your certifications and credits in at once from a CSV or Excel file instead of typing them one by one.",
    icon: FileSpreadsheet,
  },
];
