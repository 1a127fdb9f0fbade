// What axe finds wrong on a page, one line per rule with the elements it names, so a failing test
// says where to look. Needs a page made from `browser.newContext()` (@axe-core/playwright).
import AxeBuilder from '@axe-core/playwright'
import type {Page} from '@playwright/test'

/** `within`: CSS selectors of the parts to check (the whole page when not given). */
export async function axeViolations(page: Page, within: readonly string[] = []): Promise<string[]> {
  const {violations} = await within.reduce((axe, selector) => axe.include(selector), new AxeBuilder({page})).analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
