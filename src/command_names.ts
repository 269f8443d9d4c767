/**
 * Names of the commands this release implements, in help order. Kept apart from the registry
 * so that `about()` (pure core) does not load the CLI parser.
 *
 * @module
 */

/** Command names (`svc <name>`). */
export const COMMAND_NAMES: readonly string[] = [
  "analyze",
  "style",
  "profile",
  "dialogue",
  "characters",
  "pacing",
  "scenes",
  "motifs",
  "showing",
  "dashboard",
  "pdf",
  "build",
  "check",
  "serve",
  "service",
  "lsp",
  "research",
  "about",
  "completion",
];
