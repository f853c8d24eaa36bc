import {
  BellRing,
  CircleHelp,
  KeyRound,
  type LucideIcon,
  Palette,
  Server,
  ShieldCheck,
  UserRound,
  Users,
} from "lucide-react";

export type SettingsSection = {
  title: string;
  path: string;
  description: string;
  icon: LucideIcon;
  /** Names the card for the guided tour. */
  tour?: string;
};

/** The settings pages everyone has, in the sidebar's order and with its names. */
export const settingsSections: SettingsSection[] = [
  {
    title: "Profile",
    path: "/settings/profile",
    description: "Your name, avatar, email address and phone number.",
    icon: UserRound,
  },
  {
    title: "Security",
    path: "/settings/security",
    description: "Two-step sign-in (MFA), recovery codes, trusted devices and active sessions.",
    icon: ShieldCheck,
  },
  {
    title: "Password",
    path: "/settings/password",
    description: "Change the password you sign in with.",
    icon: KeyRound,
  },
  {
    title: "Alerts",
    path: "/settings/notifications",
    description: "Which deadline reminders you get, how far ahead and how they reach you.",
    icon: BellRing,
  },
  {
    title: "Theme",
    path: "/settings/appearance",
    description: "The style, primary colour and corner radius of the app.",
    icon: Palette,
  },
  {
    title: "Help",
    path: "/settings/help",
    description: "Guided tours of the app and answers to common questions.",
    icon: CircleHelp,
    tour: "settings-help",
  },
];

/** The settings pages only administrators have. */
export const adminSettingsSections: SettingsSection[] = [
  {
    title: "User Management",
    path: "/settings/users",
    description: "Look up accounts, their roles and whether they are enabled.",
    icon: Users,
  },
  {
    title: "System",
    path: "/settings/system",
    description: "How the CertMinder server is set up and running.",
    icon: Server,
  },
];
