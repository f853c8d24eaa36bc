import { formField, region, type TourDefinition } from "./tour-definition";

const certificationForm = "certification-form";
const creditForm = "credit-form";

export const addCertificationTour: TourDefinition = {
  name: "add-certification",
  label: "Add Certification form",
  path: "/certifications",
  startsOn: "form",
  steps: [
    {
      target: region(certificationForm),
      placement: "auto",
      title: "Add a certification",
      content: "Only the name is required: add the rest now or later, and edit it any time.",
    },
    {
      target: region("rule-set-finder"),
      placement: "auto",
      title: "Find your license or certification",
      content:
        "Choose yours from the library: your board's rules fill the form, each with the official source it comes from. You can still change any field.",
    },
    {
      target: formField(certificationForm, "name"),
      spotlight: "field",
      title: "Name",
      content: "Use the name your licensing board uses, and give the provider that issued it.",
    },
    {
      target: formField(certificationForm, "expirationDate"),
      spotlight: "field",
      title: "Expiration date",
      content:
        "Reminders come before this date: at your chosen lead time (30 days unless you change it), then again as the date comes closer.",
    },
    {
      target: formField(certificationForm, "reportingPeriodEnd"),
      spotlight: "field",
      title: "Reporting period",
      content:
        "The window in which you earn your credits. With no expiration date, its end is the deadline.",
    },
    {
      target: formField(certificationForm, "creditsRequired"),
      spotlight: "field",
      title: "Credits required",
      content:
        "What the period asks for. The status follows the share earned: Completed at 100%, On Track from 75%, In Progress from 40%, At Risk below. 0 required counts as complete.",
    },
  ],
};

export const addCreditTour: TourDefinition = {
  name: "add-credit",
  label: "Add Credit form",
  path: "/certifications",
  startsOn: "form",
  steps: [
    {
      target: region(creditForm),
      placement: "auto",
      title: "Record a credit",
      content:
        "A course or activity you completed in this cycle; it counts toward the certification's required credits.",
    },
    {
      target: formField(creditForm, "credits"),
      spotlight: "field",
      title: "Credits",
      content: "How many credits it earned, in the certification's unit.",
    },
    {
      target: formField(creditForm, "completionDate"),
      spotlight: "field",
      title: "Completion date",
      content: "The day you completed it. It cannot be in the future.",
    },
  ],
};
