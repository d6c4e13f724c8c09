// Errors shaped for a client: code, message and the cause's name.
export interface ErrorOpts {
  error: { code: string; message: string; cause?: Error };
  type: "query" | "mutation";
  path?: string;
}

export function errorShape(opts: ErrorOpts) {
  const { error, type, path } = opts;
  const { code, message } = error;
  const { name = "Error", stack } = error.cause ?? {};
  return { code, message, data: { type, path: path ?? null, name, stack } };
}

export function httpStatus({ error }: ErrorOpts): number {
  const { code } = error;
  const [prefix, rest] = code.split("_");
  return prefix === "BAD" ? 400 : rest === "FOUND" ? 404 : 500;
}
