/**
 * Answers already given to writes that carried an `Idempotency-Key`, by route and key: a retry with the same key gets
 * the first answer again and the write is not applied twice. Part of the mock world (cleared by `resetDb()`).
 */
export interface RememberedAnswer {
  status: number;
  body: string;
}

const answers = new Map<string, RememberedAnswer>();

export function rememberedAnswer(route: string, key: string): RememberedAnswer | undefined {
  return answers.get(`${route}\u0000${key}`);
}

export function rememberAnswer(route: string, key: string, answer: RememberedAnswer): void {
  answers.set(`${route}\u0000${key}`, answer);
}

export function resetIdempotency(): void {
  answers.clear();
}
