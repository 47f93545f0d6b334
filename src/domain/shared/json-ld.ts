/**
 * Structured data as the text of a `<script type="application/ld+json">`: JSON with every `<`
 * written `\u003c`, so no text in it (a product's name, a customer's review) can close the script
 * or open another. The JSON reads the same.
 */
export function jsonLdScriptText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
