import { trustedDeviceSchema } from "@common/accounts/mfa-setup";
import { activeSessionSchema } from "@common/accounts/profile";
import { queryOptions } from "@tanstack/react-query";
import { getQueryFn } from "@web/lib/api-client";
import { z } from "zod";

const read = getQueryFn({ on401: "throw" });

export const trustedDevicesQuery = queryOptions({
  queryKey: ["/api/user/trusted-devices"],
  queryFn: async (context) => z.array(trustedDeviceSchema).parse(await read(context)),
});

export const activeSessionsQuery = queryOptions({
  queryKey: ["/api/user/sessions"],
  queryFn: async (context) => z.array(activeSessionSchema).parse(await read(context)),
});
