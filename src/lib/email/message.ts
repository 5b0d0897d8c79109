import { escapeHtml, htmlToText } from '../content/text';

/**
 * One campaign message for one recipient: the campaign's (already sanitised) HTML in a plain,
 * inbox-safe frame, a text part, and the unsubscribe link in the footer and in the
 * List-Unsubscribe headers (RFC 2369, one-click per RFC 8058).
 */
export interface MessageInput {
  subject: string;
  previewText: string;
  bodyHtml: string;
  unsubscribeUrl: string;
  brandName: string;
  postalAddress: string;
}

export interface OutgoingMessage {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** The text part: one line per paragraph, heading or list item. */
function textOf(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|tr|pre)>|<br\s*\/?>/gi, '$&\n')
    .split('\n')
    .map((line) => htmlToText(line))
    .filter(Boolean)
    .join('\n\n');
}

export function buildMessage(input: MessageInput): OutgoingMessage {
  const url = escapeHtml(input.unsubscribeUrl);
  const preheader = input.previewText
    ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(input.previewText)}</div>`
    : '';
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(input.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f4fb;color:#1d1733;font-family:Georgia,serif;line-height:1.6">',
    preheader,
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:32px;border-radius:12px">',
    input.bodyHtml,
    '</div>',
    '<p style="max-width:600px;margin:16px auto 0;font-size:12px;color:#5b5575;text-align:center">',
    `You receive this because you gave ${escapeHtml(input.brandName)} your e-mail address. `,
    `<a href="${url}" style="color:#5b3fc4">Unsubscribe</a> with one click.<br>${escapeHtml(input.postalAddress)}`,
    '</p></body></html>',
  ].join('');
  const text = [
    textOf(input.bodyHtml),
    '',
    '—',
    `You receive this because you gave ${input.brandName} your e-mail address.`,
    `Unsubscribe: ${input.unsubscribeUrl}`,
    input.postalAddress,
  ].join('\n');
  return {
    subject: input.subject,
    html,
    text,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
