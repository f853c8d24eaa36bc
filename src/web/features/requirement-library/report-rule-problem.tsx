import {
  type RuleReportInput,
  ruleReportInputSchema,
  ruleReportSubject,
  ruleReportTexts,
} from "@common/requirement-library/rule-reports";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormDialog } from "@web/components/forms/form-dialog";
import { fieldsOf } from "@web/components/forms/registered-field";
import { SubmitButton } from "@web/components/forms/submit-button";
import { TextareaField } from "@web/components/forms/textarea-field";
import { Button } from "@web/components/ui/button";
import { DialogActions } from "@web/components/ui/dialog-actions";
import { ErrorText } from "@web/components/ui/error-text";
import { useServerRefusal } from "@web/hooks/use-server-refusal";
import { Flag } from "lucide-react";
import { useForm } from "react-hook-form";
import { useReportRuleProblem } from "./use-report-rule-problem";

export type ReportRuleProblemProps = { ruleSetId: string; version: number; ruleSetName: string };

/**
 * "Report a problem with this rule": a message about the rule set in the version shown, sent to
 * the administrators' feedback triage with the rule set and version attached.
 */
export function ReportRuleProblem({ ruleSetId, version, ruleSetName }: ReportRuleProblemProps) {
  return (
    <FormDialog
      trigger={
        <Button variant="outline" size="sm">
          <Flag aria-hidden="true" />
          {ruleReportTexts.button}
        </Button>
      }
      title={ruleReportTexts.button}
      description={`${ruleReportSubject(ruleSetName, version)}. Tell us what is wrong or out of date, and where the board says so if you know; we check it against the official source.`}
      className="max-w-lg"
    >
      {(close) => <RuleReportForm ruleSetId={ruleSetId} version={version} onSent={close} />}
    </FormDialog>
  );
}

const reportFields = ["message"] as const;

function RuleReportForm({
  ruleSetId,
  version,
  onSent,
}: {
  ruleSetId: string;
  version: number;
  onSent: () => void;
}) {
  const send = useReportRuleProblem(ruleSetId);
  const form = useForm<RuleReportInput>({
    resolver: zodResolver(ruleReportInputSchema),
    defaultValues: { version, message: "" },
  });
  const field = fieldsOf(form);
  const refusal = useServerRefusal(form, reportFields);
  const submit = form.handleSubmit((input) => {
    refusal.clear();
    send.mutate(input, { onSuccess: onSent, onError: refusal.refused });
  });
  return (
    <form
      noValidate
      className="grid min-w-0 gap-4"
      onSubmit={(event) => {
        // The dialog is portaled, but React still bubbles its submit to a form around the
        // button (the certification form the rule's panel sits in): it stops here.
        event.stopPropagation();
        void submit(event);
      }}
    >
      <TextareaField
        label="What is wrong?"
        hint="A number, a category, the period or a source that no longer says what the rule shows."
        {...field("message")}
        rows={6}
        maxLength={5000}
      />
      {refusal.formError && <ErrorText>{refusal.formError}</ErrorText>}
      <DialogActions>
        <SubmitButton pending={send.isPending} pendingLabel="Sending...">
          Send report
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
