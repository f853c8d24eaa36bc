import {
  captureMailAddressCreatedSchema,
  captureMailAddressStateSchema,
  captureMailMessages,
  inboundMailQuerySchema,
  inboundMailReceivedSchema,
  inboundMailUploadRule,
} from "@common/capture-mail";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { HttpError } from "../../shared/http-error";
import { acceptRawUploads, uploadedBytes } from "../../shared/raw-upload";
import { routeOptions } from "../../shared/route-options";
import { bearerMatches } from "./mail/inbound-secret";
import { createMailAddress, readMailAddress, revokeMailAddress } from "./mail/mail-address";
import { receiveMail } from "./mail/receive-mail";

const inboundMailRoute = "/api/inbound-mail";

/** The envelope recipients a provider names in X-Envelope-To (comma-separated) or `?to=`. */
function envelopeRecipients(header: string | string[] | undefined, query: string | undefined) {
  const given = [header, query].flat().filter((value) => value !== undefined);
  const addresses = given.flatMap((value) => value.split(",")).map((value) => value.trim());
  const bare = addresses.map((address) => /<([^>]*)>/.exec(address)?.[1] ?? address);
  return bare.length > 0 ? bare.filter((address) => address !== "") : null;
}

/**
 * Email in: the user's private address for mailing certificates (read, created again, revoked,
 * like the calendar feed's), and the door through which a hosted inbound-mail provider posts
 * the messages sent to it. This server's own SMTP listener is started by main.
 */
export const captureMailRoutes = featureRoutes(
  "capture-mail",
  async (app, { db, clock, config }: FeatureDeps) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const { domain, secret } = config.inboundMail;
    acceptRawUploads(app, inboundMailUploadRule);

    // A provider that is not ours (or this server taking no posted mail) is refused before its
    // message is read.
    app.addHook("onRequest", async (request) => {
      if (request.routeOptions.url !== inboundMailRoute) return;
      if (secret === undefined || domain === undefined) throw new HttpError(404, "Not found");
      if (!bearerMatches(request.headers.authorization, secret)) {
        throw new HttpError(401, "Wrong inbound mail secret");
      }
    });

    routes.get(
      "/api/captures/mail-address",
      routeOptions("signed-in", {
        summary: "The user's address for mailing certificates in",
        description:
          "Whether this server receives mail, and when the address was created; null when the user has none. The address itself was shown once.",
        response: { 200: captureMailAddressStateSchema },
      }),
      async (request) => readMailAddress(db, { domain }, request.user.id),
    );

    routes.post(
      "/api/captures/mail-address",
      routeOptions("signed-in", {
        summary: "Create the address for mailing certificates in, or give it a new one",
        description:
          "Answers the private address, shown this once; mail to a previous address is refused from then on. 404 when this server receives no mail.",
        response: { 201: captureMailAddressCreatedSchema },
      }),
      async (request, reply) => {
        const created = await createMailAddress({ db, clock, domain }, request.user.id);
        return reply.status(201).header("cache-control", "no-store").send(created);
      },
    );

    routes.delete(
      "/api/captures/mail-address",
      routeOptions("signed-in", {
        summary: "Revoke the address for mailing certificates in",
        description: "Mail to it is refused at once; answers 404 when the user has none.",
        response: { 200: captureMailAddressStateSchema },
      }),
      async (request) => revokeMailAddress(db, { domain }, request.user.id),
    );

    routes.post(
      inboundMailRoute,
      {
        ...routeOptions(
          { access: "public", skipCsrf: true },
          {
            summary: "Receive a message mailed to a user's address, from an inbound-mail provider",
            description:
              "The raw MIME message (message/rfc822, at most 25 MB), with `Authorization: Bearer <INBOUND_MAIL_SECRET>`; the recipients from X-Envelope-To or `to`, else the message's To and Cc. Each PDF or image attached becomes a capture. 401 with a wrong secret, 404 when not configured or sent to no user's address.",
            consumes: inboundMailUploadRule.contentTypes,
            querystring: inboundMailQuerySchema,
            response: { 200: inboundMailReceivedSchema },
          },
        ),
        bodyLimit: inboundMailUploadRule.maxBytes,
      },
      async (request) => {
        if (domain === undefined) throw new HttpError(404, "Not found");
        const deliveries = await receiveMail(
          { db, clock, appUrl: config.appUrl, domain },
          envelopeRecipients(request.headers["x-envelope-to"], request.query.to),
          uploadedBytes(request.body),
        );
        if (deliveries.length === 0) throw new HttpError(404, captureMailMessages.noRecipient);
        return {
          recipients: deliveries.length,
          captures: deliveries.reduce((sum, delivery) => sum + delivery.added, 0),
        };
      },
    );
  },
);
