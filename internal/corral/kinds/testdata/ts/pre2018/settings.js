// Settings read from layers (defaults, a file, the environment), the
// later layer winning, each spread into the next.
export const defaults = {
    name: "app",
    retries: 3,
    colors: { fg: "white", bg: "black" },
    flags: {},
};
export function fromFile(file) {
    return Object.assign(Object.assign(Object.assign({}, defaults), file), { colors: Object.assign(Object.assign({}, defaults.colors), file.colors) });
}
export function withFlag(s, flag) {
    return Object.assign(Object.assign({}, s), { flags: Object.assign(Object.assign({}, s.flags), { [flag]: true }) });
}
export function renamed(s, name) {
    return Object.assign(Object.assign({}, s), { name });
}
export function fromEnv(s, env) {
    const retries = env.RETRIES ? Number(env.RETRIES) : s.retries;
    return Object.assign(Object.assign({}, s), { retries });
}
