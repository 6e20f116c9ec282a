// The bench commands' flags: `--name value`.

/** The value after `--name` on the command line, or undefined when the flag is not there. */
export function flag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}
