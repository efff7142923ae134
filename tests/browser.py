"""A small client of the Chrome DevTools Protocol over a pipe, for the browser tests: standard library only.

Chromium runs headless with `--remote-debugging-pipe`: it reads commands on its file descriptor 3 and
writes answers and events on its descriptor 4, each message a JSON text ended by a NUL byte. One thread
(the caller's) sends and reads; every wait has a timeout and ends in BrowserError, never a hang, and the
process is killed when the `with` block ends, whatever happened in it.

    with Browser() as browser:
        page = browser.new_page(360, 740)
        page.goto(path.as_uri())
        page.type("#notation", "123m456p789s11z")
        page.click('button.pick[data-tile="9s"]')
        total = page.eval("document.querySelector('#total').textContent")
        page.screenshot(tmp_path / "page.png")
"""

from __future__ import annotations

import base64
import fcntl
import json
import os
import select
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

from compiler.render_pdf import find_browser

TIMEOUT = 30.0  # seconds for any one wait: an answer, the load event, the browser's start

FLAGS = ("--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-extensions", "--disable-default-apps", "--mute-audio", "--hide-scrollbars",
         "--allow-file-access-from-files")


class BrowserError(Exception):
    """The browser did not answer in time, exited, refused a command, or a page's script threw."""


class Browser:
    """Headless Chromium driven over the DevTools pipe; use it as a context manager."""

    def __init__(self, timeout: float = TIMEOUT):
        self.timeout = timeout
        self.process: subprocess.Popen | None = None
        self._next_id = 0
        self._buffer = b""
        self._events: list[dict] = []     # events read while waiting for something else, oldest first
        self._answers: dict[int, dict] = {}
        self._profile: str | None = None
        self._to_browser = self._from_browser = None
        self.pages: list[Page] = []

    # ------------------------------------------------------------ start and stop
    def __enter__(self) -> "Browser":
        try:
            self.start()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def start(self) -> None:
        executable = find_browser()
        self._profile = tempfile.mkdtemp(prefix="mjc-cdp-")
        commands_r, commands_w = os.pipe()   # we write commands; the browser reads them on its fd 3
        answers_r, answers_w = os.pipe()     # the browser writes on its fd 4; we read
        # Above 10, so that the child's dup2 onto 3 and 4 cannot overwrite one with the other.
        child_in = fcntl.fcntl(commands_r, fcntl.F_DUPFD_CLOEXEC, 10)
        child_out = fcntl.fcntl(answers_w, fcntl.F_DUPFD_CLOEXEC, 10)
        os.close(commands_r)
        os.close(answers_w)

        def pipes_on_3_and_4() -> None:  # in the child, before exec: dup2 makes 3 and 4 inheritable
            os.dup2(child_in, 3)
            os.dup2(child_out, 4)
            os.setsid()  # its own process group: killed whole on close, helpers included

        self._stderr = tempfile.TemporaryFile(prefix="mjc-cdp-stderr-")
        try:
            self.process = subprocess.Popen(
                [executable, *FLAGS, f"--user-data-dir={self._profile}", "about:blank"],
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=self._stderr, close_fds=False,
                preexec_fn=pipes_on_3_and_4, env=dict(os.environ, HOME=self._profile))
        finally:
            os.close(child_in)
            os.close(child_out)
        self._to_browser, self._from_browser = commands_w, answers_r
        os.set_blocking(self._from_browser, False)
        version = self.call("Browser.getVersion")
        self.version = version.get("product", "")

    def close(self) -> None:
        """Ask the browser to close, then kill its process group; remove the throwaway profile."""
        process = self.process
        if process is not None and process.poll() is None:
            try:
                self.send("Browser.close")
            except (BrowserError, OSError):
                pass
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                pass
            if process.poll() is None:
                try:
                    os.killpg(process.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                process.wait(timeout=self.timeout)
        if process is not None:
            try:  # the helpers (renderer, GPU process) share its process group: none is left behind
                os.killpg(process.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        for fd in (self._to_browser, self._from_browser):
            if fd is not None:
                try:
                    os.close(fd)
                except OSError:
                    pass
        self._to_browser = self._from_browser = None
        if getattr(self, "_stderr", None) is not None:
            self._stderr.close()
            self._stderr = None
        if self._profile:
            shutil.rmtree(self._profile, ignore_errors=True)
            self._profile = None
        self.process = None

    def stderr_tail(self, lines: int = 5) -> str:
        if getattr(self, "_stderr", None) is None:
            return ""
        self._stderr.seek(0)
        text = self._stderr.read().decode("utf-8", "replace").splitlines()
        return " | ".join(line for line in text if line.strip() and "dbus" not in line.lower())[-2000:]

    # ------------------------------------------------------------ messages
    def send(self, method: str, params: dict | None = None, session: str | None = None) -> int:
        if self._to_browser is None:
            raise BrowserError("the browser is not running")
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        data = json.dumps(message).encode("utf-8") + b"\0"
        deadline = time.monotonic() + self.timeout
        while data:
            _, ready, _ = select.select([], [self._to_browser], [], max(0.0, deadline - time.monotonic()))
            if not ready:
                raise BrowserError(f"{method}: the browser did not take the command within {self.timeout:.0f} s")
            try:
                data = data[os.write(self._to_browser, data):]
            except BrokenPipeError:
                raise BrowserError(f"{method}: the browser has exited ({self.stderr_tail()})") from None
        return self._next_id

    def call(self, method: str, params: dict | None = None, session: str | None = None,
             timeout: float | None = None) -> dict:
        """Send a command and wait for its answer; raise BrowserError on an error answer or a timeout."""
        ident = self.send(method, params, session)
        deadline = time.monotonic() + (timeout or self.timeout)
        while ident not in self._answers:
            self._read(deadline, f"the answer to {method}")
        answer = self._answers.pop(ident)
        if "error" in answer:
            raise BrowserError(f"{method} failed: {answer['error'].get('message')} {answer['error'].get('data', '')}")
        return answer.get("result", {})

    def wait_event(self, method: str, session: str | None = None, timeout: float | None = None,
                   since: int = 0) -> dict:
        """The first event `method` (of that session) among those kept from index `since` on, waiting for it."""
        deadline = time.monotonic() + (timeout or self.timeout)
        while True:
            for i in range(since, len(self._events)):
                event = self._events[i]
                if event.get("method") == method and (session is None or event.get("sessionId") == session):
                    del self._events[i]
                    return event.get("params", {})
            since = len(self._events)
            self._read(deadline, f"the event {method}")

    def events(self, method: str, session: str | None = None) -> list[dict]:
        """The kept events `method` (of that session), taken out of the queue."""
        taken = [e for e in self._events
                 if e.get("method") == method and (session is None or e.get("sessionId") == session)]
        self._events = [e for e in self._events if not any(e is t for t in taken)]
        return [e.get("params", {}) for e in taken]

    def _read(self, deadline: float, waiting_for: str) -> None:
        """Read what the browser has written (at least one message), or raise when the deadline passes."""
        while True:
            if b"\0" in self._buffer:
                text, self._buffer = self._buffer.split(b"\0", 1)
                message = json.loads(text.decode("utf-8"))
                if "id" in message:
                    self._answers[message["id"]] = message
                else:
                    self._events.append(message)
                    del self._events[:-2000]  # events nobody waits for do not pile up
                return
            left = deadline - time.monotonic()
            if left <= 0:
                raise BrowserError(f"timed out after {self.timeout:.0f} s waiting for {waiting_for}")
            ready, _, _ = select.select([self._from_browser], [], [], left)
            if not ready:
                continue
            try:
                chunk = os.read(self._from_browser, 1 << 20)
            except BlockingIOError:
                continue
            if not chunk:
                code = self.process.poll() if self.process else None
                raise BrowserError(f"the browser closed its pipe (exit code {code}) while waiting for {waiting_for}"
                                   f": {self.stderr_tail()}")
            self._buffer += chunk

    # ------------------------------------------------------------ pages
    def new_page(self, width: int = 1280, height: int = 900) -> "Page":
        target = self.call("Target.createTarget", {"url": "about:blank"})
        attached = self.call("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True})
        page = Page(self, target["targetId"], attached["sessionId"])
        page.call("Page.enable")
        page.call("Runtime.enable")
        page.set_width(width, height)
        self.pages.append(page)
        return page


class Page:
    """One tab, driven through its flattened session."""

    def __init__(self, browser: Browser, target_id: str, session: str):
        self.browser, self.target_id, self.session = browser, target_id, session

    def call(self, method: str, params: dict | None = None, timeout: float | None = None) -> dict:
        return self.browser.call(method, params, self.session, timeout)

    def goto(self, url: str, timeout: float | None = None) -> None:
        """Open a URL and wait for its load event."""
        self.browser.events("Page.loadEventFired", self.session)  # an old one must not end this wait
        since = len(self.browser._events)
        answer = self.call("Page.navigate", {"url": url}, timeout)
        if answer.get("errorText"):
            raise BrowserError(f"opening {url} failed: {answer['errorText']}")
        self.browser.wait_event("Page.loadEventFired", self.session, timeout, since)

    def errors(self) -> list[str]:
        """The uncaught exceptions the page's scripts threw since the last call (Runtime.exceptionThrown)."""
        found = []
        for event in self.browser.events("Runtime.exceptionThrown", self.session):
            details = event.get("exceptionDetails", {})
            found.append(details.get("exception", {}).get("description") or details.get("text", "?"))
        return found

    def eval(self, js: str, timeout: float | None = None):
        """The value of a JavaScript expression (a promise is awaited), by value; raise if it throws."""
        answer = self.call("Runtime.evaluate", {"expression": js, "returnByValue": True, "awaitPromise": True,
                                                "userGesture": True}, timeout)
        if "exceptionDetails" in answer:
            details = answer["exceptionDetails"]
            described = details.get("exception", {}).get("description") or details.get("text", "")
            raise BrowserError(f"the script threw: {described}\n  in: {js[:300]}")
        return answer.get("result", {}).get("value")

    def centre(self, css: str) -> tuple[float, float]:
        """Scroll an element into view and give the centre of its box, in the viewport's CSS pixels. A control
        drawn as its label (a hidden radio or checkbox) gives its label's box: a person clicks what is shown."""
        found = self.eval(f"""(() => {{
            let el = document.querySelector({json.dumps(css)});
            if (!el) return "no element matches";
            const shown = e => {{ const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; }};
            if (!shown(el) && el.labels && el.labels.length) el = Array.from(el.labels).find(shown) || el;
            if (!shown(el)) return "the element has no box (it is not shown)";
            el.scrollIntoView({{block: "center", inline: "center", behavior: "instant"}});
            const r = el.getBoundingClientRect();
            const x = r.left + r.width / 2, y = r.top + r.height / 2;
            const hit = document.elementFromPoint(x, y);
            if (!hit || !(el === hit || el.contains(hit) || (el.control && el.control === hit)))
                return "it is covered at its centre by " + (hit ? hit.outerHTML.slice(0, 120) : "nothing");
            return [x, y];
        }})()""")
        if isinstance(found, str):
            raise BrowserError(f"cannot click {css}: {found}")
        return found[0], found[1]

    def click(self, css: str) -> None:
        """A real click at the element's centre: the left button pressed and released there (the browser makes
        the mousedown, mouseup and click events, focus and default actions of it). No mouseMoved before it:
        a move waits for the next frame, and the press is hit-tested where it is anyway."""
        x, y = self.centre(css)
        for kind, buttons in (("mousePressed", 1), ("mouseReleased", 0)):
            self.call("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left",
                                                   "buttons": buttons, "clickCount": 1})

    def key(self, key: str, code: str, key_code: int, commands: list[str] | None = None, modifiers: int = 0) -> None:
        for kind in ("rawKeyDown", "keyUp"):
            params = {"type": kind, "key": key, "code": code, "windowsVirtualKeyCode": key_code, "modifiers": modifiers}
            if commands and kind == "rawKeyDown":
                params["commands"] = commands
            self.call("Input.dispatchKeyEvent", params)

    def type(self, css: str, text: str) -> None:
        """Focus a text or number field by clicking it, select all it holds, and type `text` over it
        (an empty `text` deletes it)."""
        self.click(css)
        focused = self.eval(f"document.activeElement === document.querySelector({json.dumps(css)})")
        if not focused:
            raise BrowserError(f"clicking {css} did not focus it")
        self.key("a", "KeyA", 65, ["selectAll"], modifiers=2)
        if text:
            self.call("Input.insertText", {"text": text})
        else:
            self.key("Backspace", "Backspace", 8, ["deleteBackward"])

    def select(self, css: str, value: str) -> None:
        """Choose an option of a <select> as the user does (a native select's popup cannot be clicked headless):
        its value is set and `input` and `change` are dispatched."""
        problem = self.eval(f"""(() => {{
            const el = document.querySelector({json.dumps(css)});
            if (!el) return "no element matches";
            if (el.tagName !== "SELECT") return "it is a " + el.tagName.toLowerCase() + ", not a select";
            const values = Array.from(el.options).map(o => o.value);
            if (!values.includes({json.dumps(value)})) return "no option " + {json.dumps(value)} + " (it has " + values.join(", ") + ")";
            if (el.disabled) return "it is disabled";
            el.focus();
            el.value = {json.dumps(value)};
            el.dispatchEvent(new Event("input", {{bubbles: true}}));
            el.dispatchEvent(new Event("change", {{bubbles: true}}));
            return null;
        }})()""")
        if problem:
            raise BrowserError(f"cannot select {value!r} in {css}: {problem}")

    def screenshot(self, path) -> Path:
        """A PNG of the viewport, written to `path`."""
        data = self.call("Page.captureScreenshot", {"format": "png"})["data"]
        path = Path(path)
        path.write_bytes(base64.b64decode(data))
        return path

    def set_width(self, width: int, height: int) -> None:
        """Lay the page out for a viewport of width × height CSS pixels (scale 1, a desktop browser)."""
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def close(self) -> None:
        self.browser.call("Target.closeTarget", {"targetId": self.target_id})
