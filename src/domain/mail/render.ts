/**
 * Every message the shop sends is built from a few blocks and rendered twice from them: an HTML
 * part with the shop's name, logo and colours (inline styles, tables, as mail clients need), and a
 * plain-text part that says the same. The only remote image is the logo, at the site's own address.
 */
import { business } from '../shared/business.ts';
import { mailMessages } from './messages-mail.ts';

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  /** The message's main action, drawn as a button. */
  | { kind: 'button'; label: string; href: string }
  | { kind: 'link'; label: string; href: string }
  /** Label and value pairs: amounts, dates, an address. */
  | { kind: 'facts'; rows: readonly (readonly [string, string])[] }
  | { kind: 'note'; text: string }
  /** Someone's own words, quoted as they wrote them (line breaks kept). */
  | { kind: 'quote'; text: string };

export interface MailContent {
  subject: string;
  /** The first line of the message, also shown by clients as the preview. */
  title: string;
  blocks: readonly MailBlock[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The shop's colours, the same values as the pages' design tokens (mail clients read no CSS variables). */
const brand = {
  primary: '#3b2fc9',
  onPrimary: '#ffffff',
  text: '#1c1b29',
  muted: '#55536b',
  border: '#e2e1ec',
  background: '#f7f7fb',
  surface: '#ffffff',
} as const;

const font = 'font-family:Arial,Helvetica,sans-serif;';

const htmlEntities: ReadonlyMap<string, string> = new Map([
  ['&', '&amp;'],
  ['<', '&lt;'],
  ['>', '&gt;'],
  ['"', '&quot;'],
  ["'", '&#39;'],
]);

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEntities.get(char) ?? char);
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${font}font-size:15px;line-height:1.5;color:${brand.text};margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case 'heading':
      return `<h2 style="${font}font-size:17px;color:${brand.text};margin:24px 0 8px">${escapeHtml(block.text)}</h2>`;
    case 'note':
      return `<p style="${font}font-size:13px;line-height:1.5;color:${brand.muted};margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case 'link':
      return `<p style="${font}font-size:15px;margin:0 0 16px"><a href="${escapeHtml(block.href)}" style="color:${brand.primary}">${escapeHtml(block.label)}</a></p>`;
    case 'button':
      return (
        `<p style="margin:8px 0 24px"><a href="${escapeHtml(block.href)}" style="${font}display:inline-block;background:${brand.primary};` +
        `color:${brand.onPrimary};text-decoration:none;font-weight:bold;font-size:15px;padding:12px 20px;border-radius:8px">${escapeHtml(block.label)}</a></p>`
      );
    case 'quote':
      return (
        `<blockquote style="${font}font-size:15px;line-height:1.5;color:${brand.text};margin:0 0 16px;padding:8px 16px;border-left:4px solid ${brand.border}">` +
        `${escapeHtml(block.text).replace(/\r?\n/g, '<br>')}</blockquote>`
      );
    case 'facts':
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:0 0 16px">` +
        block.rows
          .map(
            ([label, value]) =>
              `<tr><td style="${font}font-size:14px;color:${brand.muted};padding:6px 12px 6px 0;border-bottom:1px solid ${brand.border};vertical-align:top">${escapeHtml(label)}</td>` +
              `<td style="${font}font-size:14px;color:${brand.text};padding:6px 0;border-bottom:1px solid ${brand.border};text-align:right">${escapeHtml(value)}</td></tr>`,
          )
          .join('') +
        `</table>`
      );
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(block.text.length)}`;
    case 'button':
    case 'link':
      return `${block.label}: ${block.href}`;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
  }
}

/** The HTML and text parts of a message, with the shop's header and footer. `siteOrigin` makes the logo's and the links' addresses. */
export function renderMail(content: MailContent, siteOrigin: string): RenderedMail {
  const footer = mailMessages.footer(business.name, business.address, business.phoneDisplay);
  const html =
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:${brand.background}">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${brand.background}"><tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${brand.surface};border:1px solid ${brand.border};border-radius:12px">` +
    `<tr><td style="padding:20px 24px;border-bottom:3px solid ${brand.primary}">` +
    `<a href="${escapeHtml(siteOrigin)}/" style="text-decoration:none"><img src="${escapeHtml(siteOrigin)}/logo.png" width="210" height="40" alt="${escapeHtml(business.name)}" style="display:block;border:0"></a></td></tr>` +
    `<tr><td style="padding:24px">` +
    `<h1 style="${font}font-size:21px;color:${brand.text};margin:0 0 16px">${escapeHtml(content.title)}</h1>` +
    content.blocks.map(blockHtml).join('') +
    `</td></tr>` +
    `<tr><td style="${font}padding:16px 24px;font-size:12px;color:${brand.muted};border-top:1px solid ${brand.border}">${escapeHtml(footer)}</td></tr>` +
    `</table></td></tr></table></body></html>`;
  const text = [content.title, '', ...content.blocks.map((block) => `${blockText(block)}\n`), '--', footer, `${siteOrigin}/`].join('\n');
  return { subject: content.subject, text, html };
}
