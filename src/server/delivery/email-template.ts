/** A plain-text and an HTML body for a CertMinder email, from the same parts. */
export type EmailContent = {
  heading: string;
  paragraphs: string[];
  /** A code shown large (verification codes). */
  code?: string;
  /** A button linking into the app. */
  action?: { label: string; url: string };
};

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export function renderEmail(content: EmailContent): { text: string; html: string } {
  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.code ? [`Your code: ${content.code}`, ""] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    "— CertMinder",
  ].join("\n");

  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f5f6fa;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="font-size:15px;line-height:1.5;margin:0 0 12px">${escapeHtml(p)}</p>`).join("\n")}
${content.code ? `<p style="font-size:30px;letter-spacing:6px;font-weight:bold;margin:16px 0">${escapeHtml(content.code)}</p>` : ""}
${content.action ? `<p style="margin:20px 0"><a href="${escapeHtml(content.action.url)}" style="background:#4f46e5;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` : ""}
<p style="font-size:13px;color:#6b7280;margin:24px 0 0">CertMinder — Never Miss a Deadline Again</p>
</td></tr></table></td></tr></table></body></html>`;
  return { text, html };
}
