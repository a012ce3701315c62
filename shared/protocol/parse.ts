import type { z } from 'zod';
import type { HostCode } from './codes';
import { clientMessageSchema, hostMessageSchema, type ClientMessage, type HostMessage } from './messages';

export type Parsed<M> =
  | { readonly ok: true; readonly message: M }
  | {
      readonly ok: false;
      readonly code: HostCode;
      readonly detail: string;
      /** The message's `type`, when it had a string one. */
      readonly type?: string;
      /** A command's `seq`, when it was a usable number. */
      readonly seq?: number;
    };

const DETAIL_MAX = 300;

/** The first few schema issues as one short line: "command.cell: Too big: …; …". */
export function describeIssues(error: z.ZodError): string {
  const parts = error.issues.slice(0, 3).map((issue) => {
    const where = issue.path.map(String).join('.');
    return where ? `${where}: ${issue.message}` : issue.message;
  });
  if (error.issues.length > 3) parts.push(`and ${error.issues.length - 3} more`);
  const text = parts.join('; ');
  return text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX - 1)}…` : text;
}

function parseJson(raw: string): { ok: true; value: unknown } | { ok: false; detail: string } {
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    return { ok: false, detail: `not JSON: ${text.slice(0, 120)}` };
  }
}

/**
 * Reads one client frame. Never throws: anything that is not exactly a protocol message comes back
 * as `{ok: false, code: 'protocol.malformed', detail}` (with its `type`/`seq` when readable).
 */
export function parseClientMessage(raw: string): Parsed<ClientMessage> {
  const json = parseJson(raw);
  if (!json.ok) return { ok: false, code: 'protocol.malformed', detail: json.detail };
  const result = clientMessageSchema.safeParse(json.value);
  if (result.success) return { ok: true, message: result.data };
  const value = json.value as { type?: unknown; seq?: unknown } | null;
  const type = typeof value === 'object' && value !== null && typeof value.type === 'string' ? value.type.slice(0, 40) : undefined;
  const seq =
    typeof value === 'object' && value !== null && Number.isSafeInteger(value.seq) && (value.seq as number) > 0
      ? (value.seq as number)
      : undefined;
  return {
    ok: false,
    code: 'protocol.malformed',
    detail: describeIssues(result.error),
    ...(type === undefined ? {} : { type }),
    ...(seq === undefined ? {} : { seq }),
  };
}

/** Reads one host frame (clients, tests). Never throws. */
export function parseHostMessage(raw: string): Parsed<HostMessage> {
  const json = parseJson(raw);
  if (!json.ok) return { ok: false, code: 'protocol.malformed', detail: json.detail };
  const result = hostMessageSchema.safeParse(json.value);
  return result.success
    ? { ok: true, message: result.data }
    : { ok: false, code: 'protocol.malformed', detail: describeIssues(result.error) };
}
