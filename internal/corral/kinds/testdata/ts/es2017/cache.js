export class Cache {
    constructor() {
        this.items = new Map();
    }
    get(key) {
        var _a;
        return (_a = this.items.get(key)) === null || _a === void 0 ? void 0 : _a.value;
    }
    age(key, now) {
        var _a, _b;
        return now - ((_b = (_a = this.items.get(key)) === null || _a === void 0 ? void 0 : _a.at) !== null && _b !== void 0 ? _b : now);
    }
    put(key, value, at) {
        this.items.set(key, { value, at: at !== null && at !== void 0 ? at : Date.now() });
    }
}
