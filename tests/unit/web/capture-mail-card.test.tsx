import type { CaptureMailAddressState } from "@common/capture-mail";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { captureMailKeys } from "@web/components/capture-mail/capture-mail-api";
import { CaptureMailCard } from "@web/components/capture-mail/capture-mail-card";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

/** The Email in card as it first shows, the address's state already read as `state`. */
function cardText(state: CaptureMailAddressState): string {
  const client = new QueryClient();
  client.setQueryData(captureMailKeys.state(), state);
  return textOf(
    renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <CaptureMailCard />
      </QueryClientProvider>,
    ),
  );
}

describe("the Email in card", () => {
  it("says Email in is not set up, and offers nothing, on a server that takes no mail", () => {
    const text = cardText({ available: false, address: null });
    expect(text).toContain("Email in is not set up on this server.");
    expect(text).not.toContain("Create email address");
    expect(text).not.toContain("Revoke");
  });

  it("offers to create an address while there is none", () => {
    const text = cardText({ available: true, address: null });
    expect(text).toContain("Create a private address to forward certificates to.");
    expect(text).toContain("Create email address");
    expect(text).not.toContain("Revoke");
  });

  it("says since when the address is active, offering a new one or revoking it", () => {
    const text = cardText({ available: true, address: { createdAt: "2026-11-28T12:00:00.000Z" } });
    expect(text).toMatch(/Your email address for certificates is active since Nov 28, 2026, /);
    expect(text).toContain("Create a new address");
    expect(text).toContain("Revoke");
    expect(text).not.toContain("Create email address");
  });
});
