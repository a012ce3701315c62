/** Table talk written from a list of topics (issue 27): templates with `{slot}`s, expanded per language. */
export const TOPICS = ['food', 'drinks', 'sports', 'state', 'plans', 'questions', 'quoting', 'counting', 'jokes', 'games'] as const;
export type Topic = (typeof TOPICS)[number];

export interface TalkSource {
  readonly slots: Readonly<Record<string, readonly string[]>>;
  readonly topics: Readonly<Record<Topic, readonly string[]>>;
}

/** Every filling of a template's slots, each slot occurrence drawn on its own (`pick` chooses the values). */
export function expand(template: string, slots: TalkSource['slots'], pick: (values: readonly string[]) => string, count: number): string[] {
  const out = new Set<string>();
  if (!template.includes('{')) return [template];
  for (let k = 0; k < count * 4 && out.size < count; k++) {
    out.add(
      template.replace(/\{(\w+)\}/g, (_, name: string) => {
        const values = slots[name];
        if (!values) throw new Error(`unknown slot ${name} in "${template}"`);
        return pick(values);
      }),
    );
  }
  return [...out];
}
