// The HTTP status of an error, from its code.
const codes = {
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  TIMEOUT: 408
};
export function statusOf(opts) {
  const error = opts.error;
  const code = error.code,
    message = error.message;
  return {
    status: codes[code] ?? 500,
    message
  };
}
