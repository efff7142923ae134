"""The C extension modules: one native scorer per generated/<id>.c, and the mjlog reader's scanner
compiler/logs/_mjlog.c (pyproject.toml holds everything else).

Each is optional: where the C compiler or the Python headers are missing, pip prints a warning, installs
mjc anyway, and the bundled rulesets score with their Python modules and mjlogs are read by Python alone
(`mjc doctor` says which is used).
"""

import os
from pathlib import Path

from setuptools import Extension, setup

HERE = Path(__file__).resolve().parent
# MJC_WITHOUT=compiler (or all) installs as a machine without a C compiler does (compiler/optional.py).
HIDDEN = {word.strip().lower() for word in os.environ.get("MJC_WITHOUT", "").split(",")}

# The generated C includes <mjc_runtime.h>, found through this folder only: a header written into generated/
# beside the sources (mjc_runtime.h, Python.h...) is never compiled in.
RUNTIME = str(HERE / "compiler" / "runtime")

setup(ext_modules=[] if HIDDEN & {"compiler", "all"} else [
    Extension(f"mjc.generated._{source.stem}", [source.relative_to(HERE).as_posix()],
              include_dirs=[RUNTIME], optional=True, extra_compile_args=["-O2"])
    for source in sorted((HERE / "generated").glob("*.c"))
] + [Extension("mjc.logs._mjlog", ["compiler/logs/_mjlog.c"], optional=True, extra_compile_args=["-O2"])])
