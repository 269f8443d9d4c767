/**
 * English messages: the reference catalogue; every other catalogue has the same shape.
 *
 * @module
 */

import { RESEARCH_HELP_EN, type ResearchHelpKey } from "./research_help.ts";
import {
  RESEARCH_ERRORS_EN,
  RESEARCH_TERMS_EN,
  type ResearchErrors,
} from "./research_errors_en.ts";
import { RESEARCH_TEXT_EN, type ResearchText } from "./research_text_en.ts";

/** The shape of a message catalogue. */
export interface Messages {
  /** Help of the `svc research` subcommands. */
  readonly research: Readonly<Record<ResearchHelpKey, string>>;
  /** Research errors by key (`keyed_message.ts`). */
  readonly researchErrors: ResearchErrors;
  /** Record kinds and other words placed into research errors as `{ term }` values. */
  readonly researchTerms: Readonly<Record<string, string>>;
  /** Wording of the research text views. */
  readonly researchText: ResearchText;
  readonly help: {
    readonly program: string;
    readonly language: string;
    readonly json: string;
    readonly analyze: string;
    readonly analyzeFile: string;
    readonly about: string;
    readonly style: string;
    readonly explainChapter: string;
    readonly check: string;
    readonly checkFormat: string;
    readonly failOn: string;
    readonly baseline: string;
    readonly changedSince: string;
    readonly lsp: string;
    readonly lspDetails: string;
    readonly stdio: string;
    readonly profile: string;
    readonly dialogue: string;
    readonly characters: string;
    readonly names: string;
    readonly pacing: string;
    readonly scenes: string;
    readonly motifs: string;
    readonly motif: string;
    readonly showing: string;
    readonly dashboard: string;
    readonly output: string;
    readonly pdf: string;
    readonly layout: string;
    readonly author: string;
    readonly serifFont: string;
    readonly boldFont: string;
    readonly monoFont: string;
    readonly sansFont: string;
    readonly sansBoldFont: string;
    readonly build: string;
    readonly buildFile: string;
    readonly dryRun: string;
    readonly buildCheck: string;
    readonly buildCheckFailOn: string;
    readonly serve: string;
    readonly servePath: string;
    readonly port: string;
    readonly host: string;
    readonly allowNonLoopback: string;
    readonly noProject: string;
    readonly researchProject: string;
    readonly debug: string;
    readonly service: string;
    readonly serviceAction: string;
    readonly open: string;
    readonly zMild: string;
    readonly zStrong: string;
    readonly fdrQ: string;
    readonly fdrMethod: string;
    readonly dimThreshold: string;
    readonly flagMinSeverity: string;
    readonly minChapters: string;
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
    readonly invalidRegex: (key: string, pattern: string, why: string) => string;
    readonly invalidThreshold: (flag: string, why: string) => string;
    readonly unexpected: (why: string) => string;
    /** A research snapshot guard that is not a whole digest (`research/records/snapshot_guard.ts`). */
    readonly partialSnapshot: (field: string, value: string) => string;
  };
  readonly styleReport: {
    readonly title: string;
    readonly consistency: string;
    readonly unavailable: string;
    readonly cells: string;
    readonly expected: string;
    readonly selected: string;
    readonly none: string;
    readonly baselines: string;
    readonly caveat: string;
  };
  readonly modules: {
    readonly dialogue: string;
    readonly turns: string;
    readonly avgTurn: string;
    readonly medianTurn: string;
    readonly longestTurn: string;
    readonly turnsPer1000: string;
    readonly dialogueParagraphs: string;
    readonly pacing: string;
    readonly sceneBreaks: string;
    readonly scenesAreChapters: string;
    readonly fastest: string;
    readonly slowest: string;
    readonly hook: string;
    readonly characters: string;
    readonly mentions: string;
    readonly present: string;
    readonly span: string;
    readonly gap: string;
    readonly motifs: string;
    readonly topWords: string;
    readonly phrases: string;
    readonly showing: string;
    readonly mostTelling: string;
    readonly mostShowing: string;
    readonly notComparable: string;
    readonly scenes: string;
    readonly group: string;
    readonly supportLabel: string;
    readonly profile: string;
    readonly flagged: string;
    readonly wordsUnit: string;
    readonly asl: string;
    readonly scenesLabel: string;
    readonly dialogueShort: string;
    readonly tell: string;
    readonly show: string;
    readonly balance: string;
    readonly defaultGroup: string;
    readonly support: Readonly<Record<"sufficient" | "partial" | "insufficient", string>>;
    /** Warning for a character name without a match; `suggestions` is a ready list or "". */
    readonly unmatchedName: (name: string, suggestions: string) => string;
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
    readonly chapter: string;
    readonly notAvailable: string;
    readonly caveat: string;
    readonly dominance: Readonly<Record<"present" | "past" | "mixed" | "neutral", string>>;
    /** Decimal separator of numbers in text reports. */
    readonly decimalSeparator: "." | ",";
    /** Readability formula names by `flesch_variant`. */
    readonly formulas: Readonly<Record<string, string>>;
    /** Column heads of the chapter table. */
    readonly columns: {
      readonly number: string;
      readonly words: string;
      readonly asl: string;
      readonly dialogue: string;
      readonly tense: string;
      readonly title: string;
    };
  };
  /** `svc style --explain-chapter N`: the words behind one chapter's signals. */
  readonly signalWords: {
    /** BCP 47 tag for numbers (decimal mark, grouping). */
    readonly locale: string;
    readonly title: (chapter: number, title: string) => string;
    readonly note: string;
    /** Display name with unit, per signal. */
    readonly names: Readonly<Record<string, string>>;
    readonly counted: (n: number) => string;
    readonly countedPassives: (n: number) => string;
    readonly mostOften: string;
    readonly none: string;
    readonly lines: (from: number, to: number) => string;
  };
  readonly output: {
    readonly cannotWrite: (path: string, why: string) => string;
  };
  /** `svc check`: diagnostics of the findings. */
  readonly check: {
    readonly chapter: (n: number, title: string) => string;
    readonly tense: (severity: number) => string;
    readonly beyondChance: string;
    /** SARIF rule help: what the rule finds and what to do. */
    readonly ruleChapter: string;
    readonly ruleStyle: (feature: string) => string;
    readonly ruleTense: string;
    /** Markdown summary (GitHub step summary). */
    readonly summaryTitle: string;
    readonly summaryCounts: (strong: number, beyond: number, mild: number) => string;
    readonly summaryNone: string;
    readonly summaryColumns: readonly [string, string, string, string];
    readonly overflow: (n: number) => string;
    /** The text format's closing line. */
    readonly total: (n: number, failing: number, failOn: string) => string;
    readonly badBaseline: (path: string, why: string) => string;
    readonly gitFailed: (ref: string, why: string) => string;
  };
  /** `svc lsp`: the language server's own words (the diagnostics are the check's). */
  readonly lsp: {
    readonly dismiss: string;
    readonly addMarker: string;
    readonly openDashboard: string;
    readonly notMarkdown: (path: string) => string;
    readonly notFile: (uri: string) => string;
    readonly failed: (why: string) => string;
    readonly dismissed: (fingerprint: string) => string;
    readonly staleFinding: (fingerprint: string) => string;
    readonly dashboardAt: (address: string) => string;
  };
  readonly build: {
    /** Artifact status words of the list `svc build` prints. */
    readonly written: string;
    readonly unchanged: string;
    readonly wouldWrite: string;
    readonly upToDate: string;
    readonly summary: (written: number, unchanged: number) => string;
    readonly dryRunSummary: (wouldWrite: number, unchanged: number) => string;
    readonly noManuscript: (dir: string) => string;
    readonly manyManuscripts: (dir: string, names: string) => string;
    /** `--check` / `check_formats` name a format that does not exist. */
    readonly badCheckFormat: (name: string, choices: string) => string;
    /** `check_formats` in the project config is not a list of names. */
    readonly badCheckFormats: (choices: string) => string;
    readonly badCheckFailOn: (value: string, choices: string) => string;
  };
}

