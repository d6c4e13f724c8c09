export function host(c) {
    return c.server?.host ?? "localhost";
}
export function port(c) {
    return c.server?.port ?? 8080;
}
export class Runner {
    constructor(config) {
        this.config = config;
    }
    start() {
        this.config.hooks?.onStart?.();
        return this.config.retries ?? 3;
    }
    label() {
        return (this.config.name ?? "runner") + ":" + port(this.config);
    }
}
