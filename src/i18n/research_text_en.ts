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
} as const;

/** A research text-view label key. */
export type ResearchTextKey = keyof typeof RESEARCH_TEXT_EN;

/** Research text-view labels of one language. */
export type ResearchText = Readonly<Record<ResearchTextKey, string>>;
