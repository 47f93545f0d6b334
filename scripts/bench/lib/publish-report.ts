/** The Publish section of bench/results.md (see `publish.ts`). */
import type { LighthouseSummary } from './lighthouse.ts';
import { ms, table } from './markdown.ts';
import type { PublishResult } from './publish.ts';

export type PublishResults = PublishResult & { lighthouse: { onDemand: LighthouseSummary; prebuilt: LighthouseSummary } };

const score = (value: number | null) => (value === null ? '–' : String(Math.round(value * 100)));

export function publishMarkdown(publish: PublishResults): string[] {
  const render = publish.renderFunction;
  const lighthouseRow = (label: string, summary: LighthouseSummary) => [
    label,
    score(summary.scores.performance),
    score(summary.scores.accessibility),
    score(summary.scores['best-practices']),
    score(summary.scores.seo),
    ms(summary.lcpMs),
    ms(summary.tbtMs),
  ];
  return [
    '## Publish (a product page rendered on demand)',
    '',
    table(
      ['Figure', 'Value'],
      [
        [`Save → page live with the change (median of ${publish.saves} saves)`, ms(publish.saveToLiveMs.median)],
        ['Save → page live (slowest)', ms(publish.saveToLiveMs.max)],
        ['First byte: on demand, first render after the save', ms(publish.ttfbMs.onDemandFirst)],
        ['First byte: on demand, cached', ms(publish.ttfbMs.onDemandCached)],
        ['First byte: the same page prebuilt', ms(publish.ttfbMs.prebuilt)],
        [
          'Render function (`@astrojs/netlify` `ssr`): import',
          render && 'importMs' in render ? ms(render.importMs) : render ? `**ERROR** ${render.error.split('\n')[0]}` : '–',
        ],
        ['Render function: from spawning Node to the page', render && 'firstAnswerMs' in render ? ms(render.firstAnswerMs) : '–'],
      ],
    ),
    '',
    'Lighthouse, mobile (median of the runs): the page rendered on demand, and the same HTML served as a prebuilt file.',
    '',
    table(
      ['Page', 'Perf', 'A11y', 'Best pr.', 'SEO', 'LCP', 'TBT'],
      [lighthouseRow('on demand (cached)', publish.lighthouse.onDemand), lighthouseRow('prebuilt', publish.lighthouse.prebuilt)],
    ),
    '',
  ];
}
