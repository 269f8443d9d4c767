/**
 * The research CLI with a German interface language (`SVC_LANG=de`), through the real `svc`
 * program over a real archive (every record kind and state: `fullRecordsFixture`, plus Kafka's
 * "Die Verwandlung" from the corpus as a source and as a linked manuscript): every text view
 * and a set of error cases. A line fails when it holds English wording of the research
 * catalogues (a phrase of an English error or text-view template whose German differs), or
 * when a table cell, heading or line is an English one-word label; each error case is also run
 * in English, which must print the English sentence, so the check cannot pass by printing
 * nothing.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import * as research from "./mod.ts";
import { fullRecordsFixture } from "./testing/full_records_fixture.ts";
import { linkQuote } from "./testing/manuscript_fixture.ts";
import { svc } from "../testing/cli.ts";
import { ENGLISH, englishIn } from "./testing/english_check.ts";
import { RESEARCH_TEXT_EN } from "../src/i18n/research_text_en.ts";

const CORPUS = new URL("../../shared/corpus/de/die-verwandlung.md", import.meta.url);

/** The fixture archive, with a German source and a German manuscript whose link has moved. */
async function germanArchive() {
  const fixture = await fullRecordsFixture();
  const { root } = fixture;
  const novel = await Deno.readTextFile(CORPUS);
  const chapter = novel.slice(0, novel.indexOf("## Kapitel II"));
  await research.ingest(root, {
    bytes: new TextEncoder().encode(chapter),
    filename: "die-verwandlung.md",
    allowRetention: true,
    title: "Die Verwandlung, Kapitel I",
  });
  const claim = await research.createClaim(root, {
    title: "Gregor erwacht verwandelt",
    statement: "Gregor Samsa erwacht als Ungeziefer.",
    confidence: "evidenced",
    time_period: "1912-11",
  });
  await Deno.writeTextFile(join(root, "verwandlung.md"), novel);
  await linkQuote(root, "verwandlung.md", "Es war kein Traum.", claim.record_id as string);
  // A line above the quote: the link is now "moved", with recorded and current lines.
  await Deno.writeTextFile(join(root, "verwandlung.md"), "Eine neue Zeile.\n\n" + novel);
  return fixture;
}

Deno.test("catalogue check finds English wording and passes German", () => {
  assert.deepEqual(englishIn("Zeitleiste · 0 datiert\n\nUnplaced"), ["Unplaced: «Unplaced»"]);
  assert.equal(englishIn("Editorial review · 8 items · snapshot x").length, 1);
  assert.equal(englishIn("| Period | Reason |").length, 2);
  assert.equal(englishIn("Zeitleiste · 1 datiert · 0 nicht eingeordnet").length, 0);
  assert.ok(ENGLISH.phrases.includes(RESEARCH_TEXT_EN.review_empty));
  assert.ok(ENGLISH.phrases.includes("no pin is behind"));
  assert.ok(ENGLISH.phrases.includes("read it again"));
  assert.ok(ENGLISH.phrases.includes("must be a whole number from"));
});

