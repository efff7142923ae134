"""A progress bar on standard error for a long batch: records done, their rate and the time left (tqdm draws it)."""

from __future__ import annotations

from typing import TextIO


class Progress:
    """Records done out of an estimate of all: the input's size in bytes is known where it is a file, so the bytes
    read so far tell how many records the rest holds."""

    def __init__(self, total_bytes: int | None, stream: TextIO, what: str = "records"):
        from tqdm import tqdm
        tqdm.monitor_interval = 0  # no monitor thread: worker processes are forked from this one
        self.bar = tqdm(total=None, unit=f" {what}", file=stream, dynamic_ncols=True, mininterval=0.25,
                        smoothing=0.05, leave=False)
        self.total_bytes, self.bytes = total_bytes, 0

    def __call__(self, records: int, size: int = 0) -> None:
        """Hear of `records` more done, read from `size` more bytes of input."""
        self.bytes += size
        if self.total_bytes and self.bytes:
            self.bar.total = max(self.bar.n + records, round((self.bar.n + records) * self.total_bytes / self.bytes))
        self.bar.update(records)

    def close(self) -> None:
        self.bar.close()
