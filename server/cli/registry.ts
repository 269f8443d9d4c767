/**
 * The server's verbs, `svc serve`, `svc service` and `svc lsp`, as command specs; each loads its code
 * lazily through a string-literal `import()`. `cli.ts` adds them to the command tree.
 *
 * @module
 */

import { type CommandSpec, JSON_OPTION } from "../../src/console/spec.ts";
import { THRESHOLD_OPTIONS } from "../../src/console/threshold_options.ts";

/** `serve`, `service` and `lsp`. */
export const SERVER_COMMANDS: readonly CommandSpec[] = [
  {
    name: "serve",
    args: [{ syntax: "[path]", help: (m) => m.help.servePath }],
    help: (m) => m.help.serve,
    options: [
      { flags: "--port <n>", help: (m) => m.help.port },
      { flags: "--host <ip>", help: (m) => m.help.host },
      { flags: "--allow-non-loopback", help: (m) => m.help.allowNonLoopback },
      { flags: "--no-project", help: (m) => m.help.noProject },
      { flags: "--research-project <dir>", help: (m) => m.help.researchProject, file: true },
      { flags: "--debug", help: (m) => m.help.debug },
      { flags: "--names <list>", help: (m) => m.help.names },
      ...THRESHOLD_OPTIONS,
    ],
    load: () => import("./serve.ts"),
  },
  {
    name: "service",
    args: [
      { syntax: "<action>", help: (m) => m.help.serviceAction },
      { syntax: "[path]", help: (m) => m.help.servePath },
    ],
    help: (m) => m.help.service,
    argChoices: ["start", "stop", "restart", "status"],
    options: [
      { flags: "--port <n>", help: (m) => m.help.port },
      JSON_OPTION,
      { flags: "--open", help: (m) => m.help.open },
      { flags: "--no-project", help: (m) => m.help.noProject },
      ...THRESHOLD_OPTIONS,
    ],
    load: () => import("./service.ts"),
  },
  {
    name: "lsp",
    args: [],
    help: (m) => m.help.lsp,
    details: (m) => m.help.lspDetails,
    options: [
      { flags: "--stdio", help: (m) => m.help.stdio },
      ...THRESHOLD_OPTIONS,
    ],
    load: () => import("./lsp.ts"),
  },
];
