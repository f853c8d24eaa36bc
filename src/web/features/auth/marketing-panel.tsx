import { BellRing, FileCheck, GraduationCap, ShieldCheck } from "lucide-react";

const features = [
  {
    icon: ShieldCheck,
    title: "License & certification tracking",
    text: "Keep every license and certification in one place, with custom alerts before each expiration date.",
  },
  {
    icon: BellRing,
    title: "Smart deadline notifications",
    text: "Get reminded of renewals and reporting deadlines early enough to act on them.",
  },
  {
    icon: GraduationCap,
    title: "CE credit tracking",
    text: "Log continuing-education credits and watch your progress toward each requirement in real time.",
  },
  {
    icon: FileCheck,
    title: "Audit-ready reports",
    text: "Produce clear reports for regulators and licensing boards whenever they ask.",
  },
];

/** The product pitch beside the sign-in card; medium and larger screens only. */
export function MarketingPanel() {
  return (
    <section
      aria-labelledby="marketing-tagline"
      className="hidden flex-col justify-center gap-8 bg-primary p-12 text-primary-foreground md:flex"
    >
      <div className="grid gap-3">
        <h2 id="marketing-tagline" className="text-4xl font-bold tracking-tight">
          Never Miss a Deadline Again
        </h2>
        <p className="text-lg opacity-90">
          CertMinder keeps your licenses, certifications and continuing-education credits in order
          and tells you before anything is due.
        </p>
      </div>
      <ul className="grid gap-6">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <Icon className="mt-1 size-6 shrink-0" aria-hidden="true" />
            <div className="grid gap-1">
              <h3 className="font-semibold">{title}</h3>
              <p className="opacity-90">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
