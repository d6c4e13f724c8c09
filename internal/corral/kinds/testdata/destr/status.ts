// The HTTP status of an error, from its code.
const codes: Record<string, number> = { BAD_REQUEST: 400, NOT_FOUND: 404, TIMEOUT: 408 };

export function statusOf(opts: { error: { code: string; message: string } }) {
  const { error } = opts;
  const { code, message } = error;
  return { status: codes[code] ?? 500, message };
}