/** English catalogue. */
export const EN: Messages = {
  research: RESEARCH_HELP_EN,
  researchErrors: RESEARCH_ERRORS_EN,
  researchTerms: RESEARCH_TERMS_EN,
  researchText: RESEARCH_TEXT_EN,
  help: {
    program: "Manuscript linguistics: honest statistics on a book written in one Markdown file.",
    language: "analysis language: auto de en fr es it pt nl generic (default en)",
    json: "print the JSON result instead of a text report",
    analyze: "corpus metrics and per-chapter features (schema 2)",
    analyzeFile: "Markdown manuscript",
    about: "version, commands, languages, features, thresholds and heuristics",
    profile: "paragraph tense profile (JSON)",
    dialogue: "dialogue turns per chapter",
    characters: "presence of named characters per chapter",
    names: "comma-separated names; Pattern=Display for an alias",
    pacing: "scenes, pace and chapter-ending hooks",
    scenes: "scene features, register baselines and targets (schema 1)",
    motifs: "motif presence, top words and repeated phrases",
    motif: "a motif as NAME=REGEX (repeatable)",
    showing: "showing versus telling per chapter",
    dashboard: "write the review dashboard as one self-contained HTML file",
    output: "output file",
    pdf: "composed PDF: report (A4), book (A5 reading copy) or sheet (30 x 60 cm overview)",
    layout: "report, book or sheet (default report)",
    author: "author name printed in the PDF (default: author_name of the project config)",
    serifFont: "TrueType file for body text (default: Liberation Serif, then DejaVu Serif)",
    boldFont: "TrueType file for headings (default: Liberation Serif Bold, then DejaVu Serif Bold)",
    monoFont: "TrueType file for figures in tables (default: DejaVu Sans Mono)",
    sansFont: "TrueType file for labels and charts (default: DejaVu Sans)",
    sansBoldFont: "TrueType file for bold labels (default: DejaVu Sans Bold)",
    build: "idempotent, content-hashed build of every result into exports/ beside the manuscript",
    check:
      "report the findings as diagnostics for CI and editors; the exit code says whether any reached --fail-on",
    checkFormat:
      "text, json, sarif, github, rdjsonl, checkstyle, junit or codeclimate (default text)",
    failOn:
      "strong, beyond-chance, mild or never: exit 1 when a finding reaches it (default beyond-chance)",
    baseline: "a saved earlier `svc check --format json` result: report only findings not in it",
    changedSince: "report only findings that touch lines changed since this git ref",
    lsp:
      "language server for editors over stdio: the findings of svc check as diagnostics while you write, hover, code actions",
    lspDetails: [
      "Speaks the Language Server Protocol on standard input and output (start it from the editor,",
      "not by hand). Diagnostics are published when a Markdown manuscript opens and 200 ms after",
      "the last change (debounce); the newest version wins, results of an older one are dropped.",
      "Only the chapters an edit touched are analysed again. Hover a diagnostic for its sentence",
      "and the words behind it. Code actions: dismiss the finding (svc-dismissals.json beside the",
      "manuscript, as the dashboard does), add a work marker comment (<!-- svc:todo m-XXXXXXXX -->),",
      "open the dashboard at the chapter (the managed server's page when `svc service` serves this",
      "project, else a standalone page written to a temporary folder).",
      'Settings: flags > editor (initializationOptions or workspace settings under "svc":',
      "language, ui_language, thresholds {z_mild, z_strong, fdr_q, ...}, debounce_ms) > svc.toml >",
      "~/.config/svc.toml > defaults. Set-up snippets for VS Code, Neovim, Helix and Zed: README, Editors.",
    ].join("\n"),
    stdio: "talk over standard input and output (the default and only transport; editors pass it)",
    buildFile: "Markdown manuscript (default: the one Markdown manuscript in this folder)",
    dryRun: "list what would be written and write nothing",
    buildCheck:
      "also write svc check files beside the exports, in these formats (comma-separated; default: the project config's check_formats)",
    buildCheckFailOn:
      "the level the check files mark as failing (default: the project config's check_fail_on, else beyond-chance)",
    serve: "run the local review server in the foreground (loopback only)",
    servePath: "project folder or manuscript to open (default: this folder when it holds one)",
    port: "port to listen on (default 8765; 0 picks a free one)",
    host: "address to bind (default 127.0.0.1)",
    allowNonLoopback: "allow --host to be an address other than loopback (no accounts!)",
    noProject: "start with an empty workspace",
    researchProject: "research archive folder (with the research archive)",
    debug: "log requests (method, path, status; never query strings) to stderr",
    service: "manage the background server: start, stop, restart or status",
    serviceAction: "start, stop, restart or status",
    open: "open the dashboard in the browser after start",
    style: "style reference against the manuscript's own baseline (schema 4)",
    explainChapter:
      "list the words behind chapter N's signals (filter verbs, modals, passives, … tense markers) by paragraph",
    zMild: "|z*| from which a cell is noticeable (default 2.5)",
    zStrong: "|z*| from which a cell is strong (default 3.5)",
    fdrQ: "false discovery rate q, strictly between 0 and 1 (default 0.05)",
    fdrMethod: "FDR procedure: bh (Benjamini-Hochberg) or by (Benjamini-Yekutieli)",
    dimThreshold: "|score| from which a chapter is flagged on a dimension (default 2.5)",
    flagMinSeverity: "paragraph severity from which a paragraph is flagged: 1, 2 or 3 (default 2)",
    minChapters: "comparable chapters a baseline needs, integer >= 2 (default 2)",
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
    invalidRegex: (key, pattern, why) => `Invalid ${key} "${pattern}": ${why}`,
    invalidThreshold: (flag, why) => `Invalid ${flag}: ${why}`,
    unexpected: (why) => `Unexpected failure: ${why}`,
    partialSnapshot: (field, value) =>
      `${field} "${value}" is not a snapshot (64 hex digits): give the full snapshot; ` +
      "`research status` prints it",
  },
  styleReport: {
    title: "Style reference",
    consistency: "Consistency",
    unavailable: "unavailable (no measured cells)",
    cells: "measured cells",
    expected: "expected under a standard-normal null",
    selected: "FDR-selected cells",
    none: "none",
    baselines: "Baselines (median, sigma = 1.4826 MAD)",
    caveat:
      "Threshold hits, FDR-selected cells and paragraph tense flags are different result sets. z* compares each chapter with this manuscript's own chapters; it is not a quality score.",
  },
  modules: {
    dialogue: "Dialogue",
    turns: "turns",
    avgTurn: "mean words per turn",
    medianTurn: "median words per turn",
    longestTurn: "longest turn (words)",
    turnsPer1000: "turns per 1,000 words",
    dialogueParagraphs: "dialogue paragraphs (%)",
    pacing: "Pacing",
    sceneBreaks: "explicit scene breaks",
    scenesAreChapters: "no dividers: each chapter is one scene",
    fastest: "fastest chapter (lowest ASL)",
    slowest: "slowest chapter (highest ASL)",
    hook: "hook",
    characters: "Characters",
    mentions: "mentions",
    present: "chapters",
    span: "span",
    gap: "longest gap",
    motifs: "Motifs",
    topWords: "Most frequent content words",
    phrases: "Repeated phrases",
    showing: "Showing and telling",
    mostTelling: "most telling",
    mostShowing: "most showing",
    notComparable: "under 100 words, not compared",
    scenes: "Scenes",
    group: "group",
    supportLabel: "data",
    profile: "Paragraph tense profile",
    flagged: "flagged paragraphs",
    wordsUnit: "w",
    asl: "ASL",
    scenesLabel: "scenes",
    dialogueShort: "dlg",
    tell: "tell",
    show: "show",
    balance: "balance",
    defaultGroup: "default",
    support: { sufficient: "sufficient", partial: "partial", insufficient: "insufficient" },
    unmatchedName: (name, suggestions) =>
      suggestions === ""
        ? `No match for the name "${name}" in the text, and no close spelling`
        : `No match for the name "${name}" in the text; close spellings it contains: ${suggestions}`,
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
    chapter: "Chapter",
    notAvailable: "n/a",
    caveat:
      "These are diagnostic heuristics, not a quality score. Readability formulas carry language-specific assumptions.",
    dominance: { present: "present", past: "past", mixed: "mixed", neutral: "neutral" },
    decimalSeparator: ".",
    formulas: {
      flesch_1948: "Flesch reading ease, 1948",
      amstad_1978: "Flesch–Amstad, 1978",
      kandel_moles_1958: "Kandel & Moles, 1958",
      fernandez_huerta_1959: "Fernández Huerta, 1959",
      flesch_vacca_1972: "Flesch–Vacca, 1972",
      martins_1996: "Martins et al., 1996",
      douma_1960: "Douma, 1960",
      generic_flesch_1948_en_coefficients: "Flesch 1948 with English coefficients",
    },
    columns: {
      number: "#",
      words: "words",
      asl: "ASL",
      dialogue: "dlg%",
      tense: "tense",
      title: "title",
    },
  },
  signalWords: {
    locale: "en",
    title: (chapter, title) =>
      `Words behind the signals — Chapter ${chapter}${title ? ` · ${title}` : ""}`,
    note:
      "Every word the counts counted, by paragraph (¶ numbers count inside the chapter; lines are the paragraph's source lines).",
    names: {
      filter_density: "Filter verbs per 1,000 words",
      modal_density: "Modal verbs per 1,000 words",
      passive_density: "Passive constructions per 1,000 words",
      nominalization_density: "Nominalisations per 1,000 words",
      adjective_density: "Adjectives per 1,000 words",
      long_word_pct: "Long words (7+ letters), % of words",
      first_person_start_rate: "First-person sentence openings, % of sentences",
      dialog_pct: "Dialogue, % of words",
      tense_present: "Present-tense markers in narration",
      tense_past: "Past-tense markers in narration",
    },
    counted: (n) => `${n} ${n === 1 ? "word" : "words"} counted`,
    countedPassives: (n) => `${n} ${n === 1 ? "passive" : "passives"} counted`,
    mostOften: "Most often",
    none: "none in this chapter",
    lines: (from, to) => from === to ? `line ${from}` : `lines ${from}–${to}`,
  },
  output: {
    cannotWrite: (path, why) => `Cannot write "${path}": ${why}`,
  },
  check: {
    chapter: (n, title) => title === "" ? `Chapter ${n}` : `Chapter ${n} “${title}”`,
    tense: (severity) => `this paragraph mixes or switches tense (severity ${severity})`,
    beyondChance: "stands out beyond what chance gives",
    ruleChapter:
      "The chapter differs from the book's own chapters by more than chance gives, across the features named. Read it for what changed there; dismiss the finding if the change is intended.",
    ruleStyle: (feature) =>
      `${feature} lies outside the book's usual range in this chapter (a single mild hit: chance gives several in a book). Look if you want; it never fails a run by default.`,
    ruleTense:
      "The paragraph mixes present and past tense in narration. Check whether the switch is intended (a letter, a memory, free indirect speech) and dismiss it if so.",
    summaryTitle: "svc check",
    summaryCounts: (strong, beyond, mild) =>
      `${strong} strong, ${beyond} beyond chance, ${mild} mild`,
    summaryNone: "No findings.",
    summaryColumns: ["Level", "Place", "Finding", "Fingerprint"],
    overflow: (n) =>
      `${n} more findings not shown here; the full list is in the json or sarif output.`,
    total: (n, failing, failOn) =>
      `${n} ${n === 1 ? "finding" : "findings"}, ${failing} at or above --fail-on ${failOn}`,
    badBaseline: (path, why) => `Cannot read the baseline "${path}": ${why}`,
    gitFailed: (ref, why) => `Cannot list the lines changed since "${ref}": ${why}`,
  },
  lsp: {
    dismiss: "Dismiss this finding (svc)",
    addMarker: "Add a work marker here (svc)",
    openDashboard: "Open the dashboard at this chapter (svc)",
    notMarkdown: (path) =>
      `svc analyses Markdown manuscripts only; "${path}" is not a Markdown file (.md, .markdown)`,
    notFile: (uri) => `svc analyses files on disk only, not "${uri}"`,
    failed: (why) => `svc lsp: ${why}`,
    dismissed: (fingerprint) => `Finding ${fingerprint} dismissed (svc-dismissals.json)`,
    staleFinding: (fingerprint) =>
      `No finding has the fingerprint "${fingerprint}" now; the text changed since`,
    dashboardAt: (address) => `The dashboard is at ${address}`,
  },
  build: {
    written: "written",
    unchanged: "unchanged",
    wouldWrite: "would write",
    upToDate: "Everything is up to date; nothing written.",
    summary: (written, unchanged) => `${written} written, ${unchanged} unchanged`,
    dryRunSummary: (wouldWrite, unchanged) =>
      `dry run: ${wouldWrite} would be written, ${unchanged} unchanged; nothing written`,
    noManuscript: (dir) =>
      `No manuscript given and no Markdown manuscript found in "${dir}"; pass FILE.`,
    manyManuscripts: (dir, names) =>
      `No manuscript given and several Markdown files in "${dir}" (${names}); pass FILE.`,
    badCheckFormat: (name, choices) => `Unknown check format "${name}": choose from ${choices}.`,
    badCheckFormats: (choices) =>
      `check_formats in the project config must be a list of format names (${choices}).`,
    badCheckFailOn: (value, choices) => `check_fail_on must be one of ${choices}, not "${value}".`,
  },
};
