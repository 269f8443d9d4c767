/**
 * The service's user-facing messages in English and German (`SVC_LANG=de`). Kept here rather
 * than in `src/i18n` so the service owns its wording; `uiLanguage` picks the catalogue the same
 * way as the rest of the CLI.
 *
 * @module
 */

import { uiLanguage } from "../../src/i18n/messages.ts";

/** Every sentence the service prints. */
export interface ServiceMessages {
  readonly running: (pid: number) => string;
  readonly alreadyRunning: (pid: number) => string;
  readonly started: (pid: number) => string;
  readonly starting: (pid: number) => string;
  readonly startTimeout: (pid: number, seconds: number, log: string) => string;
  readonly exitedEarly: (log: string) => string;
  readonly notRunning: string;
  readonly stopped: (pid: number) => string;
  readonly staleRemoved: (pid: number) => string;
  readonly busy: (port: number) => string;
  readonly unknown: (pid: number) => string;
  readonly invalidRecord: (path: string, why: string) => string;
  readonly notExited: (pid: number) => string;
  readonly openMissing: (url: string) => string;
  readonly openFailed: (url: string, why: string) => string;
  readonly unknownAction: (action: string) => string;
  readonly pathNotAccepted: (action: string) => string;
}

const EN: ServiceMessages = {
  running: (pid) => `The managed server is running (pid ${pid}).`,
  alreadyRunning: (pid) => `The managed server is already running (pid ${pid}); nothing started.`,
  started: (pid) => `Started the managed server (pid ${pid}).`,
  starting: (pid) => `The managed server (pid ${pid}) is running but does not answer yet.`,
  startTimeout: (pid, s, log) =>
    `The managed server (pid ${pid}) did not answer within ${s} s; it may still be starting (log: ${log}).`,
  exitedEarly: (log) => `The server exited while starting; see the log: ${log}`,
  notRunning: "The managed server is not running.",
  stopped: (pid) => `Stopped the managed server (pid ${pid}).`,
  staleRemoved: (pid) => `The recorded server (pid ${pid}) is gone; its stale record was removed.`,
  busy: (port) => `Port ${port} is in use by a program that is not the managed server.`,
  unknown: (pid) =>
    `Process ${pid} from the service record is alive but cannot be verified as the managed server; it was left alone.`,
  invalidRecord: (path, why) => `The service record ${path} cannot be used (${why}).`,
  notExited: (pid) => `Process ${pid} did not exit after SIGKILL.`,
  openMissing: (url) => `xdg-open was not found; open ${url} in your browser.`,
  openFailed: (url, why) => `Cannot open ${url} in the browser: ${why}`,
  unknownAction: (action) =>
    `Unknown service action "${action}": use start, stop, restart or status`,
  pathNotAccepted: (action) => `"svc service ${action}" takes no path`,
};

const DE: ServiceMessages = {
  running: (pid) => `Der verwaltete Server läuft (PID ${pid}).`,
  alreadyRunning: (pid) => `Der verwaltete Server läuft bereits (PID ${pid}); nichts gestartet.`,
  started: (pid) => `Der verwaltete Server wurde gestartet (PID ${pid}).`,
  starting: (pid) => `Der verwaltete Server (PID ${pid}) läuft, antwortet aber noch nicht.`,
  startTimeout: (pid, s, log) =>
    `Der verwaltete Server (PID ${pid}) hat nicht innerhalb von ${s} s geantwortet; vielleicht startet er noch (Protokoll: ${log}).`,
  exitedEarly: (log) => `Der Server hat sich beim Start beendet; siehe das Protokoll: ${log}`,
  notRunning: "Der verwaltete Server läuft nicht.",
  stopped: (pid) => `Der verwaltete Server wurde beendet (PID ${pid}).`,
  staleRemoved: (pid) =>
    `Der eingetragene Server (PID ${pid}) läuft nicht mehr; der veraltete Eintrag wurde entfernt.`,
  busy: (port) =>
    `Port ${port} wird von einem Programm belegt, das nicht der verwaltete Server ist.`,
  unknown: (pid) =>
    `Prozess ${pid} aus dem Diensteintrag läuft, lässt sich aber nicht als der verwaltete Server bestätigen; er wurde nicht angetastet.`,
  invalidRecord: (path, why) => `Der Diensteintrag ${path} ist nicht verwendbar (${why}).`,
  notExited: (pid) => `Prozess ${pid} hat sich auch nach SIGKILL nicht beendet.`,
  openMissing: (url) => `xdg-open wurde nicht gefunden; öffnen Sie ${url} im Browser.`,
  openFailed: (url, why) => `${url} lässt sich nicht im Browser öffnen: ${why}`,
  unknownAction: (action) =>
    `Unbekannte Dienstaktion "${action}": start, stop, restart oder status verwenden`,
  pathNotAccepted: (action) => `"svc service ${action}" nimmt keinen Pfad an`,
};

/**
 * The catalogue for an `SVC_LANG` value.
 *
 * @example
 * ```ts
 * serviceMessages("de").notRunning; // "Der verwaltete Server läuft nicht."
 * ```
 */
export function serviceMessages(svcLang: string | undefined): ServiceMessages {
  return uiLanguage(svcLang) === "de" ? DE : EN;
}
