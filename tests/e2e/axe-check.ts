/** axe-core in a test page: the serious and critical violations, grouped so each problem reads once. */
import { AxeBuilder } from '@axe-core/playwright';
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

/**
 * Every serious or critical violation on the page as it is now, one per element; only `rules` when
 * given. Legacy mode runs axe inside the page itself (the app has no frames), not in a second blank
 * page; only violations are collected, which is faster.
 */
export async function blockingViolations(page: Page, where: string, rules?: string[]): Promise<Violation[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
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
