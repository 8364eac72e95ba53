/** What a mail says, already in the recipient's language; the layout turns it into text and HTML. */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The one thing the mail asks the reader to do: a button in HTML, a bare link in text. */
  action?: { label: string; url: string };
  /** Paragraphs after the action (validity, "ignore this if it was not you"). */
  after?: string[];
  signature: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

/** Plain text for every client, and a small inline-styled HTML twin (mail clients ignore CSS files). */
export function renderMail(content: MailContent): { subject: string; text: string; html: string } {
  const after = content.after ?? [];
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...after,
    content.signature,
  ].join("\n\n");

  const paragraph = (line: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(line)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>`
    : "";
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
${[content.greeting, ...content.paragraphs].map(paragraph).join("\n")}
${button}
${[...after, content.signature].map(paragraph).join("\n")}
</div>
</body></html>`;
  return { subject: content.subject, text, html };
}
