/**
 * The redirects and headers that netlify.toml declares, applied the way Netlify applies them, so
 * `npm start` behaves like the deployed site: paths match case-sensitively, `/*` splats, and a
 * rule that is not forced only applies when no file exists at the path (shadowing).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

export interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

export interface NetlifyRules {
  redirects: RedirectRule[];
  headers: HeaderRule[];
}

interface NetlifyToml {
  redirects?: { from: string; to: string; status?: number; force?: boolean }[];
  headers?: { for: string; values: Record<string, string | number> }[];
}

export function readNetlifyRules(file: string): NetlifyRules {
  const toml = parse(readFileSync(file, 'utf8')) as NetlifyToml;
  return {
    redirects: (toml.redirects ?? []).map((rule) => ({
      from: rule.from,
      to: rule.to,
      status: rule.status ?? 301,
      force: rule.force ?? false,
    })),
    headers: (toml.headers ?? []).map((rule) => ({
      for: rule.for,
      values: Object.fromEntries(Object.entries(rule.values).map(([key, value]) => [key, String(value)])),
    })),
  };
}

/** The splat a pattern captures from the path, or null when it does not match. */
function matchPattern(pattern: string, path: string): string | null {
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -1);
    if (path === prefix.slice(0, -1) || path === prefix) return '';
    return path.startsWith(prefix) ? path.slice(prefix.length) : null;
  }
  const trimmed = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value);
  return trimmed(pattern) === trimmed(path) ? '' : null;
}

export function findRedirect(rules: RedirectRule[], path: string, fileExists: boolean): { location: string; status: number } | null {
  for (const rule of rules) {
    if (!rule.force && fileExists) continue;
    const splat = matchPattern(rule.from, path);
    if (splat !== null) return { location: rule.to.replace(':splat', splat), status: rule.status };
  }
  return null;
}

export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (matchPattern(rule.for, path) !== null) Object.assign(result, rule.values);
  }
  return result;
}
