// The package's entry: what its users import.
export * from "./pool";
export { Ledger, Journal } from "./ledger";
export { send, makePool as createPool } from "./client";
export type { Request } from "./client";
export default function version(): string {
  return "1.0.0";
}
