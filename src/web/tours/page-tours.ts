import { region, type TourDefinition } from "./tour-definition";

const statusRule =
  "Completed at 100% of the required credits, On Track from 75%, In Progress from 40%, and At Risk below that";

export const dashboardTour: TourDefinition = {
  name: "dashboard",
  label: "Dashboard",
  path: "/",
  startsOn: "page",
  steps: [
    {
      target: region("sidebar-nav"),
      optional: true,
      placement: "right",
      title: "Find your way",
      content:
        "The menu leads to your certifications, the calendar, notifications and settings. Opportunities and Reports come with premium.",
    },
    {
      target: region("dashboard-stats"),
      title: "Your numbers at a glance",
      content:
        "How many certifications you track, how many are active, and how many deadlines fall in the next 90 days.",
    },
    {
      // Shown once there is an active certification.
      target: region("needs-attention"),
      optional: true,
      title: "Needs attention",
      content:
        "Every active certification that is At Risk, behind its pace plan or past the date its credits were due, whatever that date, most urgent first, with the reason in words.",
    },
    {
      target: region("upcoming-deadlines"),
      title: "Upcoming deadlines",
      content: `The five soonest expirations or reporting period ends of your active certifications within the next 90 days; a later one is not listed here, even when it needs attention. Each shows its credit progress (${statusRule}) and when to renew, in amber within your reminder lead time.`,
    },
    {
      // Only an empty dashboard offers it: the first thing a new user has to do.
      target: region("add-certification"),
      optional: true,
      title: "Add a certification",
      content:
        "Start here: add each license or certification with its dates and the credits it requires. Its deadlines then show on this page.",
    },
    {
      target: region("recent-activity"),
      title: "Recent activity",
      content: "Recent changes to your account show here; View all activity lists them all.",
    },
    {
      target: region("mini-calendar"),
      title: "This month",
      content: "Days with a deadline or renewal are marked. View full calendar opens the month.",
    },
  ],
};

export const certificationsTour: TourDefinition = {
  name: "certifications",
  label: "Certifications",
  path: "/certifications",
  startsOn: "page",
  steps: [
    {
      target: region("add-certification"),
      title: "Add a certification",
      content:
        "Add each license or certification with its dates and the credits it requires. The free plan holds a few; premium holds as many as you need.",
    },
    // An empty list shows neither the filters nor the list: the tour then shows the Add step.
    {
      target: region("certifications-filters"),
      optional: true,
      title: "Search and filter",
      content:
        "Find a certification by name or provider, or narrow the list by status or credit progress (on a phone, under Filters).",
    },
    {
      target: region("certifications-list"),
      optional: true,
      title: "Your certifications",
      content:
        "Each card shows the next deadline and the credits earned so far. Open one to record credits, keep certificates and renew it.",
    },
  ],
};

export const calendarTour: TourDefinition = {
  name: "calendar",
  label: "Calendar",
  path: "/calendar",
  startsOn: "page",
  steps: [
    {
      target: region("calendar-navigation"),
      title: "Move between months",
      content: "The calendar opens on this month; step back or forward one month at a time.",
    },
    {
      target: region("calendar-legend"),
      title: "What the colours mean",
      content:
        "Red marks a deadline, green a renewal and blue anything else. Each event also says what it is.",
    },
    {
      target: region("calendar-grid"),
      title: "Your month",
      placement: "top",
      content:
        "Each day shows its first event; +N more means there are more that day. Select a day to see them all. On a phone, days with events carry dots: tap one to list its events below the month.",
    },
  ],
};

export const reportsTour: TourDefinition = {
  name: "reports",
  label: "Reports",
  path: "/reports",
  startsOn: "page",
  steps: [
    {
      target: region("reports-overview"),
      title: "Reports",
      content:
        "Reports gather your certifications and credits into audit-ready summaries for regulators and licensing boards. They are part of premium.",
    },
  ],
};

export const settingsTour: TourDefinition = {
  name: "settings",
  label: "Settings",
  path: "/settings",
  startsOn: "page",
  steps: [
    {
      target: region("settings-sections"),
      title: "Your settings",
      content:
        "Update your profile, security and password, choose how and when reminders reach you under Alerts, and pick a theme.",
    },
    {
      target: region("settings-help"),
      title: "Help and tours",
      content:
        "Help explains deadline statuses, premium and reminders, and lets you replay any of these tours.",
    },
  ],
};
