/**
 * English messages of the local server (`svc serve`): its own errors (the `message` of
 * `{ok: false, message}`) and notices (`{ok: true, message}`), by key. `{name}` is a
 * placeholder. The server answers in the served page's interface language
 * (`server/worded.ts`); this English text is the reference and what other languages fall back to.
 *
 * @module
 */

/** English server message templates. */
export const SERVER_MESSAGES_EN = {
  "config_write.config_file_valid":
    'Config file "{name}" is not valid TOML ({why}); nothing was saved',
  "config_write.config_file_has": 'Config file "{name}" has no [tool.svc] table; nothing was saved',
  "config_write.publication_table_saved":
    '"publication" in "{name}" is not a table; nothing was saved',
  "config_write.publication_settings_after":
    'Publication settings after this change are invalid: {list} (in "{name}"); nothing was saved',
  "config_write.read_config_file": 'Cannot read config file "{path}" ({why}); nothing was saved',
  "config_write.config_file_valid_2": 'Config file "{path}" is not valid UTF-8; nothing was saved',
  "query.unknown_query_field": 'Unknown query field "{name}"; this route takes {map}',
  "query.given_more_than": '"{name}" is given more than once',
  "query.query_field_required": 'The query field "{name}" is required',
  "query.positive_integer": '"{name}" must be a positive integer, not {value}',
  "query.true_false": '"{name}" must be true or false, not {value}',
  "project.manuscript_selected": "No manuscript is selected",
  "project.project_token_missing": "The project token is missing; reload the page",
  "project.selected_project_settings":
    "The selected project or its settings changed; reload the page",
  "select.open_such_file": 'Cannot open "{path}": no such file or folder',
  "select.open_folder_markdown": 'Cannot open "{path}": not a folder or a Markdown manuscript',
  "project_file.name_file_inside": '"{field}" must name a file inside the project folder',
  "project_file.use": 'Cannot use "{path}" as "{field}": {why}',
  "project_file.outside_project_folder": '"{path}" is outside the project folder; nothing was read',
  "project_file.inside_research_archive":
    '"{path}" is inside the research archive; nothing was read',
  "project_file.regular_file": '"{path}" is not a regular file',
  "http.request_body_valid": "The request body is not valid JSON",
  "http.request_body_json": "The request body must be a JSON object",
  "research_ingest_checks.context_json_object": '"context" must be a JSON object; nothing was read',
  "research_root.research_context_changed": "The research context changed; reload the page",
  "research_root.needs_research_token":
    "{action} needs the research_token of the selected research root (data-research-token on #research-manager); reload the page; nothing was written",
  "research_root.project_folder_selected": "No project folder is selected; open one first",
  "research_root.holds_research_archive":
    '"{root}" holds no research archive; create one with POST /api/research-init',
  "routes.query_field_given": 'Query field "{name}" is given more than once',
  "routes.send_dim_threshold": 'Send "dim_threshold" or "dim_score_threshold", not both',
  "routes.title_author_names": "Title, author, names and publication need an open project",
  "routes.selected_project_changed": "The selected project changed; reload the page",
  "routes.write_saved": 'Cannot write "{path}" ({why}); nothing was saved',
  "routes.list": 'Cannot list "{dir}": {why}',
  "routes.path_absolute": 'The path "{path}" is not absolute',
  "routes.list_2": 'Cannot list "{path}": {why}',
  "routes.list_folder_markdown": 'Cannot list "{path}": not a folder or a Markdown manuscript',
  "routes.single_line_without": '"{field}" must be a single line without control characters',
  "routes.longer_than_characters": '"{field}" is longer than {max_line_field} characters',
  "routes.file_name": 'The file name "{name}" {why}',
  "routes.folder_available": 'The folder "{path}" is not available: {why}',
  "routes.title_blank": '"title" must not be blank',
  "routes.language_one": '"language" must be one of {list}',
  "routes.template_one": '"template" must be one of {list}',
  "routes.exists_folder": '"{folder}" exists and is not a folder; nothing was written',
  "routes.already_holds_project": '"{folder}" already holds a project config; nothing was written',
  "routes.already_holds_research":
    '"{folder}" already holds a research archive; nothing was written',
  "routes.already_holds_config": '"{folder}" already holds "{basename}" or a config',
  "routes.create_project": 'Cannot create the project in "{folder}": {why}',
  "routes.create_research_archive":
    'Cannot create the research archive in "{folder}": {why}; the project was not created',
  "routes.content_valid_text": '"content" is not valid text',
  "routes.content_larger_than": '"content" is larger than 5 MiB',
  "routes.saved_manuscript_named": 'A saved manuscript named "{name}" exists; nothing was changed',
  "routes.save": 'Cannot save "{name}": {why}',
  "routes.open": 'Cannot open "{path}": {why}',
  "routes.project_id_expected":
    '"project_id" ({a}) and "expected_project_id" ({b}) differ; send one of them',
  "routes.unknown_query_field": 'Unknown query field "{name}"',
  "routes.query_field_given_2": 'Query field "{name}" is given twice',
  "routes.query_field_required": 'Query field "{name}" is required',
  "routes.manuscript_selected_open": "No manuscript is selected; open one first",
  "routes.include_retracted_true": '"include_retracted" must be true or false, not "{flag}"',
  "routes.dismiss_flagged_paragraph":
    'Cannot dismiss "{key}": no flagged paragraph has this key now; reload the page',
  "routes.save_dismissal_changed": "Cannot save the dismissal ({why}); nothing was changed",
  "routes.already_holds_research_2":
    '"{root}" already holds a research archive; nothing was written',
  "routes.dossier_revision_has":
    "Dossier {record_id} revision {revision} has no section {name}: {why}; editable sections: {map}",
  "routes.revision_section_read": '"revision" and "section" read one dossier; give its "id" too',
  "routes.heading_repeats": "the heading occurs {n} times, so it names no single section",
  "routes.no_such_section": "there is no such section",
  "routes.no_sections": "none",
  "routes.claim_id_reads": '"claim_id" reads one claim; it does not combine with "dossier_id"',
  "routes.zotero_could_read": "Zotero could not be read: {why}",
  "routes.query_blank": '"query" must not be blank',
  "routes.read_manuscript": "Cannot read the manuscript ({why})",
  "routes.manuscript_valid_utf": "The manuscript is not valid UTF-8; nothing was changed",
  "routes.write_manuscript_left": "Cannot write the manuscript ({why}); it was left unchanged",
  "routes.manuscript_selected_open_2": 'No manuscript is selected; open one or pass "manuscript"',
  "routes.content_base_valid": '"content_base64" is not valid base64; nothing was written',
  "routes.content_base_empty": '"content_base64" is empty; nothing was written',
  "routes.image_has_bytes":
    "The image has {size} bytes, more than the limit of {max_image_bytes} (16 MiB); nothing was written",
  "routes.section_applies_dossiers": '"section" applies to dossiers only, not to kind {kind}',
  "routes.passage_id_name": '"passage_id" must name a passage (psg_…)',
  "routes.style_chicago_mla": '"style" must be chicago, mla or apa, not "{style}"',
  "routes.language_interface_language":
    '"language" must be an interface language (en, de, …), not "{language}"',
  "routes.version_needs_id": '"version" needs an "id"',
  "routes.id_name_source": '"id" must name a source (src_…)',
  "routes.version_positive_whole": '"version" must be a positive whole number, got "{version}"',
  "app.not_found": "Not found",
  "app.internal": "Internal error",
  "http.unknown_field": "Unknown field {fields}",
  "http.invalid_field": 'Invalid "{path}": {why}',
  "settings.applied": "Settings applied",
  "settings.applied_saved": "Settings applied and saved to {file}",
  "projects.created": 'Created the project "{title}"',
  "projects.created_with_research": 'Created the project "{title}" with its research archive',
  "projects.opened": 'Opened "{title}"',
  "marker.line_range": "Marker line must be an integer from 1 to {max}, got {line}",
  "marker.id_form": 'Marker id must be "m-" and 8 lower-case hex digits, got "{id}"',
  "marker.none": "No marker {id} in the manuscript; it may have been resolved already",
  "marker.kind_form": 'Marker kind must be 1 to 40 letters, digits, "_" or "-", got "{kind}"',
  "marker.note_string": "Marker note must be a string",
  "marker.note_one_line": "Marker note must be one line",
  "marker.note_control": "Marker note must not contain control characters",
  "marker.note_length": "Marker note must be at most {max} characters",
  "marker.note_comment": 'Marker note must not contain "--" or start with ">"',
  "marker.in_comment":
    "Line {line} is inside the HTML comment that starts on line {start}; choose a line before or after it",
  "marker.in_fence":
    "Line {line} is inside the fenced code block that starts on line {start}; choose a line before or after it",
  "markers.added": "Marker {id} added at line {line}",
  "projects.saved_opened": 'Saved and opened "{name}"',
  "projects.read_again": "The manuscript file will be read again",
  "research_archive.created": 'Created the research archive of "{root}"',
  "markers.resolved": "Marker {id} resolved",
  "dashboard.part_needs": "A dashboard part needs one page and one part",
  "dashboard.out_of_date": "This page is out of date: reload it",
  "dashboard.no_part": 'No dashboard part "{name}"',
  "unsupported.not_available": '"{name}" is not available on the local server; nothing was created',
  "security.host_refused": "This server answers only to localhost, 127.0.0.1 and [::1]",
  "security.cross_origin": "Cross-origin requests are refused",
  "security.body_too_large": "The request body is larger than {mib} MiB",
  // src/settings refusals shown on the settings page (src/settings/setting_problem.ts).
  "settings.joined": "{first}; {rest}",
  "settings.single_line": '"{name}" must be a single line without control characters',
  "settings.control": '"{name}" must not contain control characters',
  "settings.blank": '"{name}" must not be blank (send "" to clear it)',
  "settings.too_long": '"{name}" must be at most {max} characters',
  "settings.year": '"{name}" must be a year from {min} to {max} (four digits)',
  "settings.isbn": '"{name}" is not a valid ISBN: {why}',
  "settings.isbn_no_digits": "it has no digits",
  "settings.isbn_characters":
    "only digits, single hyphens or spaces between them and a final X may be used",
  "settings.isbn_length": "an ISBN has 10 or 13 digits, this one has {n}",
  "settings.isbn_labelled": "it is labelled ISBN-{label} but has {n} digits",
  "settings.isbn_x_13": "X is a check digit of ISBN-10 only",
  "settings.isbn_group": "an ISBN-13 starts with 978 or 979, not {group}",
  "settings.isbn_check_digit": "the check digit is {given} but should be {expected}",
  "settings.isbn_x_last": "X may only be the last character of an ISBN-10",
  "settings.publication_table": '"publication" must be a table',
  "settings.a_list": "a list",
  "settings.a_date": "a date",
  "settings.a_table": "a table",
  "settings.enabled_boolean": '"publication.enabled" must be true or false (got {got})',
  "settings.publication_unknown": 'Unknown field "publication.{key}"',
  "settings.publication_text": '"publication.{key}" must be text (got {got})',
  "settings.same_isbn":
    '"publication.isbn_print" and "publication.isbn_digital" are the same ISBN ({isbn}); the print and digital editions need different ISBNs',
  "settings.threshold_bh_by": '{key} must be "bh" or "by" (got {got})',
  "settings.threshold_finite": "{key} must be a finite number (got {got})",
  "settings.threshold_non_negative": "{key} must be a non-negative number (got {got})",
  "settings.threshold_open_unit": "{key} must be strictly between 0 and 1 (got {got})",
  "settings.threshold_positive": "{key} must be a positive number (got {got})",
  "settings.threshold_severity": "{key} must be an integer from 1 to 3 (got {got})",
  "settings.threshold_chapters": "{key} must be an integer >= 2 (got {got})",
  "settings.z_order": "z_strong ({strong}) must be at least z_mild ({mild})",
  "settings.names_empty": "The names list is empty: pass at least one name (--names A,B)",
  "settings.name_entry": 'Invalid name entry "{entry}": use Name or Pattern=Display',
  "settings.name_pattern": 'Invalid name pattern "{pattern}": {why}',
  "settings.name_matches_empty": "it matches the empty string",
} as const;

/** A server message key. */
export type ServerMessageKey = keyof typeof SERVER_MESSAGES_EN;

/** Server message templates of one language. */
export type ServerMessages = Readonly<Record<ServerMessageKey, string>>;
