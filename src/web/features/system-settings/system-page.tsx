import { ErrorDisplay } from "@web/components/error-display";
import { PaymentsTestModeBanner } from "@web/components/payments-test-mode-banner";
import { PageHeader } from "@web/components/ui/page-header";
import { PageSpinner } from "@web/components/ui/spinner";
import { AdminCredentialSection } from "@web/features/admin/admin-credential-section";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { FreeLimitForm } from "./free-limit-form";
import { MaintenanceBannerForm } from "./maintenance-banner-form";
import { ReminderDaysForm } from "./reminder-days-form";
import { SignUpsForm } from "./sign-ups-form";
import { useSystemSettings } from "./use-system-settings";

/** /settings/system: the settings the product reads, for administrators. */
export function SystemPage() {
  useDocumentTitle("System");
  const settings = useSystemSettings();
  return (
    <div className="grid w-full max-w-3xl min-w-0 gap-6">
      <PageHeader
        title="System"
        description="Settings for everyone who uses this installation. A change takes effect at once, without a restart, and is written to the admin audit trail."
      />
      <PaymentsTestModeBanner />
      {settings.isPending && <PageSpinner />}
      {settings.isError && (
        <ErrorDisplay error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      {settings.data && (
        <>
          <FreeLimitForm setting={settings.data.freeCertificationLimit} />
          <ReminderDaysForm setting={settings.data.reminderSteps} />
          <SignUpsForm setting={settings.data.signUpsOpen} />
          <MaintenanceBannerForm setting={settings.data.maintenanceBanner} />
        </>
      )}
      <AdminCredentialSection />
    </div>
  );
}
