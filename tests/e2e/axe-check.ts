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

/**
 * Every serious or critical violation on the page as it is now, one per element.
 * Legacy mode runs axe inside the page itself (the app has no frames), not in a second blank page.
 */
export async function blockingViolations(page: Page, where: string): Promise<Violation[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
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
