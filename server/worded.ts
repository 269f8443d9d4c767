/**
 * The server's messages in the served page's interface language. The page's language is the
 * one it was rendered in: the layered `ui_language` of `projectSettings` (the `SVC_LANG` or
 * `--ui-language` of the launch, the session's choice from the settings panel, the project's
 * and the user's config), so a request from the page gets its answer in the language the page
 * shows. German when that is `de`, English otherwise (the languages with message catalogues).
 * Only `message` changes: the envelope `{ok: false, message}` and its `code` fields stay as
 * they are.
 *
 * @module
 */

import type { MessageRef } from "../src/errors.ts";
import { fillMessage, keyedMessage } from "../src/i18n/keyed_message.ts";
import { messages, type UiLanguage, uiLanguage } from "../src/i18n/messages.ts";
import { SERVER_MESSAGES_DE } from "../src/i18n/server_messages_de.ts";
import {
  SERVER_MESSAGES_EN,
  type ServerMessageKey,
  type ServerMessages,
} from "../src/i18n/server_messages_en.ts";
import { BodyIssueError, serverKeyed, type ServerValues } from "./http.ts";
import { projectSettings } from "./project.ts";
import type { ServerState } from "./state.ts";

const TABLES: Readonly<Record<UiLanguage, ServerMessages>> = {
  en: SERVER_MESSAGES_EN,
  de: SERVER_MESSAGES_DE,
};

/**
 * A server message in a language.
 *
 * @example
 * ```ts
 * serverText("de", "markers.resolved", { id: "m1" }); // "Markierung m1 erledigt"
 * ```
 */
export function serverText(
  language: UiLanguage,
  key: ServerMessageKey,
  values: ServerValues = {},
): string {
  return wordedRef({ key, values }, language) ?? serverKeyed(key, values).message;
}

/**
 * An error's message in a language: a server key or a research key is worded in it (nested
 * messages too), a refused request body by zod's catalogue; anything else keeps its message.
 *
 * @example
 * ```ts
 * import { httpError } from "./http.ts";
 * wordedMessage(httpError(400, "routes.query_blank"), "de"); // "„query“ darf nicht leer sein"
 * wordedMessage(new Error("boom"), "de"); // "boom"
 * ```
 */
export function wordedMessage(
  error: { readonly message: string; readonly ref?: MessageRef },
  language: UiLanguage,
): string {
  if (language === "en") return error.message;
  if (error instanceof BodyIssueError) return error.worded(language);
  if (error.ref === undefined) return error.message;
  return wordedRef(error.ref, language) ?? error.message;
}

function wordedRef(ref: MessageRef, language: UiLanguage): string | undefined {
  const m = messages(language);
  if (!Object.hasOwn(TABLES[language], ref.key)) return keyedMessage({ ref }, m);
  const values = Object.fromEntries(
    Object.entries(ref.values).map(([name, v]) =>
      typeof v === "object" && "text" in v
        ? [name, v.ref === undefined ? v.text : wordedRef(v.ref, language) ?? v.text]
        : [name, v]
    ),
  );
  return fillMessage(TABLES[language][ref.key as ServerMessageKey], values, m.researchTerms);
}

/**
 * The interface language of the served page (see the module note); English when the settings
 * cannot be read (a broken config is reported elsewhere).
 *
 * @example
 * ```ts
 * import type { ServerState } from "./state.ts";
 * declare const state: ServerState;
 * await pageLanguage(state); // "de" when the page is shown in German
 * ```
 */
export async function pageLanguage(state: ServerState): Promise<UiLanguage> {
  try {
    return uiLanguage((await projectSettings(state)).uiLanguage);
  } catch {
    return "en";
  }
}
