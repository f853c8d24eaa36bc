import { emailCodeField } from "@common/accounts/fields";
import { zodResolver } from "@hookform/resolvers/zod";
import { InputField } from "@web/components/forms/input-field";
import { OneTimeCodeField } from "@web/components/forms/one-time-code-field";
import { fieldsOf } from "@web/components/forms/registered-field";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { type ReactNode, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";

const codeSchema = z.object({ code: emailCodeField });

type ContactChangeCardProps = {
  /** The card's heading, and the start of the code field's label. */
  title: string;
  /** The element id; opening the page at #anchor focuses the new-value field. */
  anchor: string;
  current: ReactNode;
  rule: z.ZodType<string, string>;
  label: string;
  inputType: "email" | "tel";
  autoComplete: string;
  hint?: string;
  request: ContactStep;
  confirm: ContactStep;
  /**
   * The current address when it is not verified yet: its code (a verification email sent by
   * support) can be entered without asking for a new one.
   */
  unverified?: string | null;
};

/** One step of the change: sends the value (or code) and calls `done` when it succeeded. */
export type ContactStep = { send: (value: string, done: () => void) => void; isPending: boolean };

/** A mutation as a ContactStep. */
export function contactStep(mutation: {
  mutate: (value: string, options: { onSuccess: () => void }) => void;
  isPending: boolean;
}): ContactStep {
  return {
    send: (value, done) => mutation.mutate(value, { onSuccess: done }),
    isPending: mutation.isPending,
  };
}

/** Changing an email address or phone number in two steps: the new value, then its code. */
export function ContactChangeCard(props: ContactChangeCardProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const valueSchema = z.object({ value: props.rule });
  const valueForm = useForm<{ value: string }, unknown, { value: string }>({
    resolver: zodResolver(valueSchema),
    defaultValues: { value: "" },
  });
  const valueField = fieldsOf(valueForm);
  const codeForm = useForm<z.input<typeof codeSchema>, unknown, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: "" },
  });
  const codeField = fieldsOf(codeForm);

  // Other pages send people here (e.g. Security, when text message codes need a phone).
  const { setFocus } = valueForm;
  useEffect(() => {
    if (window.location.hash === `#${props.anchor}`) setFocus("value");
  }, [props.anchor, setFocus]);

  const cancel = () => {
    setSentTo(null);
    codeForm.reset();
  };

  return (
    <Card id={props.anchor} className="scroll-mt-4">
      <CardHeader>
        <CardTitle>{props.title}</CardTitle>
        <CardDescription className="break-words">Current: {props.current}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          noValidate
          className="grid gap-3"
          onSubmit={valueForm.handleSubmit(({ value }) =>
            props.request.send(value, () => setSentTo(value)),
          )}
        >
          <InputField
            label={props.label}
            hint={props.hint}
            {...valueField("value")}
            type={props.inputType}
            autoComplete={props.autoComplete}
          />
          <div>
            <Button type="submit" disabled={props.request.isPending}>
              {sentTo ? "Send a new code" : "Send code"}
            </Button>
          </div>
        </form>
        {(sentTo ?? props.unverified) && (
          <form
            noValidate
            className="grid gap-3 border-t pt-4"
            onSubmit={codeForm.handleSubmit(({ code }) =>
              props.confirm.send(code, () => {
                cancel();
                valueForm.reset();
              }),
            )}
          >
            <p className="text-sm break-words">
              {sentTo
                ? `We sent a 6-digit code to ${sentTo}.`
                : `${props.unverified} is not verified. Enter the code from its verification email.`}
            </p>
            <OneTimeCodeField
              label={`${props.title} verification code`}
              {...codeField("code")}
              maxLength={6}
              className="max-w-48"
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={props.confirm.isPending}>
                Confirm
              </Button>
              {sentTo && (
                <Button variant="outline" onClick={cancel}>
                  Cancel
                </Button>
              )}
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