Deno.test("SVC_LANG=de: every research text view is German, and English stays English", async () => {
  const { root, decisions } = await germanArchive();
  const views = [
    ["review"],
    ["review", "--limit", "1"],
    ...decisions.map((d) => ["decision-impact", d]),
    ["decision-impact", decisions[0], "--limit", "1"],
    ["timeline", "--format", "text"],
    ["timeline", "--format", "md"],
    ["matrix", "--format", "md"],
    ["sources", "--format", "text"],
    ["sources", "--format", "md"],
    ["review-manuscript", "--format", "text", "--include-retracted"],
  ];
  const seen = new Set<string>();
  for (const args of views) {
    const de = await svc(["research", ...args, "--project", root], { env: { SVC_LANG: "de" } });
    const label = args.join(" ");
    assert.equal(de.code, 0, `${label}: ${de.stderr}`);
    assert.equal(de.stderr, "", label);
    assert.deepEqual(englishIn(de.stdout), [], label);
    for (const line of de.stdout.split("\n")) seen.add(line);
    const en = await svc(["research", ...args, "--project", root]);
    assert.equal(en.code, 0, label);
    assert.notDeepEqual(englishIn(en.stdout), [], `${label} printed no English wording in English`);
  }
  const all = [...seen].join("\n");
  // What the German views said, so the check above ran over real output.
  for (
    const expected of [
      /^Redaktionelle Prüfung · \d+ Einträge · Snapshot [0-9a-f]{64}$/m,
      /^… und \d+ weitere Einträge$/m,
      /^Entscheidung dec_\w+ r1 "Move the fire" \(Abweichung von den Fakten\) · Prüfung nötig/m,
      /^Bestätigung für dos_\w+: review_needed bei Entscheidung r1, Dossier r2 — veraltet$/m,
      /^Zeitleiste · 2 datiert · 2 nicht eingeordnet · Snapshot/m,
      /^1912-11 +Gregor erwacht verwandelt \(clm_\w+ r1, evidenced\)$/m,
      /^\| Zeitraum \| Genauigkeit \| Beginn \| Ende \| Behauptung \| Sicherheit \| ID \|$/m,
      /^# Matrix der Behauptungen und Entscheidungen$/m,
      /^4 Behauptungen · 2 Entscheidungen · Snapshot/m,
      /^Quelle +Versionen +Typ +Passagen +Verfügbarkeit +Titel$/m,
      /Die Verwandlung, Kapitel I$/m,
      /^Manuskriptprüfung: 2 Verknüpfungen, 2 zu prüfen/m,
      /^! moved +Zeilen 7-7 -> 9-9: "Es war kein Traum\." -> Gregor erwacht verwandelt/m,
    ]
  ) assert.match(all, expected);
});

