// Accessibility of a settled screen: axe-core's WCAG 2.x A and AA rules, failing on what keeps a
// person out (serious and critical findings), with a message that names the rule and the elements.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The WCAG 2.0, 2.1 and 2.2 success criteria at levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Findings that fail a test: a person using a screen reader, a keyboard or weak eyes cannot get through. */
const BLOCKING = new Set(['serious', 'critical']);

/** How many offending elements the message lists per rule. */
const TARGETS_SHOWN = 3;

/**
 * Markup the product does not write and cannot change, left out of the check. Each entry says why.
 * (None yet: every finding so far had its root in the product's own components.)
 */
const THIRD_PARTY_EXCLUSIONS: { selector: string; why: string }[] = [];

interface Finding {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[] }[];
}

/** One line per rule: id, impact, what it asks for, and the first few elements that break it. */
export function describeFindings(screen: string, findings: Finding[]): string {
  const lines = findings.map((finding) => {
    const targets = finding.nodes.slice(0, TARGETS_SHOWN).map((node) => node.target.map(String).join(' >> '));
    const more = finding.nodes.length > TARGETS_SHOWN ? ` and ${finding.nodes.length - TARGETS_SHOWN} more` : '';
    return `- ${finding.id} (${finding.impact}): ${finding.help} [${finding.helpUrl}]\n    on ${targets.join(' | ')}${more}`;
  });
  return `${screen}: ${findings.length} serious or critical accessibility finding(s)\n${lines.join('\n')}`;
}

type AxeWindow = Window & { axe?: typeof axe };

/**
 * axe's findings on the page's document. axe is put into the document once and stays across the
 * single-page app's navigations (a wrapper that injects it and merges frames on every check costs
 * a second a screen; the product's screens have no frames).
 */
async function axeFindings(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe === 'object'))) await page.evaluate(axe.source);
  const exclude = THIRD_PARTY_EXCLUSIONS.map(({ selector }) => [selector]);
  return page.evaluate(async ({ tags, exclude }) => {
    const { violations } = await (window as AxeWindow).axe!.run({ exclude }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return violations.map(({ id, impact, help, helpUrl, nodes }) => ({ id, impact, help, helpUrl, nodes: nodes.map(({ target }) => ({ target })) }));
  }, { tags: WCAG_TAGS, exclude });
}

/** The serious and critical findings of axe on the page as it is now, described; empty when there are none. */
export async function accessibilityProblems(page: Page, screen: string): Promise<string[]> {
  const blocking = (await axeFindings(page)).filter((violation) => BLOCKING.has(violation.impact ?? ''));
  return blocking.length ? [describeFindings(screen, blocking)] : [];
}

/** Fails when the settled screen has a serious or critical accessibility finding. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const problems = await accessibilityProblems(page, screen);
  if (problems.length) throw new Error(problems.join('\n'));
}
