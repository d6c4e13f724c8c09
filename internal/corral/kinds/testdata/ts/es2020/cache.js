export class Cache {
    constructor() {
        this.items = new Map();
    }
    get(key) {
        return this.items.get(key)?.value;
    }
    age(key, now) {
        return now - (this.items.get(key)?.at ?? now);
    }
    put(key, value, at) {
        this.items.set(key, { value, at: at ?? Date.now() });
    }
}
