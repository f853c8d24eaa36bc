import {
  captureMailAddressCreatedSchema,
  captureMailAddressStateSchema,
} from "@common/capture-mail";
import { apiSend } from "@web/lib/api-client";
import { readQuery } from "@web/lib/read-query";

export const captureMailKeys = {
  all: ["capture-mail-address"] as const,
  state: () => [...captureMailKeys.all, "state"] as const,
};

export const createCaptureMailAddress = () =>
  apiSend("POST", "/api/captures/mail-address", captureMailAddressCreatedSchema);

export const revokeCaptureMailAddress = () =>
  apiSend("DELETE", "/api/captures/mail-address", captureMailAddressStateSchema);

export const captureMailAddressQuery = () =>
  readQuery(captureMailKeys.state(), "/api/captures/mail-address", captureMailAddressStateSchema);
