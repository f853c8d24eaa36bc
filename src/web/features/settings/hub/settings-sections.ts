import { type AccessHolder, accessRefusal } from "@common/access";
import { appPages, type MenuPage } from "@web/app-pages";

export type SettingsSection = {
  page: MenuPage;
  description: string;
  /** Names the card for the guided tour. */
  tour?: string;
};

/** The settings pages, in the sidebar's order and with its names; each card says what it holds. */
export const settingsSections: SettingsSection[] = [
  {
    page: appPages.profile,
    description: "Your name, avatar, email address and phone number.",
  },
  {
    page: appPages.security,
    description: "Two-step sign-in (MFA), recovery codes, trusted devices and active sessions.",
  },
  {
    page: appPages.password,
    description: "Change the password you sign in with.",
  },
  {
    page: appPages.alerts,
    description: "Which deadline reminders you get, how far ahead and how they reach you.",
  },
  {
    page: appPages.theme,
    description: "The style, primary colour and corner radius of the app.",
  },
  {
    page: appPages.help,
    description: "Guided tours of the app and answers to common questions.",
    tour: "settings-help",
  },
  {
    page: appPages.yourData,
    description: "Export to a spreadsheet, import from one, and back up or restore your account.",
  },
  {
    page: appPages.userManagement,
    description: "Look up accounts, their roles and whether they are enabled.",
  },
  {
    page: appPages.system,
    description: "How the CertMinder server is set up and running.",
  },
];

/** The cards `user` sees: the settings pages they may open. */
export function settingsSectionsFor(user: AccessHolder | null): SettingsSection[] {
  return settingsSections.filter(({ page }) => accessRefusal(page.access, user) === null);
}
