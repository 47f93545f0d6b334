/** How the results' Markdown writes figures and tables. */
export const kib = (bytes: number | null) => (bytes === null ? '–' : `${(bytes / 1024).toFixed(1)} KiB`);
export const ms = (value: number | null, digits = 0) => (value === null ? '–' : `${value.toFixed(digits)} ms`);

export function table(header: string[], rows: string[][]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}