Deno.test("SVC_LANG=de: research errors are German, with the exit codes of English", async () => {
  const { root, decisions, records } = await germanArchive();
  const empty = await Deno.makeTempDir({ prefix: "svc-no-archive-" });
  const claimId = records.claim[0];
  const snapshot = (await research.projectOverview(root)).snapshot as string;
  const p = ["--project", root];
  const ack = (snap: string) => [
    "mark-applied",
    "--decision-id",
    decisions[0],
    "--dossier-id",
    records.dossier[0],
    "--expected-snapshot",
    snap,
    "--expected-decision-revision",
    "1",
    "--expected-dossier-revision",
    "3",
    ...p,
  ];
  const cases: [string[], number, RegExp, { cwd?: string }?][] = [
    [["review", "--json", "--format", "text", ...p], 2, /^--json widerspricht --format text$/],
    [["review", "--limit", "0", ...p], 2, /^--limit muss eine ganze Zahl von 1 bis/],
    [["review", "--json", "--limit", "5", ...p], 2, /^--limit begrenzt die Textausgabe/],
    [["review"], 2, /^Kein --project angegeben/, { cwd: empty }],
    [["timeline", "--project", empty], 1, /^Kein Recherche-Archiv in „/],
    [["link", "x", "y", ...p], 2, /^PASSAGE_ID muss eine vollständige psg_-ID sein/],
    [["sources", "--source-id", "src_x", "--format", "text", ...p], 2, /^--source-id gibt JSON/],
    [
      ["reconcile-manuscript", "verwandlung.md", "--all", "--link-id", "mcl_x", ...p],
      2,
      /^--all und --link-id schließen einander aus$/,
    ],
    [
      ["decision-impact", "dec_01ARZ3NDEKTSV4RRFFQ69G5FAV", ...p],
      2,
      /^„id“: Entscheidung dec_01ARZ3NDEKTSV4RRFFQ69G5FAV gibt es in diesem Archiv nicht$/,
    ],
    [
      ["claim", "--inspect", claimId, "--revision", "9", ...p],
      2,
      /^Behauptung clm_\w+ hat keine Revision 9 \(neueste 2\)$/,
    ],
    [["timeline", "--dossier-id", "dos_nope", ...p], 2, /^„dossier_id“ muss eine vollständige/],
    [["claim", "show", ...p], 2, /^Unbekannte Aktion „show“: die einzige Aktion ist „list“/],
    [
      ["review-manuscript", "/etc/hostname", ...p],
      2,
      /^Manuskript „\/etc\/hostname“ liegt außerhalb des Projekts „/,
    ],
    [
      ["init", root],
      1,
      /^„[^“]+svc-research“ gibt es schon; ein Archiv wird nie über einem anderen/,
    ],
    [["init", ""], 2, /^init braucht den Projektordner/],
    [["ingest", join(empty, "fehlt.txt"), "--allow-retention", ...p], 1, /Datei fehlt$/],
    [["ingest", join(root, "verwandlung.md"), ...p], 2, /^Nichts wurde aufgenommen/],
    [
      ["sources", "--source-id", "src_01ARZ3NDEKTSV4RRFFQ69G5FAV", ...p],
      2,
      /^Keine Quelle „src_01ARZ3NDEKTSV4RRFFQ69G5FAV“ in diesem Archiv$/,
    ],
    [
      ["claim", "--title", "Samsa", ...p],
      2,
      /^--title gehört zu --create oder --update, nicht allein$/,
    ],
    [
      ["cite", "--query", "Gregor", "--passage", "psg_x", ...p],
      2,
      /^--passage ruft genau eine Passage ab/,
    ],
    [ack("333b88241112"), 2, /^--expected-snapshot „333b88241112“ ist kein Snapshot/],
    [ack("0".repeat(64)), 1, /^Das Archiv hat sich seit Snapshot 000000000000… geändert/],
    [
      [
        "claim",
        "--update",
        claimId,
        "--expected-revision",
        "2",
        "--expected-snapshot",
        snapshot,
        ...p,
      ],
      2,
      /^--update braucht mindestens ein zu änderndes Feld/,
    ],
  ];
  try {
    for (const [args, code, german, options] of cases) {
      const label = args.join(" ");
      const de = await svc(["research", ...args], { ...options, env: { SVC_LANG: "de" } });
      const en = await svc(["research", ...args], options);
      assert.equal(de.stdout, "", label);
      assert.equal(de.code, code, `${label}: ${de.stderr}`);
      assert.equal(en.code, code, `${label}: ${en.stderr}`);
      const line = de.stderr.trimEnd();
      assert.match(line, /^\[error\] /, label);
      assert.equal(line.split("\n").length, 1, label);
      assert.match(line.slice("[error] ".length), german, label);
      assert.deepEqual(englishIn(de.stderr), [], label);
      assert.notDeepEqual(englishIn(en.stderr), [], `${label}: ${en.stderr}`);
    }
    // Several hits: the choices and the command to pick one, worded in German on stderr.
    const cite = ["research", "cite", "--query", "Gregor", ...p];
    const de = await svc(cite, { env: { SVC_LANG: "de" } });
    assert.equal(de.code, 1, de.stderr);
    assert.match(de.stderr, /^\[error\] \d+ Passagen passen zu „Gregor“; eine auswählen:\n/);
    assert.match(de.stderr, /^ {2}danach: svc research cite --query Gregor --pick N /m);
    assert.deepEqual(englishIn(de.stderr), []);
    assert.notDeepEqual(englishIn((await svc(cite)).stderr), []);
    // find-anchor: the JSON on stdout, the reason on stderr.
    for (
      const [quote, german] of [
        ["Gregor", /^\[error\] Das Zitat "Gregor" steht \d+-mal da; ein längeres wählen\n$/],
        [
          "Kein Gregor hier",
          /^\[error\] Das Zitat "Kein Gregor hier" steht nicht im Manuskript\n$/,
        ],
      ] as const
    ) {
      const args = ["find-anchor", join(root, "verwandlung.md"), "--quote", quote, ...p];
      const found = await svc(["research", ...args], { env: { SVC_LANG: "de" } });
      assert.equal(found.code, 1, found.stderr);
      assert.match(found.stderr, german);
    }
    // A dry run's refusal: English in the JSON, German on stderr, "Operation 1:" kept.
    const ops = join(empty, "ops.json");
    const op = { kind: "claim", id: "clm_x", expected_revision: 1, changes: { title: "y" } };
    await Deno.writeTextFile(ops, JSON.stringify([op]));
    const dry = await svc(["research", "revise-batch", "--file", ops, "--dry-run", ...p], {
      env: { SVC_LANG: "de" },
    });
    assert.equal(dry.code, 1, dry.stderr);
    assert.equal(
      dry.stderr,
      '[error] Operation 1: „id“ muss eine vollständige clm_-ID sein, nicht "clm_x"\n',
    );
    assert.equal(
      JSON.parse(dry.stdout).error,
      'Operation 1: "id" must be a full clm_ id, not "clm_x"',
    );
    // Warnings of a write: the JSON keeps English, the [warning] lines follow the language.
    const create = await svc([
      "research",
      "claim",
      "--create",
      "--title",
      "Samsa",
      "--statement",
      "Er erwacht.",
      "--confidence",
      "evidenced",
      "--time-period",
      "irgendwann",
      ...p,
    ], { env: { SVC_LANG: "de" } });
    assert.equal(create.code, 0, create.stderr);
    assert.deepEqual(create.stderr.trimEnd().split("\n"), [
      '[warning] time_period "irgendwann" bleibt wie geschrieben, steht aber nicht auf der ' +
      "Zeitleiste (unrecognized)",
      "[warning] Die Behauptung ist als belegt markiert, aber noch ist keine Passage mit ihr " +
      "verknüpft (svc research link PASSAGE_ID CLAIM_ID)",
    ]);
    assert.match(JSON.parse(create.stdout).warnings[1], /^The claim is marked evidenced/);
    const supported = (await research.listEvidenceLinks(root, { claimId }))
      .evidence_links as { passage_id: string; relation: string }[];
    const passage = supported.find((l) => l.relation === "supports")!.passage_id;
    const contra = await svc([
      "research",
      "link-evidence",
      "--claim-id",
      claimId,
      "--passage-id",
      passage,
      "--relation",
      "contradicts",
      ...p,
    ], { env: { SVC_LANG: "de" } });
    assert.equal(contra.code, 0, contra.stderr);
    assert.match(
      contra.stderr,
      /^\[warning\] Passage psg_\w+ stützt Behauptung clm_\w+ jetzt und widerspricht ihr zugleich/,
    );
    assert.deepEqual(englishIn(create.stderr + contra.stderr), []);
  } finally {
    await Deno.remove(empty, { recursive: true });
  }
});

