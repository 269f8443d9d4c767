/**
 * The error family callers handle. Only `cli.ts` and the HTTP layer turn these into exit codes
 * and status codes (one place each).
 *
 * @module
 */

/** Machine-readable class of an error. */
export type ErrorKind = "usage" | "processing" | "conflict";

/**
 * A message by catalogue key: the CLI words it in the interface language
 * (`src/i18n/keyed_message.ts`); `message` keeps the English text (HTTP, logs).
 */
export interface MessageRef {
  /** Key in the message catalogues (`src/i18n/research_errors_en.ts`). */
  readonly key: string;
  /**
   * Values of the `{name}` placeholders; `{ term }` is a word looked up per language and
   * `{ alternatives }` a list joined by the language's "or".
   */
  readonly values: Readonly<Record<string, MessageRefValue>>;
}

/**
 * A placeholder value of a {@linkcode MessageRef}: text, a number, a word looked up per language
 * (`term`), alternatives joined by the language's "or", or a whole message inside (`text`, with
 * its own `ref` when it has one).
 */
export type MessageRefValue =
  | string
  | number
  | { readonly term: string }
  | { readonly alternatives: readonly string[] }
  | { readonly text: string; readonly ref?: MessageRef };

/** Options of an error: the cause, and the catalogue key its message was made from. */
export interface SvcErrorOptions extends ErrorOptions {
  readonly ref?: MessageRef;
}

/** Base class: a message meant for the user, and a stable kind. */
export class SvcError extends Error {
  /** Stable machine-readable kind. */
  readonly kind: ErrorKind;
  /** The catalogue key and values the message was made from, when it was. */
  readonly ref?: MessageRef;
  /**
   * @example
   * ```ts
   * new SvcError("processing", "Cannot read manuscript \"a.md\"").kind; // "processing"
   * ```
   */
  constructor(kind: ErrorKind, message: string, options?: SvcErrorOptions) {
    super(message, options);
    this.kind = kind;
    this.name = new.target.name;
    if (options?.ref) this.ref = options.ref;
  }
}

/** Bad invocation: unknown flag, invalid value, missing argument (CLI exit 2, HTTP 400). */
export class UsageError extends SvcError {
  /**
   * @example
   * ```ts
   * new UsageError("--z-mild must be a finite number").kind; // "usage"
   * ```
   */
  constructor(message: string, options?: SvcErrorOptions) {
    super("usage", message, options);
  }
}

/** A file or processing failure (CLI exit 1, HTTP 400/500). */
export class ProcessingError extends SvcError {
  /**
   * @example
   * ```ts
   * new ProcessingError("Cannot read manuscript \"a.md\": not found").kind; // "processing"
   * ```
   */
  constructor(message: string, options?: SvcErrorOptions) {
    super("processing", message, options);
  }
}

/** A stale guard or an existing target (HTTP 409). */
export class ConflictError extends SvcError {
  /**
   * @example
   * ```ts
   * new ConflictError("The manuscript changed since it was read").kind; // "conflict"
   * ```
   */
  constructor(message: string, options?: SvcErrorOptions) {
    super("conflict", message, options);
  }
}
