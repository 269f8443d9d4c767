// deno-lint-ignore-file no-explicit-any
/**
 * Browser code of a dossier's images: shows the images of the revision on screen (fetched
 * from `GET /api/research/image` and shown as `data:` URLs, the only images the page's
 * content-security policy admits), says in words when one is withdrawn, purged or missing,
 * and adds an image to the current revision (`POST /api/research-dossier-image` with the
 * dossier revision and snapshot the author is shown). The archive's limits are checked here
 * before anything is sent — PNG or JPEG by their bytes, at most 16 MiB and 64 million pixels,
 * alt text and caption lengths, the retention box — and again by the server.
 *
 * @module
 */

import type { ResearchKit } from "./client_core.ts";
import type { ResearchLabelKey } from "../../../src/report/labels/research/en.ts";

/** Type and size of an image, read from its header bytes. */
export interface ImageFacts {
  readonly type: "png" | "jpeg";
  readonly width: number;
  readonly height: number;
}

/** What the image form holds. */
export interface ImageInput {
  readonly size: number;
  readonly bytes: Uint8Array;
  readonly alt: string;
  readonly caption: string;
  readonly allow_retention: boolean;
}

/**
 * Reads the type and pixel size from PNG (`IHDR`) or JPEG (the first start-of-frame segment)
 * bytes; null for anything else or a header that does not parse.
 *
 * @example
 * ```ts
 * const png = new Uint8Array(24);
 * png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
 * png.set([0, 0, 0, 1, 0, 0, 0, 1], 16); // IHDR width 1, height 1
 * imageFacts(png); // { type: "png", width: 1, height: 1 }
 * ```
 */
export function imageFacts(bytes: Uint8Array): ImageFacts | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const be32 = (i: number) =>
    ((bytes[i] << 24) >>> 0) + (bytes[i + 1] << 16) + (bytes[i + 2] << 8) + bytes[i + 3];
  if (bytes.length >= 24 && png.every((b, i) => bytes[i] === b)) {
    if (String.fromCharCode(bytes[12], bytes[13], bytes[14], bytes[15]) !== "IHDR") return null;
    return { type: "png", width: be32(16), height: be32(20) };
  }
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let i = 2;
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const length = (bytes[i + 2] << 8) + bytes[i + 3];
    if (length < 2) return null;
    const sof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 &&
      marker !== 0xcc;
    if (sof) {
      if (i + 9 > bytes.length) return null;
      return {
        type: "jpeg",
        height: (bytes[i + 5] << 8) + bytes[i + 6],
        width: (bytes[i + 7] << 8) + bytes[i + 8],
      };
    }
    if (marker === 0xda || marker === 0xd9) return null;
    i += 2 + length;
  }
  return null;
}

/**
 * Checks an image before it is sent, with the archive's limits: 16 MiB, PNG or JPEG, 64
 * million pixels, alt text up to 1000 and caption up to 10,000 characters, and the retention
 * box ticked. Returns the problems as label keys per field (none: send it).
 *
 * @example
 * ```ts
 * const empty = { size: 0, bytes: new Uint8Array(), alt: "", caption: "", allow_retention: true };
 * checkImage(empty, imageFacts)[0].key; // "rs_image_empty"
 * ```
 */
export function checkImage(
  input: ImageInput,
  facts: (bytes: Uint8Array) => ImageFacts | null,
): { field: string; key: ResearchLabelKey }[] {
  const problems: { field: string; key: ResearchLabelKey }[] = [];
  if (input.size === 0) problems.push({ field: "file", key: "rs_image_empty" });
  else if (input.size > 16 * 1024 * 1024) {
    problems.push({ field: "file", key: "rs_image_too_big" });
  } else {
    const f = facts(input.bytes);
    if (!f) problems.push({ field: "file", key: "rs_image_type" });
    else if (f.width === 0 || f.height === 0 || f.width * f.height > 64_000_000) {
      problems.push({ field: "file", key: "rs_image_pixels" });
    }
  }
  if (Array.from(input.alt).length > 1000) {
    problems.push({ field: "alt", key: "rs_image_alt_long" });
  }
  if (Array.from(input.caption).length > 10000) {
    problems.push({ field: "caption", key: "rs_image_caption_long" });
  }
  if (input.allow_retention !== true) {
    problems.push({ field: "allow_retention", key: "rs_check_retention" });
  }
  return problems;
}

/**
 * Wires the images of the dossier on screen (the Dossiers tab announces each rendering with
 * the `svc-research-dossier` event).
 *
 * @example
 * ```ts
 * const script = `(${imagesClient.toString()})(svcResearch, ${checkImage}, ${imageFacts});`;
 * // the dossier images' page-script part (runs with the kit `svcResearch`)
 * ```
 */
