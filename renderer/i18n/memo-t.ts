/** More sentences than a game shows; past it the memory starts again (a feed names many cells). */
const LIMIT = 4000;

type Translate = (...args: unknown[]) => string;

const plain = (value: unknown) => value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value);
const flat = (value: unknown) =>
  plain(value) || (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && Object.values(value as object).every(plain));

/** What of vue-i18n's global composer this needs: its `t`, and the locale ref `t` reads. */
interface Translator {
  t: unknown;
  readonly locale: { readonly value: string };
}

/**
 * `t` remembered per locale and arguments. A language's messages never change once loaded (another
 * language is added under its own locale, so its texts are keyed apart), and vue-i18n
 * spends ~20 µs on every call (resolving the path, a JSON key for its compiled-message cache, a
 * message context): a state message re-renders dozens of the same labels and reasons, ~1.4 ms of the
 * seat page's task (issue 29.5). The locale is still read on every call, so a component that called
 * `t` renders again when the language changes. Arguments that are not flat (a list, a Date…) pass through.
 */
export function rememberTranslations(composer: Translator): void {
  const translate = (composer.t as Translate).bind(composer);
  const known = new Map<string, string>();
  const remembered: Translate = (...args) => {
    const locale = composer.locale.value;
    if (!args.every(flat)) return translate(...args);
    const key = `${locale}\u0000${JSON.stringify(args)}`;
    let text = known.get(key);
    if (text === undefined) {
      text = translate(...args);
      if (known.size >= LIMIT) known.clear();
      known.set(key, text);
    }
    return text;
  };
  composer.t = remembered;
}
