/**
 * English research error messages by key: the reference catalogue. A research error is made
 * from a key and values (`research/keyed_errors.ts`), so its `message` is this text filled in,
 * and the CLI prints the interface language's text for the same key (`keyed_message.ts`).
 * `{name}` is a placeholder; a value given as `{ term }` is a word of {@linkcode RESEARCH_TERMS_EN}.
 *
 * @module
 */

/** English research error templates. */
export const RESEARCH_ERRORS_EN = {
  // The command line (research/cli).
  "cli.no_project":
    "No --project given and the current folder is not a research archive; pass --project DIR",
  "cli.whole_number": '{name} must be a whole number from {min} to {max}, not "{value}"',
  "cli.required": "{flag} is required",
  "cli.json_contradicts_format": "--json contradicts --format {format}",
  "cli.limit_with_json": "--limit bounds the text output; JSON is always whole",
  "cli.source_id_json": "--source-id prints JSON; drop --format",
  "cli.link_order":
    "The passage id comes first, then the claim id: svc research link {claim} {passage}",
  "cli.passage_id_arg": "PASSAGE_ID must be a full psg_ id, not {value}",
  "cli.claim_id_arg": "CLAIM_ID must be a full clm_ id, not {value}",
  "cli.accept_moved_guards":
    "--accept-moved needs --expected-snapshot and --expected-source-sha256",
  "cli.all_or_link_id": "--all and --link-id exclude each other",
  "cli.revision_needs_link_id": "--expected-revision needs --link-id",
  "cli.only_with_retract": "--{flag} only goes with --retract",
  "cli.retract_combined": "--retract cannot be combined with --claim-id or --include-retracted",
  "cli.retract_needs_revision": "--retract needs --expected-revision",
  "cli.not_with_section": "--{flag} cannot be used with --section, which changes one section",
  "cli.section_needs_body": "--section needs the new text: --body-file or --body",
  "cli.unknown_action": 'Unknown action "{verb}": the only action is "list"; read one with {hint}',
  "cli.choose_one": "Choose one of {flags}, not several at once",
  "cli.list_combined": '"list" cannot be combined with {flag}',
  "cli.used_with_mode": "{flag} is used with {modes}, not alone",
  "cli.not_here": "{flag} cannot be used here",
  "cli.full_id_option": "{flag} must be a full {prefix}_ id, not {value}",
  "cli.json_object_option": '{flag} must be a JSON object such as {"dos_…": 2}, not {value}',
  "cli.true_or_false_option": "{flag} takes true or false, not {value}",
  "cli.body_twice": "Give the body either with --body or with --body-file, not both",
  "cli.body_file_unreadable": 'Cannot read the body file "{file}": {why}',
  "cli.update_needs_field": "--update needs at least one field to change: {flags}",
  "cli.mode_takes_no_ids": "--{mode} works on --relation-id and takes no claim ids",
  "cli.relation_id_needs_mode": "--relation-id needs --inspect, --history or --update",
  "cli.relate_arguments": "relate takes two claim ids, FROM_CLAIM then TO_CLAIM, or none to list",
  "cli.link_id_needs_mode": "--link-id needs --inspect, --history or --update",
  "cli.batch_unreadable": 'Cannot read the batch file "{file}": {why}',
  "cli.batch_not_json": 'The batch file "{file}" is not JSON: {why}',
  "cli.batch_shape":
    'The batch file "{file}" must hold a list of operations or {"operations": [...]}',
  "cli.actor_with_dry_run": "--actor cannot be used with --dry-run, which writes nothing",
  "cli.batch_needs_snapshot":
    "--expected-snapshot is required to apply a batch; --dry-run shows the current one",
  // Record fields (research/records).
  "field.string": '"{field}" must be a string',
  "field.single_line": '"{field}" must be a single line',
  "field.blank": '"{field}" must not be blank',
  "field.too_long": '"{field}" is longer than {max} characters',
  "field.one_of": '"{field}" must be one of {allowed}, not {value}',
  "field.boolean": '"{field}" must be true or false',
  "field.positive_integer": '"{field}" must be a positive integer, not {value}',
  "field.full_id": '"{field}" must be a full {prefix}_ id, not {value}',
  "field.id_list": '"{field}" must be a list of ids',
  "field.too_many_ids": '"{field}" lists more than {max} ids',
  "field.id_twice": '"{field}" lists {id} twice',
  "field.object": '"{field}" must be a JSON object',
  "field.list": '"{field}" must be a list',
  "field.required": 'A {kind} needs "{name}"',
  "field.immutable": '"{name}" of a {kind} is immutable; create a new record',
  "field.unknown": 'Unknown field "{name}" for a {kind}; fields: {fields}',
  "field.quoted_required": '"{field}" is required',
  // References between records.
  "ref.no_record": '"{field}": no {kind} {id} in this archive',
  "ref.pin_needed":
    '"{field}" is needed for the new association with {id} when no snapshot is given',
  "ref.no_pinned_revision": '"{field}": {kind} {id} has no revision {given} (latest {latest})',
  "ref.pin_not_listed": '"dossier_revisions" pins {id}, which is not in "dossier_ids"',
  "ref.self_relation": "A claim relation cannot link a claim to itself",
  "ref.revision_needs_id": '"{revisionField}" needs a "{idField}"',
  "ref.no_passage": '"{field}": no passage {id} in this archive',
  "ref.unavailable_passage":
    '"{field}": passage {id} is unavailable evidence: its source version {version} is {availability}',
  // Revisions and guards.
  "revise.changes_empty": '"changes" is empty',
  "revise.unchanged": "The changes leave {kind} {id} as it is",
  "revise.stale_revision":
    "The {kind} {id} is at revision {latest}, not {expected}; read it again; nothing was written",
  "revise.no_revision": "The {kind} {id} has no revision {revision} (latest {latest})",
  "guard.snapshot_changed":
    "The archive changed since snapshot {expected}… (now {now}…); read it again; nothing was written",
  "guard.snapshot_changed_dry_run":
    "The archive changed since snapshot {expected}… (now {now}…); read it again",
  "guard.other_project":
    "The archive belongs to project {project}, not {expected}; nothing was written",
  "guard.partial_snapshot":
    '{field} "{value}" is not a snapshot (64 hex digits): give the full snapshot; `research status` prints it',
  // The archive folder.
  "archive.none": 'No research archive in "{root}" (run: svc research init "{root}")',
  "archive.no_manifest":
    'The archive in "{root}" has no MANIFEST.json; nothing was changed (run: svc research audit --project "{root}")',
  "archive.manifest_not_json": 'Cannot read archive manifest "{path}": not valid JSON',
  "archive.manifest_foreign": 'Cannot read archive manifest "{path}": not an svc research manifest',
  "archive.manifest_schema": 'Cannot read archive manifest "{path}": invalid schema {storage}',
  "archive.manifest_newer":
    'Cannot open archive "{path}": it uses storage {storage}, newer than this release (svc {version} reads research-local/1 to research-local/{max}); use a newer svc',
  "archive.manifest_unreadable": 'Cannot read archive manifest "{path}": {why}',
  // Acknowledgements, citations and manuscript links.
  "ack.not_associated": "Dossier {dossier} is not associated with decision {decision}",
  "ack.stale_revision": "{what} {id} is at revision {latest}, not {expected}; nothing was written",
  "cite.passage_exact": "--passage is exact retrieval: give it without --query or --pick",
  "cite.needs_query": "cite needs --query WORDS or --passage ID",
  "cite.pick_range": "--pick must be a whole number from 1 to {max}",
  "cite.pick_needs_snapshot":
    "--pick needs the --expected-snapshot that was shown with the choices",
  "cite.choices_changed":
    "The archive changed since the choices were shown; run the query again and pick from the new list",
  "cite.pick_beyond": "--pick {pick}: the query has only {hits} hits",
  "cite.style": 'style must be chicago, mla or apa, not "{style}"',
  "link.manuscript_changed":
    'The manuscript "{manuscript}" changed since it was read (SHA-256 now {actual}…, expected {expected}…); read it again; nothing was written',
  "link.retention":
    "Saving a manuscript link needs permission to retain its quote: allow_retention must be true, not {value}; nothing was written",
  "link.no_claim":
    '"claim_id": no claim {id} in this archive (unknown or withdrawn); nothing was written',
  "link.no_claim_revision":
    '"claim_revision": claim {id} has no revision {revision} (latest {latest})',
  "link.claim_moved":
    "Claim {id} is at revision {latest}, not {revision}; review it again; nothing was written",
  "link.manuscript_required": '"manuscript" must name a manuscript file inside the project',
  "link.manuscript_unresolved": 'Cannot find manuscript "{manuscript}": {why}',
  "link.manuscript_outside":
    'Manuscript "{manuscript}" resolves to "{real}", outside the project "{root}" (or inside its archive); links stay inside the project',
  "link.manuscript_not_file": 'Manuscript "{manuscript}" is not a file',
  "link.no_paragraph":
    "Invalid selection: no paragraph spans exactly lines {a}-{b} of the manuscript",
  "link.paragraph_digest":
    "Invalid selection: the paragraph at lines {a}-{b} has SHA-256 {actual}, not {expected}",
  "link.quote_not_there":
    "Invalid selection: {quote} does not stand at code points {start}-{end} of the paragraph at lines {a}-{b}",
  "link.ambiguous":
    "Ambiguous selection: {quote} occurs more than once in the manuscript; select a longer quote",
  "link.outside_project": 'Manuscript "{manuscript}" lies outside the project "{root}"',
  "link.quote_too_long": '"quote" is longer than {max} code points',
  "link.other_manuscript": 'Link {id} anchors "{file}", not the selected manuscript "{manuscript}"',
  "link.stale_revision":
    "Link {id} is at revision {latest}, not {expected}; read it again; nothing was written",
  "link.not_reconciled": "An expected revision is given for {id}, which is not reconciled",
  "link.anchors_other": 'Link {id} anchors "{file}", not "{key}"',
  "guard.snapshot_changed_short": "The archive changed since snapshot {expected}…; read it again",
  // Creating an archive and ingesting sources.
  "init.exists":
    '"{dir}" already exists; an archive is never created over another (to check it: svc research audit --project "{root}")',
  "init.exists_short": '"{dir}" already exists; an archive is never created over another',
  "init.is_file":
    'Cannot create an archive in "{root}": it is a file, not a folder; give the project folder (for a manuscript, the folder that holds it)',
  "init.file_in_path":
    'Cannot create an archive in "{root}": part of that path is a file, not a folder',
  "init.denied": 'Cannot create an archive in "{root}": {why}; choose a folder you can write to',
  "init.empty_path": "init needs the project folder to create the archive in, not an empty path",
  "init.language": 'Unknown archive language "{language}"; use one of {languages}',
  "ingest.retention":
    "Nothing was ingested: retaining a source's bytes needs explicit permission (--allow-retention, or allow_retention: true)",
  "ingest.needs_file": "Ingest needs a file",
  "ingest.not_file": 'Cannot ingest "{file}": not a regular file',
  "ingest.not_found": 'Cannot ingest "{file}": not found',
  "ingest.unreadable": 'Cannot ingest "{file}": {why}',
  "ingest.title_twice": "title given twice with different values",
  "ingest.origin_twice": "origin_url given twice with different values",
  "ingest.no_source": 'No source "{source}" in this archive to add a version to',
  "ingest.image_source":
    'Source "{source}" holds an image; a text or PDF cannot be its new version',
  "ingest.same_bytes":
    'These bytes are already version {version} of source "{source}"; nothing was written',
  "ingest.empty": 'Cannot ingest "{file}": the file is empty',
  "ingest.unsupported": 'Cannot ingest "{file}": unsupported type ({type})',
  "ingest.binary": 'Cannot ingest "{file}": unsupported type (binary data, NUL at byte {offset})',
  "context.not_object": "The ingest context must be a JSON object, not {kind}",
  "context.too_large": "The ingest context is larger than {max} KiB",
  "context.string": 'Context "{key}" must be a string',
  "context.too_long": 'Context "{key}" is longer than {max} characters',
  "context.reference_object": 'Context "external_reference" must be a JSON object',
  "context.unreadable": '--context is neither JSON nor a readable file "{arg}": {why}',
  "context.file_not_json": '--context file "{arg}" is not valid JSON',
  "json_arg.unreadable": '{flag} is neither JSON nor a readable file "{arg}": {why}',
  "json_arg.not_json": "{flag} is not valid JSON",
  "link.retention_flag":
    "Saving a manuscript link needs --allow-retention (permission to keep its quote)",
  "ocr.no_language":
    "ocr-status has no --language flag: the OCR languages come from SVC_OCR_LANGUAGES",
  "image.needs_file": "An image needs a file (or bytes and a filename)",
  "image.not_found": 'Cannot read image "{file}": not found',
  "image.unreadable": 'Cannot read image "{file}": {why}',
  "image.not_file": 'Cannot read image "{file}": not a regular file',
  "image.too_large":
    'Cannot accept image "{file}": it has {size} bytes, more than the limit of {max} (16 MiB); nothing was written',
  "image.text_source":
    'Source "{source}" holds {type}, not an image; an image cannot be its new version',
  "image.stale_dossier":
    "The dossier {id} is at revision {latest}, not {expected}; read it again; nothing was written",
  "image.no_section":
    '"section": dossier {id} revision {revision} has no editable section {section}; editable sections: {sections}',
  "image.not_image": "Version {version} of source {source} is not an image",
  // Sources, sections, merges, tombstones, comparison.
  "source.none": 'No source "{source}" in this archive',
  "source.no_version": 'Source "{source}" has no version {version}',
  "source.no_version_id": "No version {version} of source {source} in this archive",
  "source.already": "Version {version} of source {source} is already {state}; nothing was written",
  "section.none": "No section named {name}; editable sections: {sections}",
  "section.ambiguous":
    "Cannot update section {name}: the heading occurs {n} times, so it names no single section; edit the whole body instead",
  "section.structure":
    "Cannot update section {name}: the new text contains a heading or an unclosed code fence, which would change the sections; edit the whole body instead",
  "section.change_shape": 'A section change is exactly {"body": …}, not {keys}',
  "section.no_revision": "Dossier {id} has no revision {revision} (latest {latest})",
  "section.no_revision_short": "Dossier {id} has no revision {revision}",
  "merge.resolutions": "Cannot merge changes: resolutions must be an object, not {value}",
  "merge.resolution":
    'Cannot merge changes: resolution {value} for {key} must be "current" or "mine"',
  "batch.operations_list": '"operations" must be a list',
  "batch.operations_empty": '"operations" is empty',
  "batch.too_many": "A batch holds at most {max} operations",
  "batch.twice": "{id} appears twice in the batch",
  "batch.operation": "Operation {n}: {error}",
  "compare.image": 'Source "{source}" is an image ({type}); images never enter comparison',
  "compare.unavailable":
    'Source "{source}" version {version} is {availability}; it is not compared',
  "compare.format": 'Unknown format "{format}"; use json, text or md',
  // Warnings in a result's `warnings` (English in the JSON; the CLI's [warning] line is worded
  // in the interface language by matching these templates: keyed_message.ts wordedWarning).
  "warn.period_unplaced":
    "time_period {period} is kept as written but not placed on the timeline ({reason})",
  "warn.evidenced_unlinked":
    "The claim is marked evidenced but no passage is linked to it yet (svc research link PASSAGE_ID CLAIM_ID)",
  "warn.passage_both_ways":
    "Passage {passage} now both supports and contradicts claim {claim}: retract one of the two links if that was a slip (svc research link-evidence --link-id ID --update --state retracted)",
  "warn.claim_conflict":
    "Claim {claim} now has supporting ({supports}) and contradicting ({contradicts}) evidence; editorial review lists it",
  // Views.
  "view.matrix_format": "Cannot export the claim matrix as {format}: the format must be {formats}",
} as const;

/** A research error key. */
export type ResearchErrorKey = keyof typeof RESEARCH_ERRORS_EN;

/** Research error templates of one language. */
export type ResearchErrors = Readonly<Record<ResearchErrorKey, string>>;

/** Words placed into messages as `{ term }` values: record kinds as messages name them. */
export const RESEARCH_TERMS_EN: Readonly<Record<string, string>> = {
  dossier: "dossier",
  claim: "claim",
  evidence_link: "evidence link",
  decision: "decision",
  claim_relation: "claim relation",
  // As `label()` of research/records/kinds.ts spells it (only the first "_" becomes a space).
  manuscript_claim_link: "manuscript claim_link",
  // Capitalised, at the start of a sentence.
  Decision: "Decision",
  Dossier: "Dossier",
  // Joins `{ alternatives }`.
  or: "or",
};
