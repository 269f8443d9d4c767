/**
 * English wording of the research text views (`review`, `decision-impact`, `timeline`,
 * `matrix --format md`, `sources --format text|md`, `review-manuscript --format text`): the
 * reference table; every language repeats its keys and `{name}` placeholders. Codes the JSON
 * carries and the command line takes (flags, confidence, states, relations) are printed as
 * they are, not translated.
 *
 * @module
 */

/** English research text-view labels. */
export const RESEARCH_TEXT_EN = {
  // Counts ("_one" for 1, "_other" otherwise).
  item_one: "{n} item",
  item_other: "{n} items",
  more_items_one: "… and {n} more item",
  more_items_other: "… and {n} more items",
  more_lines_one: "… and {n} more line",
  more_lines_other: "… and {n} more lines",
  claim_one: "{n} claim",
  claim_other: "{n} claims",
  decision_one: "{n} decision",
  decision_other: "{n} decisions",
  link_one: "{n} link",
  link_other: "{n} links",
  snapshot_none: "none",
  // Editorial review.
  review_heading: "Editorial review · {items} · snapshot {snapshot}",
  review_empty:
    "Nothing to review: no pin is behind, no acknowledgement is outdated, no evidenced claim lacks support, no claim has conflicting evidence and no cited source has a newer version.",
  review_flags_note: "Flags are structural review signals, not judgements of the content.",
  review_acknowledgement:
    "{status} for {dossier} at decision r{decision_revision}/dossier r{dossier_revision} (now r{current_decision_revision}/r{current_dossier_revision})",
  review_conflict: "supports {supports}, contradicts {contradicts}",
  review_both_ways: "; {passage} both ways",
  // Decision impact.
  impact_review_needed: "review needed",
  impact_marked_applied: "marked applied",
  impact_pins_current: "pins current",
  impact_heading: "Decision {id} r{revision} {title}{deviation} · {state} · snapshot {snapshot}",
  impact_deviation: " (deviation from fact)",
  impact_no_claim: "Claim: none pinned",
  impact_claim: "Claim {id} {title}: pinned r{pinned}, current r{current}{unchanged}",
  impact_dossier: "Dossier {id} {title}: pinned r{pinned}, current r{current}{unchanged}",
  impact_unchanged: " (unchanged)",
  impact_section: "  section {name}{occurrence}: {change}",
  impact_before_first_heading: "(before the first heading)",
  impact_evidence:
    "Evidence since commit {commit}: {now} active now ({then} then), {added} added, {retracted} retracted, {revised} revised",
  impact_link: "{id} ({relation} {passage}, claim r{revision})",
  impact_added: "  added {link}",
  impact_retracted: "  retracted {link}",
  impact_revised: "  revised {id} r{from}→r{to}",
  impact_no_acknowledgement: "Acknowledgement for {dossier}: none",
  impact_acknowledgement:
    "Acknowledgement for {dossier}: {status} at decision r{decision_revision}, dossier r{dossier_revision}{stale}",
  impact_stale: " — stale",
  // Timeline.
  timeline_title: "Timeline",
  timeline_summary: "{dated} dated · {unplaced} unplaced{scope} · snapshot {snapshot}",
  timeline_scope: " · dossier {id}",
  timeline_no_period: "(none)",
  timeline_none_dated: "No claim has a placeable time period.",
  timeline_unplaced: "Unplaced",
  col_period: "Period",
  col_precision: "Precision",
  col_start: "Start",
  col_end: "End",
  col_claim: "Claim",
  col_confidence: "Confidence",
  col_id: "ID",
  col_reason: "Reason",
  // Claim/decision matrix (Markdown; the CSV header is the JSON's field names).
  matrix_title: "Claim/decision matrix",
  matrix_footer: "{claims} · {decisions} · snapshot {snapshot}",
  col_claim_id: "Claim ID",
  col_revision: "Revision",
  col_dossier_id: "Dossier ID",
  col_supports: "Supports",
  col_contradicts: "Contradicts",
  col_qualifies: "Qualifies",
  col_mentions: "Mentions",
  col_decision_id: "Decision ID",
  col_decision: "Decision",
  col_decision_revision: "Decision revision",
  col_pinned_claim_revision: "Pinned claim revision",
  col_deviation_from_fact: "Deviation from fact",
  col_review_needed: "Review needed",
  // Source list.
  sources_source: "source",
  sources_versions: "versions",
  sources_type: "type",
  sources_passages: "passages",
  sources_availability: "availability",
  sources_title: "title",
  sources_footer: "{n} sources · snapshot {snapshot}",
  // Manuscript review.
  manuscript_heading: "Manuscript review: {links}, {review} to review (snapshot {snapshot})",
  manuscript_no_links: "no links",
  manuscript_unavailable: " (unavailable)",
  manuscript_lines: "lines {start}-{end}",
  manuscript_now: " (now r{revision})",
  manuscript_more: "… and {n} more (use --format json)",
  // Lines on stderr.
  lock_wait: "Waiting for another svc process to finish writing the archive…",
  cite_no_match: 'No passage matches "{query}"',
  cite_choose: '{n} passages match "{query}"; choose one:',
  cite_page: ", p. {page}",
  cite_pages: ", pp. {page}–{page_end}",
  cite_then: "  then: {command}",
  anchor_missing: "The quote {quote} is not in the manuscript",
  anchor_repeated: "The quote {quote} stands {n} times; choose a longer one",
  // Source comparison (svc research compare --format text|md); notes by their code.
  compare_names_language: "en",
  compare_title: "Source comparison (source_internal)",
  compare_md_title: "Source comparison",
  compare_md_label: "Label: `source_internal`. The source never enters the manuscript's baseline.",
  compare_source: "Source",
  compare_manuscript: "Manuscript",
  compare_untitled: "(untitled)",
  compare_unnamed: "(unnamed)",
  compare_version: "version {n}",
  compare_source_line: "{title}: {words} words, {sentences} sentences, analysed as {language}",
  compare_reads_as: " (reads as {language})",
  compare_manuscript_line:
    "{name}: {words} words in {chapters} chapters ({comparable} of at least 100 words)",
  compare_jsd_line: "{jsd} (natural log; 0 = same distribution, ln 2 = {max} = no shared word)",
  compare_tokens_line: "source {source}, manuscript {manuscript}",
  compare_types_line:
    "source {source}, manuscript {manuscript}, shared {shared} (Jaccard {jaccard})",
  compare_coverage_line:
    "{source} of the source's running words use a word the manuscript has; {manuscript} the other way",
  compare_vocabulary: "Vocabulary",
  compare_jsd: "Jensen-Shannon divergence",
  compare_tokens: "Running words",
  compare_types: "Word types",
  compare_coverage: "Coverage",
  compare_words_columns: "log-likelihood G², counts, and per 1,000 content words (‰)",
  compare_words_source: "Words the source uses more: {columns}",
  compare_words_manuscript: "Words the manuscript uses more: {columns}",
  compare_no_words: "(no word passes the thresholds)",
  compare_md_distinctive: "Distinctive words",
  compare_md_distinctive_note:
    "Log-likelihood G² of content words; counts, and per 1,000 content words (‰).",
  compare_md_source_more: "The source uses more",
  compare_md_manuscript_more: "The manuscript uses more",
  compare_md_no_words: "No word passes the thresholds.",
  compare_register_line: "Register: the whole source against the manuscript's chapters",
  compare_register: "Register",
  compare_md_register_note: "The whole source against the manuscript's chapters.",
  compare_notes: "Notes",
  compare_col_word: "Word",
  compare_col_source_per_1000: "Source ‰",
  compare_col_manuscript_per_1000: "Manuscript ‰",
  compare_col_feature: "Feature",
  compare_col_unit: "Unit",
  compare_col_median: "Manuscript median",
  compare_col_range: "Manuscript range",
  compare_col_position: "Position",
  compare_position_below: "below",
  compare_position_within: "within",
  compare_position_above: "above",
  compare_none: "n/a",
  compare_note_source_internal:
    "The source is analysed on its own (source_internal). It never enters the manuscript's baseline, and this comparison does not change the manuscript's style reference.",
  compare_note_diagnostic:
    "Every figure is a diagnostic heuristic of difference. None measures quality, influence, borrowing or historical accuracy.",
  compare_note_source_one_unit:
    "The source is measured as one unit: its headings do not split it into chapters, and headings, comments and code blocks are not counted as prose.",
  compare_note_jsd_length:
    "Jensen-Shannon divergence rises when either text is short, because rare words are then missing by chance; compare it only between comparisons of similar length.",
  compare_note_distinctive_words:
    "Distinctive words are content words with log-likelihood G² of at least {g2} and at least {count} occurrences in both texts together. Thousands of words are tested, so read the list as a ranking, not as significance; names and topic words usually lead it.",
  compare_note_register_scope:
    "Register places the whole source against the spread of the manuscript's chapters. A long source averages many passages and tends toward the middle; a position outside the range is a difference worth reading, not a test result.",
  compare_note_length_dependent_omitted:
    "Left out of the register because they depend on the length of the measured text: {features}.",
  compare_note_source_below_floor:
    "The source has {words} words and {sentences} sentences; register values need at least {min_words} words, and the sentence features at least {min_sentences} sentences.",
  compare_note_manuscript_few_chapters:
    "Some register features have fewer than {min} measured manuscript chapters and show no position.",
  compare_note_range_min_max:
    "With fewer than {min} measured chapters the manuscript range is its minimum to maximum; otherwise it is the 10th to 90th percentile.",
  compare_note_language_mismatch:
    'The source reads as language "{detected}" but both texts were analysed as "{language}"; word lists and register features follow the analysis language.',
} as const;

/** A research text-view label key. */
export type ResearchTextKey = keyof typeof RESEARCH_TEXT_EN;

/** Research text-view labels of one language. */
export type ResearchText = Readonly<Record<ResearchTextKey, string>>;
