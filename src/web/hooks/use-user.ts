import { type PublicUser, publicUserSchema } from "@common/user";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@web/lib/api-client";

const readUser = getQueryFn({ on401: "returnNull" });

/** The signed-in user (GET /api/user); null when nobody is signed in. */
export const userQueryOptions = queryOptions({
  queryKey: ["/api/user"],
  queryFn: async (context): Promise<PublicUser | null> =>
    publicUserSchema.nullable().parse(await readUser(context)),
});

export function useUser() {
  return useQuery(userQueryOptions);
}