export function imagesClient(
  given: ResearchKit | null,
  checkFile: typeof checkImage,
  facts: typeof imageFacts,
): void {
  if (!given) return;
  const kit = given;
  const { el, L, V, win } = kit;
  const shown = new Map<string, Promise<string>>();

  function dataUrl(url: string): Promise<string> {
    let p = shown.get(url);
    if (!p) {
      p = (async () => {
        const res = await win.fetch(url, { headers: { Accept: "image/png, image/jpeg" } });
        if (!res.ok) throw { status: res.status, code: null, message: res.statusText };
        const blob = await res.blob();
        return await new Promise<string>((resolve, reject) => {
          const reader = new win.FileReader();
          reader.addEventListener("load", () => resolve(String(reader.result)));
          reader.addEventListener("error", () => reject(reader.error));
          reader.readAsDataURL(blob);
        });
      })();
      p.catch(() => shown.delete(url));
      shown.set(url, p);
    }
    return p;
  }

  function figure(entry: any): any {
    const fig = el("figure", null, "dossier-image");
    fig.setAttribute("data-ref", entry.ref);
    if (entry.availability === "available" && entry.url) {
      const img = el("img");
      img.alt = entry.alt || "";
      img.width = entry.width;
      img.height = entry.height;
      fig.append(img);
      dataUrl(entry.url).then((src) => (img.src = src)).catch(() => {
        img.replaceWith(el("p", L("rs_image_unreadable"), "notice"));
      });
    } else {
      fig.append(el("p", V("rs_image_", entry.availability || "missing"), "notice"));
    }
    if (entry.caption) fig.append(el("figcaption", entry.caption));
    const facts = [
      L("rs_image_size", { width: kit.num(entry.width), height: kit.num(entry.height) }),
      entry.section ? L("rs_image_section", { heading: entry.section }) : null,
    ].filter(Boolean).join(" · ");
    fig.append(el("p", facts, "meta"));
    return fig;
  }

  function base64(bytes: Uint8Array): string {
    let out = "";
    for (let i = 0; i < bytes.length; i += 0x8000) {
      out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return win.btoa(out);
  }

  function form(env: any): any {
    const box = el("details", null, "hit-form image-form");
    box.append(el("summary", L("rs_image_add")));
    const f = el("form");
    f.id = "research-image-form";
    f.noValidate = true;
    const file = el("input");
    file.type = "file";
    file.name = "file";
    file.accept = "image/png,image/jpeg";
    const alt = el("input");
    alt.name = "alt";
    alt.maxLength = 1000;
    const caption = el("textarea");
    caption.name = "caption";
    caption.rows = 2;
    const section = el("select");
    section.name = "section";
    const none = el("option", L("rs_image_no_section"));
    none.value = "";
    section.append(none);
    for (const h of env.editable_sections || env.record.editable_sections || []) {
      const o = el("option", h);
      o.value = h;
      section.append(o);
    }
    const keep = el("input");
    keep.type = "checkbox";
    keep.name = "allow_retention";
    const fields = el("div", null, "fields");
    const labelled = (text: string, control: any, name: string) => {
      const label = el("label", text + " ");
      label.append(control);
      const err = el("p", null, "field-error");
      err.setAttribute("data-for", name);
      fields.append(label, err);
    };
    labelled(L("rs_image_file"), file, "file");
    labelled(L("rs_image_alt"), alt, "alt");
    labelled(L("rs_image_caption"), caption, "caption");
    labelled(L("rs_image_in_section"), section, "section");
    const keepRow = el("p", null, "check");
    const cl = el("label");
    cl.append(keep, " ", el("span", L("rs_image_retention")));
    keepRow.append(cl);
    const keepErr = el("p", null, "field-error");
    keepErr.setAttribute("data-for", "allow_retention");
    const send = el("button", L("rs_image_submit"), "primary");
    send.type = "submit";
    const s = el("span", null, "meta");
    s.setAttribute("role", "status");
    const row = el("p", null, "tools");
    row.append(send, s);
    f.append(
      fields,
      keepRow,
      keepErr,
      el("p", L("rs_image_limits"), "meta"),
      row,
    );
    box.append(f);
    f.addEventListener("submit", async (e: any) => {
      e.preventDefault();
      for (const p of f.querySelectorAll(".field-error")) p.textContent = "";
      for (const x of f.querySelectorAll("[aria-invalid]")) x.removeAttribute("aria-invalid");
      const chosen = file.files && file.files[0];
      const bytes = chosen ? new Uint8Array(await chosen.arrayBuffer()) : new Uint8Array();
      const problems: { field: string; key: ResearchLabelKey }[] = chosen
        ? checkFile({
          size: chosen.size,
          bytes,
          alt: alt.value,
          caption: caption.value,
          allow_retention: keep.checked,
        }, facts)
        : [{ field: "file", key: "rs_image_choose" }];
      if (problems.length > 0) {
        for (const p of problems) {
          const box = f.querySelector(`.field-error[data-for="${p.field}"]`);
          if (box && box.textContent === "") box.textContent = L(p.key);
          const control = f.elements.namedItem(p.field);
          if (control) control.setAttribute("aria-invalid", "true");
        }
        f.elements.namedItem(problems[0].field).focus();
        return kit.say(s, L("rs_check_failed"), "error");
      }
      kit.say(s, L("rs_saving"));
      try {
        const body: Record<string, unknown> = {
          project_id: env.project_id,
          filename: chosen.name,
          content_base64: base64(bytes),
          allow_retention: true,
          dossier_id: env.record_id,
          expected_snapshot: env.snapshot,
          expected_revision: env.revision,
        };
        if (alt.value.trim() !== "") body.alt = alt.value.trim();
        if (caption.value.trim() !== "") body.caption = caption.value.trim();
        if (section.value !== "") body.section = section.value;
        const r = await kit.post("/api/research-dossier-image", body);
        kit.say(s, L("rs_image_done", { n: r.revision }), "ok");
        await kit.refresh();
        win.dispatchEvent(
          new win.CustomEvent("svc-research-open", {
            detail: { kind: "dossier", id: env.record_id, keepTab: true },
          }),
        );
      } catch (err) {
        kit.fail(s, err);
      }
    });
    return box;
  }

  win.addEventListener("svc-research-dossier", (e: any) => {
    const { env, slot } = e.detail;
    slot.replaceChildren();
    const images = env.images || env.record.images || [];
    slot.append(el("h4", kit.P("rs_images_count", images.length)));
    if (images.length > 0) {
      const gallery = el("div", null, "gallery");
      for (const entry of images) gallery.append(figure(entry));
      slot.append(gallery);
    }
    if (env.is_latest) slot.append(form(env));
  });
}
