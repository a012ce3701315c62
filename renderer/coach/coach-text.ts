import { joinList } from '../i18n/list';
import type { News } from './coach-news';
import type { Tip } from './coach';

type Translate = (key: string, params?: Record<string, unknown>, plural?: number) => string;
type Params = Readonly<Record<string, string | number>>;

/** "2" → "sector 2"; "1 2 4" → "sectors 1, 2 and 4", in the player's language. */
export function sectorsText(t: Translate, list: string): string {
  const sectors = list.split(' ').filter(Boolean);
  if (sectors.length === 0) return t('tutorial.anywhere');
  return t('tutorial.sectors', { list: joinList(t, sectors) }, sectors.length);
}

/** Names in the coach's sentences (systems, panels, directions, symbol types, sectors) in the player's language. */
function names(t: Translate, params: Params, systems: readonly string[] | undefined): Record<string, string | number> {
  const out: Record<string, string | number> = { ...params };
  if (typeof params.system === 'string') out.system = t(`systems.${params.system}`);
  if (systems) out.systems = systems.map((s) => t(`systems.${s}`)).join(', ');
  if (typeof params.panel === 'string') out.panel = t(`directions.${params.panel}`);
  if (typeof params.direction === 'string') out.direction = t(`directions.${params.direction}`);
  if (typeof params.directions === 'string') out.directions = params.directions.split(' ').map((d) => t(`directions.${d}`)).join(', ');
  if (typeof params.symbol === 'string') out.symbol = t(`symbolTypes.${params.symbol}`);
  if (typeof params.sectors === 'string') out.sectors = sectorsText(t, params.sectors);
  if (typeof params.n === 'number') out.cells = t('tutorial.cells', { n: params.n }, params.n);
  if (typeof params.exposed === 'number') out.exposed = t('tutorial.cells', { n: params.exposed }, params.exposed);
  // The reason is a sentence of its own, with the same names filled in.
  if (typeof params.why === 'string') out.why = t(`tutorial.why.${params.why}`, out);
  return out;
}

export function tipText(t: Translate, tip: Tip): string {
  return t(`tutorial.steps.${tip.key}`, names(t, tip.params, tip.systems));
}

export function newsText(t: Translate, news: News): string {
  return t(`tutorial.news.${news.key}`, names(t, news.params, news.systems));
}
