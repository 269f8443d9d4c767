/**
 * The plainest command-line form, parsed without the full parser so that the start-up fast paths
 * (`research/cli/search_fast.ts`, `read_fast.ts`, `src/cli/fast_analysis.ts`) load no npm package: `--name value` or `--name=value`, each
 * option at most once, values neither empty nor starting with "-", flags without a value, and
 * positionals. Anything else is left to the full command line, so every message stays its own.
 *
 * @module
 */

/**
 * The options and positionals of a plain invocation, or null for anything else. `flags` are the options that take no value.
 *
 * @example
 * ```ts
 * plainInvocation(["--inspect", "clm_X", "--project=/tmp/a"], new Set(["inspect", "project"]));
 * // { options: { inspect: "clm_X", project: "/tmp/a" }, positionals: [] }
 * plainInvocation(["--inspect", "-x"], new Set(["inspect"])); // null: the full parser decides
 * ```
 */
export function plainInvocation(
  args: readonly string[],
  valued: ReadonlySet<string>,
  flags: ReadonlySet<string> = new Set(),
): { options: Record<string, string | boolean>; positionals: string[] } | null {
  const options: Record<string, string | boolean> = {};
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith("-")) {
      positionals.push(arg);
      continue;
    }
    if (!arg.startsWith("--")) return null;
    const eq = arg.indexOf("=");
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    if (Object.hasOwn(options, name)) return null;
    if (flags.has(name) && eq < 0) {
      options[name] = true;
      continue;
    }
    if (!valued.has(name)) return null;
    const value = eq < 0 ? args[++i] : arg.slice(eq + 1);
    if (value === undefined || value === "" || value.startsWith("-")) return null;
    options[name] = value;
  }
  return { options, positionals };
}
