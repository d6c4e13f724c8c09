// Routes configured by layering objects: each layer spreads the one
// below it across several lines, as a router's configuration does.

export interface Route {
  method: string;
  path: string;
  auth?: { scheme: string; scopes: string[] };
  limits?: { perMinute: number; burst: number };
}

const base: Route = { method: "GET", path: "/" };

export function authed(r: Route, scheme: string): Route {
  return {
    ...r,
    auth: {
      scheme,
      scopes: [],
    },
  };
}

export function limited(r: Route, perMinute: number): Route {
  return {
    ...r,
    limits: {
      ...r.limits,
      perMinute,
      burst: perMinute / 10,
    },
  };
}

export function post(path: string): Route {
  return {
    ...base,
    method: "POST",
    path,
  };
}

export function table(routes: Route[]): Record<string, Route> {
  const out: Record<string, Route> = {};
  for (const r of routes) {
    out[r.method + " " + r.path] = {
      ...out[r.method + " " + r.path],
      ...r,
    };
  }
  return out;
}
