/** axe-core in a test page: the serious and critical violations, grouped so each problem reads once. */
import axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const BLOCKING = new Set(['serious', 'critical']);

export interface Violation {
  /** Rule id, impact, element and help: 'color-contrast (serious) at .badge: Elements must meet…'. */
  problem: string;
  /** Where it was seen: 'students, dark'. */
  where: string;
}

/** The rules whose outcome depends on colours: all a second theme can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Which axe rules to run: all of them, `only` some, or all `but` some. */
export type RuleChoice = { only: string[] } | { but: string[] } | undefined;

function runOptions(rules: RuleChoice): RunOptions {
  const options: RunOptions = { resultTypes: ['violations'] };
  if (rules && 'only' in rules) options.runOnly = { type: 'rule', values: rules.only };
  if (rules && 'but' in rules)
    options.rules = Object.fromEntries(rules.but.map((id) => [id, { enabled: false }]));
  return options;
}

/**
 * Every serious or critical violation on the page as it is now, one per element, from the rules
 * chosen. axe-core is put into the page once per page load (it is half a megabyte of script) and run
 * in the page itself (the app has no frames); only violations are collected, which is faster.
 */
export async function blockingViolations(
  page: Page,
  where: string,
  rules?: RuleChoice,
): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options = runOptions(rules);
  const results = await page.evaluate(
    (chosen) => (window as unknown as { axe: typeof axe }).axe.run<AxeResults>(document, chosen),
    options,
  );
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        problem: `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}`,
        where,
      })),
    );
}

/** One line per problem with every place it was seen: what a failing test prints. */
export function grouped(violations: readonly Violation[]): string[] {
  const places = new Map<string, string[]>();
  for (const { problem, where } of violations) places.set(problem, [...(places.get(problem) ?? []), where]);
  return [...places].map(([problem, where]) => `${problem} (on ${where.join('; ')})`);
}
