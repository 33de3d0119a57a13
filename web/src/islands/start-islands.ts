import { afterThePress, holdUntil, whenIntent } from './held-taps';
import { ISLAND_ATTRIBUTE, type Island } from './island';
import { whenIdle, whenNearView } from './moments';
import { nextTask } from './next-task';

const failed = (name: string) => (err: unknown) => console.error(`Island "${name}" could not start`, err);

const MOMENTS = {
  idle: whenIdle,
  visible: (element: HTMLElement) => whenIdle().then(() => whenNearView(element)),
  interaction: () => new Promise<void>(() => {}),
};

/**
 * Starts every island in the document: 'load' ones at once, each in its own task (`nextTask`), others at their moment
 * or first intent. A nested island is its outer one's. Resolves once every 'load' and 'idle' island is live.
 */
export async function startIslands(registry: Readonly<Record<string, Island>>): Promise<void> {
  const started: Promise<unknown>[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    if (element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`)) continue;
    const name = element.getAttribute(ISLAND_ATTRIBUTE)!;
    const island = registry[name];
    if (!island) {
      failed(name)(new Error('no island of this name is registered (app/island-registry.ts)'));
      continue;
    }
    if (island.when === 'load') {
      await nextTask();
      try {
        started.push(Promise.resolve(island.attach(element)).catch(failed(name)));
      } catch (err) {
        failed(name)(err);
      }
      continue;
    }
    const when = island.idleWhen?.() ? 'idle' : island.when;
    const undoBefore = island.before?.(element);
    const live = Promise.race([MOMENTS[when](element), whenIntent(element).then(afterThePress)])
      .then(island.load)
      // Not in the task that ran the island's code: that task is long enough.
      .then(async ({ default: attach }) => {
        await nextTask();
        return attach(element);
      })
      .catch(failed(name));
    // A link of a read-only island goes where it goes; one of an 'interaction' island may be a share whose tap counts.
    holdUntil(element, live, { submits: true, clicks: when === 'interaction' ? undefined : (target) => !!target.closest('button') });
    if (undoBefore) void live.finally(undoBefore);
    if (when === 'idle') started.push(live);
  }
  await Promise.all(started);
}
