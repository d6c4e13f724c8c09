// Settings read from layers (defaults, a file, the environment), the
// later layer winning, each spread into the next.

export interface Settings {
  name: string;
  retries: number;
  colors: { fg: string; bg: string };
  flags: Record<string, boolean>;
}

export const defaults: Settings = {
  name: "app",
  retries: 3,
  colors: { fg: "white", bg: "black" },
  flags: {},
};

export function fromFile(file: Partial<Settings>): Settings {
  return {
    ...defaults,
    ...file,
    colors: {
      ...defaults.colors,
      ...file.colors,
    },
  };
}

export function withFlag(s: Settings, flag: string): Settings {
  return {
    ...s,
    flags: {
      ...s.flags,
      [flag]: true,
    },
  };
}

export function renamed(s: Settings, name: string): Settings {
  return { ...s, name };
}

export function fromEnv(s: Settings, env: Record<string, string | undefined>): Settings {
  const retries = env.RETRIES ? Number(env.RETRIES) : s.retries;
  return {
    ...s,
    retries,
  };
}
