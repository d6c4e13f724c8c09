// Optional chaining and nullish coalescing, which TypeScript lowers for
// targets before ES2020.
export interface Config {
  name?: string;
  retries?: number;
  server?: { host?: string; port?: number };
  hooks?: { onStart?: () => void };
}

export function host(c: Config): string {
  return c.server?.host ?? "localhost";
}

export function port(c: Config): number {
  return c.server?.port ?? 8080;
}

export class Runner {
  constructor(private config: Config) {}

  start(): number {
    this.config.hooks?.onStart?.();
    return this.config.retries ?? 3;
  }

  label(): string {
    return (this.config.name ?? "runner") + ":" + port(this.config);
  }
}
