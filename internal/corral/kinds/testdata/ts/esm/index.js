// The package's entry: what its users import.
export * from "./pool";
export { Ledger, Journal } from "./ledger";
export { send, makePool as createPool } from "./client";
export default function version() {
    return "1.0.0";
}
