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
  "batch.future_pin":
    "it pins revision {rev} of {id}, which this batch would create; a batch cannot refer to its own future revisions",
  "batch.operation": "Operation {n}: {error}",
  "compare.image": 'Source "{source}" is an image ({type}); images never enter comparison',
  // The manuscript a source is compared with (as src/i18n/messages_en.ts words it).
  "compare.manuscript_missing": 'Cannot read manuscript "{path}": no such file',
  "compare.manuscript_directory": 'Cannot read manuscript "{path}": it is a directory',
  "compare.manuscript_unreadable": 'Cannot read manuscript "{path}": {why}',
  "compare.manuscript_utf8": 'Cannot read manuscript "{path}": invalid UTF-8 at byte {offset}',
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
  // Manuscript selections and anchors (research/anchors).
  "anchors.read_manuscript": "Cannot read manuscript {reason}",
  "anchors.unknown_field_fields": 'Unknown field "{field}.{k}"; fields: {list}',
  "anchors.needs": '"{field}" needs "{k}"',
  "anchors.whole_number_least": '"{field}" must be a whole number of at least {min}, not {value}',
  "anchors.end_line_comes":
    '"{field}.end_line" {end_line} comes before "{field}.start_line" {start_line}',
  "anchors.paragraph_sha_lower": '"{field}.paragraph_sha256" must be 64 lower-case hex digits',
  "anchors.end_greater_than": '"{field}.end" {end} must be greater than "{field}.start" {start}',
  "anchors.quote_string": '"{field}.quote" must be a string',
  "anchors.quote_blank": '"{field}.quote" must not be blank',
  "anchors.quote_longer_than":
    '"{field}.quote" is longer than {max_quote_code_points} code points ({length})',
  "anchors.quote_has_code": '"{field}.quote" has {length} code points but start..end spans {end}',
  "anchors.manuscript_project_relative": '"{field}.manuscript" must be a project-relative path',
  "anchors.source_sha_lower": '"{field}.source_sha256" must be 64 lower-case hex digits',
  "anchors.note_string": '"note" must be a string',
  "anchors.note_longer_than": '"note" is longer than {max_note_chars} characters ({n})',
  // Records and source metadata (research/records).
  "records.passage_archive": 'No passage "{passage_id}" in this archive',
  "records.claim_relation_pins":
    "Claim relation {record_id} pins {id} revision {pinned}, which does not exist (run: svc research audit)",
  "records.source_metadata_json": "Source metadata must be a JSON object",
  "records.unknown_source_metadata": 'Unknown source metadata field "{key}" (known: {list})',
  "records.authors_list_names": '"authors" must be a list of names',
  "records.authors_has_more": '"authors" has more than {max_authors} names',
  "records.language_language_tag":
    '"language" must be a language tag such as de or en-GB, not "{text}"',
  "records.kind_one": '"kind" must be one of {list}, not "{text}"',
  "records.longer_than_characters": '"{field}" is longer than {max_field} characters',
  "records.non_empty_string": "{field} must be a non-empty string",
  "records.longer_than_characters_2": "{field} is longer than {max_url} characters",
  "records.absolute_url": '{field} "{text}" is not an absolute URL',
  "records.http_https": '{field} must be http or https, not "{replace}"',
  "records.carry_user_name": "{field} must not carry a user name or password",
  "records.has_host": '{field} "{text}" has no host',
  "records.source_metadata_changes": "Source metadata changes must be a JSON object",
  "records.unknown_source_metadata_2": 'Unknown source metadata field "{key}"',
  // Images (research/images).
  "images.accept_image": 'Cannot accept image "{name}": {why}; nothing was written',
  // Views.
  "views.renderclaimmatrix_renders_md":
    "renderClaimMatrix renders md or csv; JSON is the data itself",
  // The search index (research/search).
  "search.apply_commit_search":
    'Cannot apply commit {commit} to search index "{path}": it holds commits up to {recorded}',
  "search.apply_search_index": 'Cannot apply to search index "{path}": it keeps changing',
  "search.search_scope_one": "Search scope must be one of {list}, got {scope}",
  "search.search_limit_integer":
    "Search limit must be an integer from 1 to {max_limit}, got {limit}",
  "search.search_offset_integer":
    "Search offset must be an integer from 0 to {max_offset}, got {offset}",
  "search.search_needs_least": "Search needs at least one word to look for, got {clip}",
  "search.open_search_index": 'Cannot open search index "{path}": not found',
  "search.create_search_index": 'Cannot create search index "{path}": no project id given',
  "search.use_search_index":
    'Cannot use search index "{path}": {found}, expected format {index_format}',
  "search.use_search_index_2":
    'Cannot use search index "{path}": it belongs to project {project_id}, not {expected}',
  "search.use_search_index_3": 'Cannot use search index "{path}": {why}',
  // The archive's operations (research/api).
  "api.archive_has_empty": 'The archive in "{root}" has an empty log (run: svc research audit)',
  "api.search_index_behind":
    "The search index is behind the archive (commit {commit} of {commit2}); run: svc research reindex, or search without --strict",
  "api.search_index_used": "The search index cannot be used ({reason}); run: svc research reindex",
  "api.give_either_source":
    "Give either a source to add a new version to or --as-new-source (as_new_source), not both",
  "api.include_retracted_true": '"include_retracted" must be true or false',
  "api.batch_id": '"{id}" is not a batch id',
  "api.checkpoint_batch": 'No checkpoint for batch "{batch_id}"',
  "api.checkpoint_batch_unreadable": 'Checkpoint of batch "{id}" is unreadable; discard it: {why}',
  "api.archive_changed_since":
    "The archive changed since snapshot {slice}…; read it again; nothing was written",
  "api.expected_revision_whole":
    "expected_revision must be a whole number (0 when the source has none)",
  "api.change_give_least": "Nothing to change: give at least one metadata field",
  "api.source_archive": 'No source "{source_id}" in this archive',
  "api.source_metadata_revision":
    'Source "{source_id}" is at metadata revision {metadata_revision}, not {expected}; read it again and redo the change',
  "api.change_metadata_already": "Nothing to change: the metadata already holds these values",
  "api.metadata_correction_needs": "A metadata correction needs a reason (--reason TEXT)",
  "api.reason_longer_than": "reason is longer than {max_note} characters",
  "api.change_kind_correction": 'change_kind must be correction or supersession, not "{value}"',
  "api.lower_case_hex": '"{field}" must be 64 lower-case hex digits',
  "api.archive_belongs_project":
    "The archive belongs to project {project_id}, not {expected_project_id}",
  "api.images_are_added": '"images" are added with dossier-image, not when creating a dossier',
  "api.claim_revision":
    "Claim {claim_id} is at revision {latest}, not {expected}; nothing was written",
  "api.read_batch_found": 'Cannot read batch "{input}": not found',
  "api.batch_names_files": 'The batch "{input}" names no files',
  "api.batch_names_file": 'The batch "{input}" names a file twice',
  "api.filename_string": '"filename" must be a string',
  "api.filename_names_file": '"filename" {value} names no file',
  "api.filename_single_line": '"filename" must be a single line without control characters',
  "api.filename_longer_than": '"filename" is longer than {max_filename} characters',
  "api.archive_belongs_project_2": "The archive belongs to project {project_id}, not {project_id2}",
  "api.image_bytes_are_2":
    "Image {image_ref}: its bytes are not {media_type} (run: svc research audit)",
  "api.link_re_pinned": "Link {id} was not re-pinned: {reason}",
  // Reference manager: Zotero (research/refman).
  "refman.zotero_schema":
    'Cannot read the Zotero database in "{dir}" (not a Zotero 5–7 schema?): {why}',
  "refman.api_url_relative": '{name} "{text}" is not an absolute URL (or "off")',
  "refman.api_url_http": '{name} "{text}" must be an http URL',
  "refman.api_url_plain": '{name} "{text}" must be a plain address without credentials or query',
  "refman.local_api_switched": "The local API is switched off",
  "refman.zotero_s_local": "Zotero's local API did not answer GET {url}: {why}",
  "refman.zotero_s_local_2": "Zotero's local API answered {status} to GET {path}: {split}",
  "refman.zotero_s_local_3": "Zotero's local API answered GET {path} with invalid JSON",
  "refman.zotero_s_local_4": "Zotero's local API answered GET {path} with no list",
  "refman.zotero_s_local_5": "Zotero's local API answered {status} to GET {path}",
  "refman.zotero_reported_unreadable": "Zotero reported an unreadable file URL for {key}",
  "refman.zotero_reports_file":
    "Zotero reports the file of attachment {key} outside storage/{key}/",
  "refman.zotero_database": 'No Zotero database "{path}"',
  "refman.read_zotero_database": 'Cannot read the Zotero database "{path}": {why}',
  "refman.sqlite_database": '"{path}" is not an SQLite database',
  "refman.zotero_kept_writing":
    'Zotero kept writing "{path}" while svc copied it; try again in a moment',
  "refman.read_copy_zotero": 'Cannot read the copy of the Zotero database "{path}": {why}',
  "refman.copy_zotero_database": 'Cannot copy the Zotero database "{path}" ({reason}): {why}',
  "refman.refman_restore_needs": "refman-restore needs {flag}",
  "refman.restore_archive_one":
    'Cannot restore "{src}": its archive is not the one backup.json names',
  "refman.restore_changed_while":
    'Cannot restore "{src}": "{path}" changed while it was being restored',
  "refman.restore": 'Cannot restore "{src}": {why}',
  "refman.zotero_read": "Zotero cannot be read: {why}; {why2}",
  "refman.project_id_required": "project_id is required: the id of the archive the request is for",
  "refman.project_id_does":
    'project_id "{value}" does not match this archive\'s "{actual}"; reload and try again',
  "refman.whole_number_from": "{field} must be a whole number from {min} to {max}, not {value}",
  "refman.string": "{field} must be a string, not {value}",
  "refman.longer_than_characters": "{field} is longer than {max} characters",
  "refman.file_attachment_on":
    'The file of attachment {key} is not on this computer (no folder "{folder}"); let Zotero download it first',
  "refman.file_attachment_on_2":
    'The file of attachment {key} is not on this computer ("{path}" is missing); let Zotero download it first',
  "refman.refused_attachment_file":
    'Refused attachment {key}: its file "{path}" resolves to "{real}", outside its storage folder "{folder}"',
  "refman.refused_attachment_regular": 'Refused attachment {key}: "{path}" is not a regular file',
  "refman.expected_server_id":
    "expected_server_id is required: the server_id refman-status or refman reported",
  "refman.tell_which_zotero":
    "Cannot tell which Zotero installation this is (no userID or localUserKey in its settings); nothing was ingested",
  "refman.expected_server_id_2":
    'expected_server_id "{expected}" does not match the Zotero installation svc reads ("{server_id}"); browse again and retry',
  "refman.zotero_has_library": 'Zotero has no library "{path}"',
  "refman.attachment": 'No attachment "{key}" in {path}',
  "refman.refused_attachment": "Refused attachment {key}: {refusal}",
  "refman.refused_attachment_zotero": "Refused attachment {key}: it is in Zotero's trash",
  "refman.refused_attachment_zotero_2":
    "Refused attachment {key}: Zotero records no file name for it",
  "refman.source_id_source": "source_id must be a source id (src_…), not {value}",
  "refman.attachment_already_captured":
    "Attachment {attachment_key} is already captured as {source_id} (version {version}); pass source_id {source_id} to capture its current file as a new version",
  "refman.source_archive_refresh": 'No source "{source_id}" in this archive to refresh',
  "refman.source_capture_zotero":
    "Source {source_id} is not a capture of Zotero attachment {attachment_key} in {library}; refresh only the source that captured it",
  "refman.zotero_key_characters":
    "{field} must be a Zotero key (8 characters of {key_alphabet}), not {stringify}",
  "refman.library_users_groups":
    'library must be "users/0" or "groups/<group id>", not {stringify}',
  "refman.already_exists_reference":
    '"{path}" already exists; reference-manager bundles are only written into a new folder',
  "refman.create_parent_folder": 'Cannot create "{path}": its parent folder does not exist',
  "refman.create_folder": 'Cannot create "{path}": "{parent}" is not a folder',
  "refman.backed_up_close":
    "Nothing was backed up: close Zotero first and confirm it (--confirm-refman-closed, or confirmRefmanClosed: true)",
  "refman.refman_backup_needs": "refman-backup needs {flag}",
  "refman.backed_up_archive":
    'Nothing was backed up: the archive of "{root}" fails its audit with {length} error(s), first: {errors} (run: svc research audit)',
  "refman.backed_up_archive_2":
    "Nothing was backed up: the archive changed between its audit and its export; try again",
  "refman.backed_up_zotero":
    'Nothing was backed up: Zotero\'s database "{database}" changed during the copy; close Zotero and try again',
  "refman.back_up_such": 'Cannot back up "{data_dir}": no such folder',
  "refman.back_up_folder": 'Cannot back up "{data_dir}": not a folder',
  "refman.back_up_holds":
    'Cannot back up "{data_dir}": it holds no {database} (is it Zotero\'s data directory?)',
  "refman.back_up_regular": 'Cannot back up "{database}": not a regular file',
  "refman.backed_up_zotero_2":
    'Nothing was backed up: Zotero looks open ("{database}{suffix}" exists); close Zotero and try again',
  "refman.backed_up_zotero_3":
    'Nothing was backed up: Zotero looks open (its database "{database}" is locked); close Zotero and try again',
  "refman.back_up": 'Cannot back up "{database}": {message}',
  "refman.backed_up_copy":
    "Nothing was backed up: the copy of Zotero's database is not a readable SQLite database ({why})",
  "refman.backed_up_sqlite":
    "Nothing was backed up: SQLite's integrity check of the copied database failed: {length}",
  "refman.backed_up_unexpected": 'Nothing was backed up: unexpected entries in "{top}/"',
  "refman.exported_copying_retained":
    "Nothing was exported: copying retained source bytes out of the archive needs explicit permission (--allow-retention, or allowRetention: true)",
  "refman.refman_export_needs": "refman-export needs an output folder (--output NEW_DIR)",
  "refman.export_archive_object":
    "Cannot export: archive object {sha256} is damaged (run: svc research audit)",
  "refman.export_archive_object_2":
    "Cannot export: archive object {sha256} of {version_id} is missing or damaged (run: svc research audit)",
  "refman.mode_items_collections": 'mode must be "items" or "collections", not {mode}',
  "refman.item_key_reads":
    "item_key reads one item; it cannot be combined with mode, collection_key or query",
  "refman.collection": 'No collection "{collection_key}" in {path}',
  "refman.item": 'No item "{item_key}" in {path}',
  // Comparison (research/compare).
  "compare.compare_unknown_language": 'Cannot compare {subject}: unknown language "{choice}"',
  "compare.compare_source_text": "Cannot compare {subject}: the source text has no words",
  "compare.compare_with_manuscript":
    "Cannot compare {subject} with manuscript{name}: the manuscript has no words in chapters",
  "compare.render_comparison_unknown": 'Cannot render the comparison: unknown format "{format}"',
  // The command line (research/cli).
  "cli.used": "{flag_of} cannot be used {where}",
  "cli.refman_backup_needs":
    "refman-backup needs --data-dir: no home folder is known and no [refman] data_dir is set",
  "cli.clear_value_together": "--clear {field} and a value for it together",
  "cli.source_meta_revision": "source-meta: revision flags without any field to change",
  "cli.source_meta_change":
    "source-meta: a change needs --expected-revision N (the metadata revision you read; 0 when none)",
  "cli.pass_link_id": "Pass a link id with --link-id {verb} and --inspect, --history or --update",
  "cli.new_version_source": "--new-version-of and --source-id name different sources",
  // Ingest (research/ingest).
  "ingest.ingest_ocr_misconfigured": 'Cannot ingest "{filename}": OCR is misconfigured: {why}',
  "ingest.ingest_ocr_page":
    'Cannot ingest "{filename}": OCR of page {page} failed ({why}); nothing was imported (--ocr-fallback-native or SVC_OCR_FALLBACK=native keeps the native text instead)',
  "ingest.ingest_ocr_misconfigured_2":
    'Cannot ingest "{filename}": OCR is misconfigured: unknown SVC_OCR_FALLBACK "{v}" (expected "native" or unset)',
  "ingest.ingest_readable_pdf": 'Cannot ingest "{filename}": not a readable PDF ({reason})',
  "ingest.ingest_text_could": 'Cannot ingest "{filename}": no text could be extracted{why}',
  "ingest.ingest_invalid_utf": 'Cannot ingest "{filename}": invalid UTF-8 at byte {offset}',
  // The archive store: log, objects, bundles (research/store).
  "store.export_archive_object":
    "Cannot export: archive object {hash} is damaged (run: svc research audit)",
  "store.export_archive_object_2":
    'Cannot export the archive in "{root}": object {sha256} of source {source_id} version {version} is missing; nothing was written; put the file back at "{object_path}" from a backup, or restore the archive from an earlier bundle (svc research audit lists every missing object)',
  "store.restore_bundle_incomplete":
    'Cannot restore "{src}": the bundle is incomplete (its export was interrupted)',
  "store.restore_readable_bundle": 'Cannot restore "{src}": no readable bundle.json ({why})',
  "store.restore_bundle_json": 'Cannot restore "{src}": bundle.json is not an svc research bundle',
  "store.restore_unsafe_path": 'Cannot restore "{src}": unsafe path "{path}" in bundle.json',
  "store.restore_missing": 'Cannot restore "{src}": "{path}" is missing',
  "store.restore_does_match":
    'Cannot restore "{src}": "{path}" does not match its SHA-256 in bundle.json',
  "store.restore_manifest_log": 'Cannot restore "{src}": manifest or log missing',
  "store.restore_log_s":
    "Cannot restore \"{src}\": the log's head does not equal the bundle's snapshot",
  "store.restore_object_missing":
    'Cannot restore "{src}": object {hash} is missing from the bundle',
  "store.already_exists_export":
    '"{path}" already exists; export and restore never write into an existing folder',
  // Refused writes (research/store/fs_errors.ts, bundle.ts) and the archive's layout (layout.ts).
  "fault.read_only_reason": "writing there is not allowed (a read-only folder or file system)",
  "fault.read_only_advice": "choose a folder you can write to",
  "fault.size_reason": "a file would grow past this process's file-size limit (ulimit -f)",
  "fault.size_reason_limit":
    "a file would grow past this process's file-size limit of {limit} bytes (ulimit -f)",
  "fault.size_advice": "raise the limit (ulimit -f), then try again",
  "fault.full_reason": "the disk is full",
  "fault.full_advice": "free some space, then try again",
  "fault.quota_reason": "the disk quota is used up",
  "fault.quota_advice": "free some space or get a larger quota, then try again",
  "fault.io_reason": "the disk refused the write (full or failing)",
  "fault.io_reason_limit":
    "the disk refused the write (this process may write files of at most {limit} bytes: ulimit -f)",
  "fault.io_advice": "free some space, raise the file-size limit or check the disk, then try again",
  "fault.nothing_written": "nothing was written",
  "fault.nothing_kept": 'nothing was kept ("{path}" was removed again)',
  "fault.index_not_rebuilt": "the search index was not rebuilt",
  "fault.state_not_rebuilt": "the record state was not rebuilt",
  "fault.index_not_current": "the search index cannot be brought up to date",
  "store.write_fault": "{what}: {reason} ({why}); {consequence}; {advice}",
  "store.cannot_export": 'Cannot export the archive into "{path}"',
  "store.cannot_restore": 'Cannot restore "{src}" into "{path}"',
  "layout.needs_file": '"{path}" is a folder, but the archive needs a file there',
  "layout.needs_folder": '"{path}" is a file, but the archive needs a folder there',
  "layout.lock": "remove it and try again (svc creates the empty lock file again)",
  "layout.restore":
    "put back the archive's own one, or restore the archive from a bundle or an export (svc research restore --from BUNDLE --to NEW_DIR)",
  "layout.recreated": "move it away and try again (svc creates it again when needed)",
  "layout.reindex": "move it away and run: svc research reindex",
  "layout.refused": "{problem}; {consequence}; {advice}",
  "head.lost":
    'The archive log "{log}" {what}; nothing was changed; restore the archive from a bundle or an export (svc research restore --from BUNDLE --to NEW_DIR)',
  "head.not_reached": "does not reach commit {commit}, which was acknowledged",
  "head.ends_one":
    "ends at commit {last}, but commit {commit} was acknowledged: commit {commit} is missing",
  "head.ends_many":
    "ends at commit {last}, but commit {commit} was acknowledged: commits {from} to {commit} are missing",
  "head.replaced":
    "no longer holds acknowledged commit {commit} where it was written (it was replaced or rewritten)",
  "store.archive_read_only":
    'The archive in "{root}" is read-only ({why}); {consequence}; make "{dir}" writable for you, or copy it elsewhere (svc research export, then svc research restore --from BUNDLE --to NEW_DIR) and work on the copy',
  "store.archive_could":
    'The archive in "{root}" could not be written: {reason} ({why}); {consequence}; {advice}',
  "store.archive_object_exists":
    'Archive object "{target}" exists with different bytes (run: svc research audit)',
  "store.archive_object_damaged":
    'Archive object "{target}" is damaged: its bytes do not match its name (run: svc research audit)',
  "store.archive_object_missing": "Archive object {sha256} is missing (run: svc research audit)",
  "store.archive_object_damaged_2": "Archive object {sha256} is damaged (run: svc research audit)",
  "store.read_archive_s":
    'Cannot read the archive\'s head mark "{head}": {why}; nothing was changed (run: svc research audit)',
  "store.archive_s_head":
    'The archive\'s head mark "{head}" is not a valid {head_format} file; nothing was changed (run: svc research audit)',
  "store.export_archive_into":
    'Cannot export the archive into "{output}": it is inside the archive folder "{archive}"; choose a folder outside it. Nothing was written',
  "store.archive_log_damaged":
    'The archive log "{where}" is damaged at line {line} (byte {offset}): {reason}; nothing was changed (run: svc research audit)',
  "store.archive_log_damaged_2":
    'The archive log "{path}" is damaged at its last line; nothing was changed (run: svc research audit)',
  "store.archive_has_log": 'The archive in "{root}" has no log (run: svc research audit)',
  "store.archive_log_has":
    'The archive log in "{root}" has a commit newer than its manifest (run: svc research audit)',
  "store.archive_has_log_2":
    'The archive in "{root}" has a log of another project (run: svc research audit)',
  // The record state (research/state).
  "state.missing": 'The record state "{path}" is missing',
  "state.damaged": 'The record state "{path}" is damaged',
  "state.damaged_or_format": 'The record state "{path}" is damaged or of another format',
  "state.not_this_log": 'The record state "{path}" does not reflect this log',
  "state.behind": "The record state is behind the archive (commit {commit} of {latest})",
  "state.strict": "{what}; run: svc research reindex, or read without --strict",
  "state.record_state_keeps": 'The record state "{path}" keeps changing; try again',
  // The archive's operations (research/api).
  "api.same_bytes_are":
    'The same bytes are already archived as source {source_id} "{title}" (version {version}); nothing was written. Say what is meant: a new version of that source, or a separate new source',
  "api.image_bytes_are": "Image {image_ref} is {state}; its bytes are not served",
  // The command line (research/cli).
  "cli.new_version_new": "{why}: --new-version-of {id}, or --as-new-source",
  // The archive store: log, objects, bundles (research/store).
  "store.another_svc_process":
    "Another svc process is writing to the archive; try again in a moment",
  // Why an image is refused (research/images/validate.ts), inside images.accept_image.
  "image_why.empty": "the file is empty",
  "image_why.too_many_bytes":
    "it has {length} bytes, more than the limit of {max_image_bytes} (16 MiB)",
  "image_why.other_type": "it is {label}; only PNG and JPEG images are accepted",
  "image_why.not_image": "it is not a PNG or JPEG image; only PNG and JPEG images are accepted",
  "image_why.name_contradicts":
    "its bytes are a {type_names} image but its name says {type_names2}; the type is taken from the bytes, so rename the file to match them",
  "image_why.too_many_pixels":
    "it has {width} × {height} = {pixels} pixels, more than the limit of {max_image_pixels}",
  "image_why.after_iend": "{length} bytes follow the IEND chunk",
  "image_why.truncated_chunk_header": "it is truncated inside a chunk header at byte {pos}",
  "image_why.chunk_no_type": "chunk {index} at byte {pos} has no valid type",
  "image_why.chunk_past_end":
    "it is truncated: chunk {type} at byte {pos} runs past the end of the file",
  "image_why.chunk_crc": "chunk {type} at byte {pos} fails its CRC-32 check",
  "image_why.first_chunk": "the first chunk is {type}, not IHDR",
  "image_why.second_ihdr": "it has a second IHDR chunk",
  "image_why.unknown_critical": "it has an unknown critical chunk {type}",
  "image_why.ihdr_length": "its IHDR chunk has {length} bytes, not 13",
  "image_why.png_size": "its header gives an invalid size {width} × {height}",
  "image_why.colour_depth": "its header gives colour type {color_type} with bit depth {depth}",
  "image_why.png_methods": "its header names an unknown compression, filter or interlace method",
  "image_why.plte_after_data": "its PLTE chunk comes after the image data",
  "image_why.second_plte": "it has a second PLTE chunk",
  "image_why.grey_plte": "a greyscale PNG has a PLTE chunk",
  "image_why.plte_length": "its PLTE chunk has {length} bytes",
  "image_why.idat_apart": "its IDAT chunks are not consecutive",
  "image_why.iend_not_empty": "its IEND chunk is not empty",
  "image_why.no_chunks": "it has no chunks",
  "image_why.no_iend": "it is truncated: no IEND chunk",
  "image_why.no_idat": "it has no IDAT chunk (no image data)",
  "image_why.palette_no_plte": "a palette PNG has no PLTE chunk",
  "image_why.before_eoi": "it is truncated: it ends before its EOI marker",
  "image_why.not_marker": "byte {pos} should start a marker",
  "image_why.no_sof": "it has no frame header (SOF)",
  "image_why.no_scan": "it has no scan (no image data)",
  "image_why.after_eoi": "{length} bytes follow the EOI marker",
  "image_why.second_soi": "it has a second SOI marker at byte {at}",
  "image_why.marker_out_of_place": "marker {hex} at byte {at} is out of place",
  "image_why.truncated_segment": "it is truncated inside the {hex} segment at byte {at}",
  "image_why.segment_past_end":
    "it is truncated: the {hex} segment at byte {at} runs past the end of the file",
  "image_why.second_sof": "it has a second frame header (SOF {hex}) at byte {at}",
  "image_why.sof_malformed": "its frame header at byte {at} is malformed",
  "image_why.jpeg_size": "its frame header gives the size {width} × {height}",
  "image_why.scan_before_sof": "it has a scan at byte {at} before any frame header",
  "image_why.sos_malformed": "its scan header at byte {at} is malformed",
  "image_why.inside_data": "it is truncated: it ends inside the image data, before its EOI marker",
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
  // File kinds an image is refused as (images/validate.ts OTHER_TYPES).
  "a GIF image": "a GIF image",
  "a WebP image": "a WebP image",
  "a BMP image": "a BMP image",
  "a TIFF image": "a TIFF image",
  "an ISO media file (e.g. HEIC or AVIF)": "an ISO media file (e.g. HEIC or AVIF)",
  "a PDF document": "a PDF document",
  "an SVG or other XML document": "an SVG or other XML document",
  // What became of a source version or an image (research/store/tombstones.ts Availability).
  available: "available",
  withdrawn: "withdrawn",
  purged: "purged",
  missing: "missing",
};
