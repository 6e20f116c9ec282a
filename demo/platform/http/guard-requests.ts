// What every origin does before its own handler sees a request: every answer carries `X-Content-Type-Options:
// nosniff`, and a path whose percent-encoding is malformed (`/%zz`, `/%E0%A4`) is answered 400 in the origin's own
// format, so no handler meets a path it cannot decode.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, errorBody } from './api-error.ts';
import { sendReply } from './respond.ts';

/** A listener may give back its work's promise, which a stopping server lets finish (listen.ts). */
export type RequestListener = (req: IncomingMessage, res: ServerResponse) => Promise<unknown> | void;

/** Answers the 400 for a path that does not decode; `shownPath` is the raw path, cut to 120 characters. */
export type BadPathAnswer = (req: IncomingMessage, res: ServerResponse, shownPath: string) => void;

export const BAD_PATH_MESSAGE = 'has a malformed percent-encoding';

/** The path of a request target when it decodes, else null. */
export function decodePath(target: string | undefined): string | null {
  try {
    return decodeURIComponent(new URL(target ?? '/', 'http://request.invalid').pathname);
  } catch {
    return null;
  }
}

export function guardRequests(listener: RequestListener, answerBadPath: BadPathAnswer): RequestListener {
  return (req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (decodePath(req.url) !== null) return listener(req, res);
    req.resume();
    const raw = (req.url ?? '/').split('?')[0] ?? '/';
    answerBadPath(req, res, raw.length > 120 ? `${raw.slice(0, 117)}...` : raw);
  };
}

/** A plain-text 400 for origins that serve pages or files. */
export function answerBadPathAsText(_req: IncomingMessage, res: ServerResponse, shownPath: string): void {
  const text = `Bad request: the path ${JSON.stringify(shownPath)} ${BAD_PATH_MESSAGE}.\n`;
  res.writeHead(400, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

/** The error envelope (docs/design.md, "Errors") for the JSON origins. */
export function answerBadPathAsJson(_req: IncomingMessage, res: ServerResponse, shownPath: string): void {
  const error = new ApiError('invalid_request', `path ${JSON.stringify(shownPath)} ${BAD_PATH_MESSAGE}`, {
    details: { field: 'path' },
  });
  sendReply(res, { status: 400, body: errorBody(error) });
}
