"""A failing OpenAI-compatible grader on 127.0.0.1 (loopback only), for the fault probes.

    python fake_server.py MODE PORTFILE

Modes: 500 (every request), 401, garbage (200 with a body that is not JSON), close (drops
the connection), slow (answers after 300 s), first_ok (one valid verdict, then 500s),
bad_verdict (valid completions whose text is no verdict). The chosen port goes to PORTFILE.
"""

from __future__ import annotations

import json
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

MODE = sys.argv[1]
COUNT = {"n": 0}


def _completion(text: str) -> bytes:
    return json.dumps(
        {
            "id": "x",
            "object": "chat.completion",
            "created": 0,
            "model": "judge",
            "choices": [
                {
                    "index": 0,
                    "finish_reason": "stop",
                    "message": {"role": "assistant", "content": text},
                }
            ],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
        }
    ).encode()


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass

    def _send(self, code: int, body: bytes) -> None:
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:
        self.do_POST()

    def do_POST(self) -> None:
        n = int(self.headers.get("Content-Length") or 0)
        self.rfile.read(n)
        COUNT["n"] += 1
        if MODE == "500" or (MODE == "first_ok" and COUNT["n"] > 1):
            self._send(500, b'{"error": {"message": "probe: internal error"}}')
        elif MODE == "401":
            self._send(
                401,
                b'{"error": {"message": "probe: bad key", "type": "invalid_request_error", "code": "invalid_api_key"}}',
            )
        elif MODE == "garbage":
            self._send(200, b"<html>not json at all")
        elif MODE == "close":
            self.close_connection = True
            self.wfile.flush()
            self.connection.close()
        elif MODE == "slow":
            time.sleep(300)
            self._send(
                200, _completion('{"correct": true, "failure_type": null, "justification": "late"}')
            )
        elif MODE == "bad_verdict":
            self._send(200, _completion("I think it is fine."))
        else:
            self._send(
                200, _completion('{"correct": true, "failure_type": null, "justification": "ok"}')
            )


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
with open(sys.argv[2], "w", encoding="utf-8") as f:
    f.write(str(server.server_address[1]))
server.serve_forever()
