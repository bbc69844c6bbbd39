import { type Catalog, type MessageId, type MessageOverrides, type MessageValue, messages } from './messages';

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

export type Translate = <K extends MessageId>(id: K, ...args: ArgsFor<K>) => string;

function interpolate(template: string, params: Record<string, string | number> | undefined): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * Builds a translator over the catalog with host overrides applied. Missing parameters stay visible as
 * `{name}` rather than disappearing, so a mistake shows in the story.
 */
export function createTranslator(overrides: MessageOverrides = {}, locale = 'en'): Translate {
  const rules = new Intl.PluralRules(locale);
  return ((id: MessageId, params?: Record<string, string | number>) => {
    const value: MessageValue = overrides[id] ?? messages[id];
    if (typeof value === 'string') return interpolate(value, params);
    const count = Number(params?.count ?? 0);
    const form = count === 0 && value.zero !== undefined ? 'zero' : rules.select(count);
    return interpolate(value[form as keyof typeof value] ?? value.other, params);
  }) as Translate;
}
