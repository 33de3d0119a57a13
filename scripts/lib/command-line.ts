import { parseArgs } from 'node:util';

/**
 * The one reading of a script's command line. Strict, because a flag a script
 * does not know must never be ignored: `admin:grant --revok` once granted the
 * claim it meant to take back, and `--project=<id>` once went to the emulators.
 */
export interface Flag {
  /** The value's placeholder in the usage line (`<id>`): the flag takes a value. Without it, the flag is a switch. */
  value?: string;
  short?: string;
  /** Set when the flag must be given: what to say when it is not. */
  required?: string;
}

export interface CommandSpec {
  /** How the script is run, e.g. `npm run recount --`. */
  command: string;
  flags: Record<string, Flag>;
  /** The bare words it takes, e.g. `<email>`, and how many at least and at most (no `max`: any number). */
  words?: { label: string; min: number; max?: number };
  /** What a lone `--` hands on, e.g. `firebase deploy flags`: the words after it are passed through unread. */
  forwards?: string;
}

type Values<F extends Record<string, Flag>> = {
  [K in keyof F]: F[K] extends { required: string } ? string : F[K] extends { value: string } ? string | undefined : boolean;
};

export interface CommandLine<F extends Record<string, Flag>> {
  flags: Values<F>;
  words: string[];
  forwarded: string[];
}

/** A command line the script refuses; the message names what was wrong and what the script accepts. */
export class UsageError extends Error {}

/** The exit code of a refused command line, as shells' own tools use it for a usage error. */
export const USAGE_EXIT = 2;

export function usageLine(spec: CommandSpec): string {
  const flags = Object.entries(spec.flags).map(([name, f]) => {
    const flag = `--${name}${f.value ? ` ${f.value}` : ''}`;
    return f.required ? flag : `[${flag}]`;
  });
  const words = spec.words ? [spec.words.min ? spec.words.label : `[${spec.words.label}]`] : [];
  const forwards = spec.forwards ? [`[-- ${spec.forwards}]`] : [];
  return `Usage: ${[spec.command, ...words, ...flags, ...forwards].join(' ')}`;
}

function accepted(spec: CommandSpec): string {
  const script = spec.command.replace(/ --$/, '');
  const names = Object.entries(spec.flags).map(([name, f]) => `--${name}${f.value ? ` ${f.value}` : ''}`);
  return names.length ? `${script} accepts ${names.join(', ')}.` : `${script} takes no flags.`;
}

/** `--project <id>` (or `--project=<id>`, `-P <id>`): a real Firebase project; scripts that may go without it act on the emulators. */
export const PROJECT_FLAG = { value: '<id>', short: 'P' } as const;

/** The same for the scripts that only work on a real project (the preflight, the deploy). */
export const REAL_PROJECT_FLAG = {
  ...PROJECT_FLAG,
  required: 'Name the Firebase project: --project <your-project-id> (the id shown in the Firebase console)',
} as const;

export function parseCommandLine<F extends Record<string, Flag>>(argv: string[], spec: CommandSpec & { flags: F }): CommandLine<F> {
  const options = Object.fromEntries(
    Object.entries(spec.flags).map(([name, f]) => [
      name,
      { type: f.value ? 'string' : 'boolean', ...(f.short && { short: f.short }) } as const,
    ]),
  );
  // Not strict: parseArgs' own errors name no accepted flags; every case it would refuse is refused below instead.
  const { tokens } = parseArgs({ args: argv, options, strict: false, allowPositionals: true, tokens: true });
  const refuse = (what: string): never => {
    throw new UsageError(`${what}. ${accepted(spec)}\n${usageLine(spec)}`);
  };
  const flags: Record<string, string | boolean | undefined> = {};
  for (const name of Object.keys(spec.flags)) flags[name] = spec.flags[name]!.value ? undefined : false;
  const words: string[] = [];
  const forwarded: string[] = [];
  let terminated = false;

  for (const token of tokens) {
    if (token.kind === 'option-terminator') {
      if (!spec.forwards) refuse('A lone -- hands nothing on here');
      terminated = true;
    } else if (terminated) {
      if (token.kind === 'positional') forwarded.push(token.value);
    } else if (token.kind === 'positional') {
      words.push(token.value);
    } else {
      const flag = spec.flags[token.name];
      if (!flag) refuse(`Unknown option ${token.rawName}`);
      const name = `--${token.name}`;
      if (flag!.value) {
        // parseArgs takes the next word as the value even when it is another flag: `--project --revoke`.
        if (!token.value || token.value.startsWith('-')) refuse(`${name} needs a value: ${name} ${flag!.value} or ${name}=${flag!.value}`);
        if (flags[token.name] !== undefined) refuse(`${name} is given twice`);
        flags[token.name] = token.value;
      } else {
        if (token.value !== undefined) refuse(`${name} takes no value (${token.rawName}=${token.value})`);
        flags[token.name] = true;
      }
    }
  }
  for (const [name, flag] of Object.entries(spec.flags)) if (flag.required && flags[name] === undefined) refuse(flag.required);
  const { min = 0, max = 0 } = spec.words ?? {};
  const most = spec.words && spec.words.max === undefined ? Infinity : max;
  if (words.length < min) refuse(`Missing ${spec.words!.label}`);
  if (words.length > most)
    refuse(
      `Unexpected ${words
        .slice(most)
        .map((w) => `"${w}"`)
        .join(', ')}`,
    );
  return { flags: flags as Values<F>, words, forwarded };
}

/** The script's own command line, or, when it is refused, the reason on stderr and exit code 2. */
export function readCommandLine<F extends Record<string, Flag>>(spec: CommandSpec & { flags: F }): CommandLine<F> {
  try {
    return parseCommandLine(process.argv.slice(2), spec);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(err.message);
    process.exit(USAGE_EXIT);
  }
}
