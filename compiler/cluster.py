"""Scoring input files on a Dask cluster: each file is one task, scored by one worker exactly as `mjc score
--output-dir` scores it here, its results written beside the others' in the output folder (which the workers
must reach, as they reach the inputs: a shared file system)."""

from __future__ import annotations

import time
from pathlib import Path

from .batch import Input, OutputFiles, ScorerSource, Tally, default_jobs, output_name, score_inputs
from .optional import dask_missing

class ClusterError(Exception):
    """Dask missing, a scheduler out of reach, or an input a worker could not score."""


def score_file(source: ScorerSource, source_input: Input, folder: str) -> Tally:
    """On a worker: score one input into its results file (written whole or not at all); its tally."""
    files = OutputFiles([source_input], Path(folder))
    complete = False
    try:
        tally = score_inputs(source, [source_input], files, jobs=1)
        complete = True
        return tally
    finally:
        files.close(complete)


def score_on_dask(source: ScorerSource, inputs: list[Input], folder: Path, address: str) -> Tally:
    """Every input scored on the cluster at `address` ("local": one made on this machine for the run), one task a
    file, the largest first; the tally of them all, in input order."""
    if missing := dask_missing():
        raise ClusterError(f"--dask needs Dask's distributed scheduler, and {missing}")
    try:
        from dask.distributed import Client, LocalCluster, as_completed
    except ImportError as exc:
        raise ClusterError(f"--dask needs Dask's distributed scheduler, which does not import: {exc}") from None
    cluster = None
    try:
        if address == "local":
            cluster = LocalCluster(n_workers=default_jobs(), threads_per_worker=1, processes=True, dashboard_address=None)
            client = Client(cluster)
        else:
            client = Client(address)  # it waits as Dask's config says (distributed.comm.timeouts.connect)
    except (OSError, TimeoutError, ValueError) as exc:
        raise ClusterError(f"cannot reach the Dask scheduler at {address}: {exc}") from None
    started = time.perf_counter()
    tally = Tally(inputs, jobs=len(client.scheduler_info().get("workers", {})) or 1)
    largest_first = sorted(range(len(inputs)), key=lambda i: -(inputs[i].size or 0))
    try:
        futures = {client.submit(score_file, source, inputs[i], str(folder.resolve()), pure=False,
                                 key=_task_key(i, inputs[i])): i for i in largest_first}
        parts: dict[int, Tally] = {}
        failed: list[str] = []
        for future in as_completed(futures):
            index = futures[future]
            try:
                parts[index] = future.result()
            except Exception as exc:  # the worker's own exception, sent back: name the file it lost
                failed.append(f"{inputs[index].name}: {type(exc).__name__}: {exc}")
        for index in sorted(parts):
            tally.add(parts[index], index)
        tally.seconds = time.perf_counter() - started
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    if failed:
        raise ClusterError("not scored on the cluster (their results files are not written):\n  " + "\n  ".join(failed))
    return tally


def _task_key(index: int, source: Input) -> str:
    """A task's key on the cluster, naming its results file in ASCII: the scheduler's messages carry no byte that
    is not UTF-8 (a file name's, held as a lone surrogate), which lost the whole batch."""
    return f"mjc-score-{index}-{output_name(source).encode('ascii', 'backslashreplace').decode('ascii')}"
