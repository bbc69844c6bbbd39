/** See server.mjs. */
import type { Server } from 'node:http';

export declare const EXAMPLE_CSP: string;
export declare function createEmbedExampleServer(options: { handlers: readonly unknown[]; script?: string }): {
  server: Server;
  replace(replacements: Record<string, string>): void;
  listen(port?: number): Promise<number>;
  close(): Promise<void>;
};
