/**
 * English messages: the reference catalogue; every other catalogue has the same shape.
 *
 * @module
 */

/** The shape of a message catalogue. */
export interface Messages {
  readonly help: {
    readonly program: string;
    readonly language: string;
    readonly json: string;
    readonly analyze: string;
    readonly analyzeFile: string;
    readonly about: string;
    readonly completion: string;
    readonly completionShell: string;
    readonly helpCommand: string;
    readonly helpOption: string;
    readonly versionOption: string;
  };
  readonly errors: {
    readonly unknownCommand: (name: string) => string;
    readonly unknownOption: (flag: string) => string;
    readonly missingArgument: (name: string) => string;
    readonly optionMissingArgument: (flag: string) => string;
    readonly invalidChoice: (flag: string, value: string, allowed: string) => string;
    readonly excessArguments: (n: number) => string;
    readonly cannotRead: (path: string, why: string) => string;
    readonly notUtf8: (path: string, offset: number) => string;
    readonly notFound: (path: string) => string;
    readonly isDirectory: (path: string) => string;
    readonly invalidLanguage: (value: string) => string;
    readonly invalidRegex: (key: string, pattern: string, why: string) => string;
    readonly unexpected: (why: string) => string;
  };
  readonly report: {
    readonly title: string;
    readonly language: string;
    readonly words: string;
    readonly chapters: string;
    readonly sentences: string;
    readonly asl: string;
    readonly medianSl: string;
    readonly readability: string;
    readonly diversity: string;
    readonly dialogue: string;
    readonly staccato: string;
    readonly punctuation: string;
    readonly chapterTable: string;
    readonly notAvailable: string;
    readonly caveat: string;
    readonly dominance: Readonly<Record<"present" | "past" | "mixed" | "neutral", string>>;
  };
}

/** English catalogue. */
export const EN: Messages = {
  help: {
    program: "Manuscript linguistics: honest statistics on a book written in one Markdown file.",
    language: "analysis language: auto de en fr es it pt nl generic (default en)",
    json: "print the JSON result instead of a text report",
    analyze: "corpus metrics and per-chapter features (schema 2)",
    analyzeFile: "Markdown manuscript",
    about: "version, commands, languages, features, thresholds and heuristics",
    completion: "print a shell completion script (bash or zsh)",
    completionShell: "bash or zsh",
    helpCommand: "show help for a command",
    helpOption: "show help",
    versionOption: "print the version",
  },
  errors: {
    unknownCommand: (name) => `Unknown command "${name}". See "svc --help".`,
    unknownOption: (flag) => `Unknown option "${flag}".`,
    missingArgument: (name) => `Missing argument <${name}>.`,
    optionMissingArgument: (flag) => `Option "${flag}" needs a value.`,
    invalidChoice: (flag, value, allowed) =>
      `Invalid value "${value}" for ${flag}; allowed: ${allowed}.`,
    excessArguments: (n) => `Too many arguments (expected ${n}).`,
    cannotRead: (path, why) => `Cannot read manuscript "${path}": ${why}`,
    notUtf8: (path, offset) => `Cannot read manuscript "${path}": invalid UTF-8 at byte ${offset}`,
    notFound: (path) => `Cannot read manuscript "${path}": no such file`,
    isDirectory: (path) => `Cannot read manuscript "${path}": it is a directory`,
    invalidLanguage: (value) =>
      `Invalid language "${value}"; use auto, de, en, fr, es, it, pt, nl or generic.`,
    invalidRegex: (key, pattern, why) => `Invalid ${key} "${pattern}": ${why}`,
    unexpected: (why) => `Unexpected failure: ${why}`,
  },
  report: {
    title: "Manuscript analysis",
    language: "Language",
    words: "Words",
    chapters: "Chapters",
    sentences: "Sentences",
    asl: "Average sentence length",
    medianSl: "Median sentence length",
    readability: "Readability",
    diversity: "Lexical diversity",
    dialogue: "Dialogue share",
    staccato: "Short sentences (≤ 5 words)",
    punctuation: "Punctuation",
    chapterTable: "Chapters",
    notAvailable: "n/a",
    caveat:
      "These are diagnostic heuristics, not a quality score. Readability formulas carry language-specific assumptions.",
    dominance: { present: "present", past: "past", mixed: "mixed", neutral: "neutral" },
  },
};
