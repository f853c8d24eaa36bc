import { DeliveryFailure, describeFailure } from "./delivery-failure";

export type SmsMessage = { to: string; text: string };

/** Sends one SMS; resolves once the provider accepted it, rejects with a DeliveryFailure. */
export type SmsSender = { send(message: SmsMessage): Promise<void> };

export type TwilioOptions = {
  accountSid: string;
  authToken: string;
  from: string;
  /** Where Twilio's REST API lives; tests point it at a local server. */
  apiBaseUrl?: string;
  timeoutMs?: number;
};

/** SMS through Twilio's Messages API (POST form fields To, From, Body; basic auth sid:token). */
export function createTwilioSmsSender(options: TwilioOptions): SmsSender {
  const base = (options.apiBaseUrl ?? "https://api.twilio.com").replace(/\/+$/, "");
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
  const secrets = [options.authToken];
  return {
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ To: message.to, From: options.from, Body: message.text }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new DeliveryFailure(
          `Twilio could not be reached: ${describeFailure(error, secrets)}`,
        );
      }
      if (response.ok) return;
      throw new DeliveryFailure(
        describeFailure(
          `Twilio answered ${response.status}: ${await errorText(response)}`,
          secrets,
        ),
      );
    },
  };
}

/** Twilio's error body is JSON with a message and its own error code; anything else as text. */
async function errorText(response: Response): Promise<string> {
  const body = await response.text().catch(() => "");
  try {
    const parsed = JSON.parse(body) as { message?: unknown; code?: unknown };
    if (typeof parsed.message === "string") {
      return parsed.code === undefined
        ? parsed.message
        : `${parsed.message} (Twilio error ${String(parsed.code)})`;
    }
  } catch {
    // not JSON
  }
  return body || response.statusText;
}
