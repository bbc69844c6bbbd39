import type { Catalog, MessageId, MessageOverrides, MessageValue } from './messages';

type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;
type ValuesOf<V> = V extends string ? V : V extends Record<string, string> ? V[keyof V] : never;

/** The parameters a message needs, inferred from its placeholders (plural messages always need `count`). */
export type MessageParams<K extends MessageId> = Catalog[K] extends string
  ? { [P in Placeholders<Catalog[K]>]: string | number }
  : { [P in Placeholders<ValuesOf<Catalog[K]>> | 'count']: P extends 'count' ? number : string | number };

type ArgsFor<K extends MessageId> = [Placeholders<ValuesOf<Catalog[K]>>] extends [never]
  ? Catalog[K] extends string
    ? [params?: undefined]
    : [params: MessageParams<K>]
  : [params: MessageParams<K>];

/**
 * A translator. `Ids` are the messages it can say: the whole catalog for `createTranslator`, one area's catalog plus
 * the core texts for an area's `useT` (so an area cannot use another area's text without importing its catalog, and a
 * screen's bundle carries only the strings it can show).
 */
export type Translate<Ids extends MessageId = MessageId> = <K extends Ids>(id: K, ...args: ArgsFor<K>) => string;

/** Some of the catalog's entries: the core texts, or one area's. */
export type MessageTable = { readonly [K in MessageId]?: MessageValue };

function interpolate(template: string, params: Record<string, string | number> | undefined): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const pluralRules = new Map<string, Intl.PluralRules>();
function rulesFor(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules;
}

/**
 * Builds a translator over some tables of the catalog with host overrides applied first, then the locale's own table
 * (a translation, `PlatformProvider`'s `localeMessages`), then the tables in order (the English ones). An id found in
 * none is returned as is, and missing parameters stay visible as `{name}` rather than disappearing, so a mistake shows
 * in the story. Plural forms are chosen with the locale's rules (`Intl.PluralRules(locale)`); a form the message lacks
 * falls back to `other`.
 */
export function createTableTranslator<Ids extends MessageId>(
  tables: readonly MessageTable[],
  overrides: MessageOverrides = {},
  locale = 'en',
  localeTable: MessageTable = {},
): Translate<Ids> {
  const rules = rulesFor(locale);
  return ((id: MessageId, params?: Record<string, string | number>) => {
    let value: MessageValue | undefined = overrides[id] ?? localeTable[id];
    for (let i = 0; value === undefined && i < tables.length; i++) value = tables[i]?.[id];
    if (value === undefined) return id;
    if (typeof value === 'string') return interpolate(value, params);
    const count = Number(params?.count ?? 0);
    const form = count === 0 && value.zero !== undefined ? 'zero' : rules.select(count);
    return interpolate(value[form as keyof typeof value] ?? value.other, params);
  }) as Translate<Ids>;
}
