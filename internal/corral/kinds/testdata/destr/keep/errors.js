// Errors shaped for a client: code, message and the cause's name.

export function errorShape(opts) {
  const {
    error,
    type,
    path
  } = opts;
  const {
    code,
    message
  } = error;
  const {
    name = "Error",
    stack
  } = error.cause ?? {};
  return {
    code,
    message,
    data: {
      type,
      path: path ?? null,
      name,
      stack
    }
  };
}
export function httpStatus({
  error
}) {
  const {
    code
  } = error;
  const [prefix, rest] = code.split("_");
  return prefix === "BAD" ? 400 : rest === "FOUND" ? 404 : 500;
}
