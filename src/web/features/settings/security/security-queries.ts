import { trustedDeviceSchema } from "@common/accounts/mfa-setup";
import { queryOptions } from "@tanstack/react-query";
import { getQueryFn } from "@web/lib/api-client";
import { z } from "zod";

const read = getQueryFn({ on401: "throw" });

export const trustedDevicesQuery = queryOptions({
  queryKey: ["/api/user/trusted-devices"],
  queryFn: async (context) => z.array(trustedDeviceSchema).parse(await read(context)),
});