Deno.test('ui_language = "de" in the project\'s svc.toml: the start-up fast paths answer in German', async () => {
  const { root, decisions } = await germanArchive();
  await Deno.writeTextFile(join(root, "svc.toml"), 'ui_language = "de"\n');
  const p = ["--project", root];
  const impact = await svc(["research", "decision-impact", decisions[0], ...p]);
  assert.equal(impact.code, 0, impact.stderr);
  assert.match(impact.stdout, /^Entscheidung dec_\w+ r1 "Move the fire"/);
  assert.deepEqual(englishIn(impact.stdout), []);
  const errors: [string[], number, RegExp][] = [
    [["search", "--query", "Gregor", "--limit", "0", ...p], 2, /^--limit muss eine ganze Zahl/],
    [
      ["claim", "--inspect", "clm_01ARZ3NDEKTSV4RRFFQ69G5FAV", ...p],
      2,
      /^„id“: Behauptung clm_01ARZ3NDEKTSV4RRFFQ69G5FAV gibt es in diesem Archiv nicht$/,
    ],
    [
      ["decision-impact", "dec_01ARZ3NDEKTSV4RRFFQ69G5FAV", "--json", ...p],
      2,
      /^„id“: Entscheidung dec_01ARZ3NDEKTSV4RRFFQ69G5FAV gibt es/,
    ],
  ];
  for (const [args, code, german] of errors) {
    const r = await svc(["research", ...args]);
    assert.equal(r.code, code, `${args.join(" ")}: ${r.stderr}`);
    assert.match(r.stderr.trimEnd().replace(/^\[error\] /, ""), german, args.join(" "));
    assert.deepEqual(englishIn(r.stderr), [], args.join(" "));
  }
});
