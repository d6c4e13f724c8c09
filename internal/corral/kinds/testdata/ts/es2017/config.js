export function host(c) {
    var _a, _b;
    return (_b = (_a = c.server) === null || _a === void 0 ? void 0 : _a.host) !== null && _b !== void 0 ? _b : "localhost";
}
export function port(c) {
    var _a, _b;
    return (_b = (_a = c.server) === null || _a === void 0 ? void 0 : _a.port) !== null && _b !== void 0 ? _b : 8080;
}
export class Runner {
    constructor(config) {
        this.config = config;
    }
    start() {
        var _a, _b, _c;
        (_b = (_a = this.config.hooks) === null || _a === void 0 ? void 0 : _a.onStart) === null || _b === void 0 ? void 0 : _b.call(_a);
        return (_c = this.config.retries) !== null && _c !== void 0 ? _c : 3;
    }
    label() {
        var _a;
        return ((_a = this.config.name) !== null && _a !== void 0 ? _a : "runner") + ":" + port(this.config);
    }
}
