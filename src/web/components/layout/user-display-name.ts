/** First and last name when the user gave them, else the username. */
export function userDisplayName(user: {
  username: string;
  firstName: string | null;
  lastName: string | null;
}): string {
  const fullName = [user.firstName, user.lastName]
    .map((part) => part?.trim() ?? "")
    .filter((part) => part !== "")
    .join(" ");
  return fullName || user.username;
}
