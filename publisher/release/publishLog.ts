/** The publisher's log lines: what a publish will do, and where its time went. */
import type { PublishPlan } from './publishPlan.ts';

/** Milliseconds per step, for the publish's log line: where a slow publish spends its time. */
export function stepTimer() {
  let last = performance.now();
  const spent: string[] = [];
  return {
    mark(step: string) {
      const now = performance.now();
      spent.push(`${step} ${Math.round(now - last)}`);
      last = now;
    },
    summary: () => spent.join(', '),
  };
}

/** One line: the records changed per language and what the plan renders, drops and moves. */
export function describePlan(plan: PublishPlan): string {
  const changes = Object.entries(plan.changes)
    .map(([lng, c]) => {
      const p = c.properties;
      return `${lng}: +${p.added.length} ~${p.changed.length} -${p.removed.length}`;
    })
    .join(', ');
  return `Publish plan: ${changes}; ${plan.detailPages.length} detail pages, ${plan.pages.length} other pages, ${plan.droppedPages.length} list pages dropped, ${plan.gonePages.length} gone, ${plan.redirects.length} moved, ${plan.media.added.length} new photos`;
}
