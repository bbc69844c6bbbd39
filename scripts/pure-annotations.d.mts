/** Types of scripts/pure-annotations.mjs (used by tests/unit/conventions.test.ts). */
export function annotate(source: string): string;
export function unmarked(source: string): { line: number; call: string }[];
export function files(root?: string): string[];
