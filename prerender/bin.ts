#!/usr/bin/env node
// The executable of the `shopkit` command (dist/cli.mjs): runs cli.ts with the process's arguments and environment.
import { runCli } from './cli.ts';

process.exitCode = await runCli(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
