import { queryOptions } from "@tanstack/react-query";
import { fetchActiveSessions, fetchTrustedDevices } from "./security-api";

/** Query factories of /settings/security; mutations invalidate through these keys. */

export const trustedDevicesQuery = queryOptions({
  queryKey: ["/api/user/trusted-devices"],
  queryFn: ({ signal }) => fetchTrustedDevices(signal),
});

export const activeSessionsQuery = queryOptions({
  queryKey: ["/api/user/sessions"],
  queryFn: ({ signal }) => fetchActiveSessions(signal),
});
