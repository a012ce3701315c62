import type { News } from './coach-news';
import type { Tip } from './coach';

type Translate = (key: string, params?: Record<string, unknown>) => string;
type Params = Readonly<Record<string, string | number>>;

/** Names in the coach's sentences (systems, panels, directions, symbol types) in the player's language. */
function names(t: Translate, params: Params, systems: readonly string[] | undefined): Record<string, string | number> {
  const out: Record<string, string | number> = { ...params };
  if (typeof params.system === 'string') out.system = t(`systems.${params.system}`);
  if (systems) out.systems = systems.map((s) => t(`systems.${s}`)).join(', ');
  if (typeof params.panel === 'string') out.panel = t(`directions.${params.panel}`);
  if (typeof params.direction === 'string') out.direction = t(`directions.${params.direction}`);
  if (typeof params.directions === 'string') out.directions = params.directions.split(' ').map((d) => t(`directions.${d}`)).join(', ');
  if (typeof params.symbol === 'string') out.symbol = t(`symbolTypes.${params.symbol}`);
  return out;
}

export function tipText(t: Translate, tip: Tip): string {
  return t(`tutorial.steps.${tip.key}`, names(t, tip.params, tip.systems));
}

export function newsText(t: Translate, news: News): string {
  return t(`tutorial.news.${news.key}`, names(t, news.params, news.systems));
}
