"""The impact report: `Impact.data()` as one self-contained HTML page, plots drawn by matplotlib inline as SVG.

matplotlib is optional (`pip install 'mjc[impact]'`): it is imported only when a report is drawn, and without it
the report has its tables and hands, and says how to get the plots.
"""

from __future__ import annotations

import contextlib
import io
import logging
import math
import re
import warnings

from markupsafe import Markup

from . import bundled, optional
from . import runtime as rt
from .escape import html_visible
from .impact import ROLE_WORDS, format_number
from .render import FLAG_WORDS, MELD_WORDS, _deal, _drawn, _runs, tile_svg, tile_symbols, tiles_svg

INSTALL_HINT = "pip install 'mjc[impact]'"
NO_PLOTS = f"plots need matplotlib: {INSTALL_HINT}"
MAX_BARS = 30        # more distinct values than this are shown in equal ranges, in the plots and the tables
MAX_PATTERN_BARS = 25
MAX_PLOT_TEXT = 40   # characters of a name or label a plot shows (the tables show all of it)
PLOT_WIDTH = 7.0     # inches: about an A4 page's width inside its margins, so the plots print near 1:1
BASE_INK, OTHER_INK = "#1f5fa8", "#c0392b"
# The page's own font stack: with svg.fonttype "none" the plots' text stays text and the browser sets it.
FONTS = ["Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "PingFang SC", "Microsoft YaHei", "DejaVu Sans"]
STYLE = {"svg.fonttype": "none", "svg.hashsalt": "mjc-impact", "text.parse_math": False, "text.usetex": False,
         "font.family": "sans-serif", "font.sans-serif": FONTS, "font.size": 9, "axes.titlesize": 10,
         "axes.spines.top": False, "axes.spines.right": False, "axes.axisbelow": True, "axes.grid": True,
         "axes.grid.axis": "y", "grid.color": "#e2ddd0", "legend.frameon": False}
SEAT_WORDS = {0: "seat 0", 1: "seat 1", 2: "seat 2", 3: "seat 3", "dealer": "dealer", "non_dealer": "non-dealers"}
ROLE_SHORT = {"winner": "winner", "discarder": "discarder", "other": "others", "drawn": "drawn deal"}


def render_impact(data: dict, title: str | None = None) -> str:
    """The impact report of `Impact.data()`: one HTML file with its plots, tables and hands, that prints on A4."""
    labels = data["labels"]
    title = title or f"Impact of {labels['other']} against {labels['base']}"
    values = binned(data["values"])
    swings = binned([row for row in data["changes"]["swings"] if row[0]])
    largest = [dict(entry, hands=hands(entry["record"])) for entry in data["largest"]]
    drawn = {t for entry in largest for hand in entry["hands"] for t in hand["tiles"]}
    env = bundled.templates(autoescape=True, finalize=html_visible)
    env.filters.update(number=number, signed=signed, percent=percent, tile=tile_svg, tiles=tiles_svg)
    no_plots = plots_missing()
    return env.get_template("impact.html.j2").render(
        data=data, title=title, labels=labels, units=data["units"], values=values, swings=swings,
        plots=None if no_plots else plots(data, values, swings), no_plots=no_plots, largest=largest,
        sprite=tile_symbols(drawn), role_words=ROLE_WORDS, seat_words=SEAT_WORDS, base_ink=BASE_INK,
        other_ink=OTHER_INK)


def plots_missing() -> str | None:
    """Why the report is written without its plots (matplotlib cannot be imported, or MJC_WITHOUT hides it), or None."""
    if optional.matplotlib_missing():
        return NO_PLOTS
    try:  # found is not enough: an install can be broken
        import matplotlib.figure  # noqa: F401
    except ImportError:
        return NO_PLOTS
    return None


# ---- numbers as shown

def number(value: int | float) -> str:
    """A number as the page shows it: `3`, `−1.25` (a true minus sign)."""
    return ("−" if value < 0 else "") + format_number(abs(value))


def signed(value: int | float) -> str:
    """A change: `+3`, `−1.25`, `0`."""
    return ("+" if value > 0 else "") + number(value)


def percent(share: float) -> str:
    return f"{100 * share:.1f}%"


def binned(rows: list[list], limit: int = MAX_BARS) -> list[dict]:
    """Histogram rows `[value, count, ...]` as shown: one per value, or, past `limit` values, summed in
    ranges of a round width (1, 2 or 5 × 10^n; each labelled `low–high`), about `limit` of them."""
    if len(rows) <= limit:
        return [{"label": format_number(value), "low": value, "high": value, "counts": counts}
                for value, *counts in rows]
    whole = all(isinstance(row[0], int) for row in rows)
    width = _round_up((rows[-1][0] - rows[0][0]) / limit, whole)
    origin = math.floor(rows[0][0] / width) * width
    bins: dict[int, dict] = {}
    for value, *counts in rows:
        k = int((value - origin) // width)
        start = origin + k * width
        end = start + width - 1 if whole else start + width
        shown = bins.setdefault(k, {"label": f"{format_number(start)}–{format_number(end)}", "low": start,
                                    "high": end, "counts": [0] * len(counts)})
        shown["counts"] = [a + b for a, b in zip(shown["counts"], counts)]
    return [bins[k] for k in sorted(bins)]


def _round_up(step: float, whole: bool) -> int | float:
    """The least of 1, 2, 5 × 10^n that is at least `step` (at least 1 for whole numbers)."""
    if whole and step <= 1:
        return 1
    power = 10.0 ** math.floor(math.log10(step))
    width = next(m * power for m in (1, 2, 5, 10) if m * power >= step)
    return int(round(width)) if whole else width


# ---- the hands of a record, drawn as tiles

def hands(record: dict) -> list[dict]:
    """Each winner's hand in a record: concealed tiles in runs of a suit, the winning tile, melds, flowers."""
    try:
        players, wins = _deal(record)
        shown = []
        for win in wins:
            seat = win.get("winner", 0)
            player = players[seat] if isinstance(players[seat], dict) else {}
            melds = []
            for meld in player.get("melds") or ():
                key = "concealed" if meld.get("concealed") else "added" if meld.get("added") else meld["kind"]
                melds.append({"tiles": _drawn(meld["tiles"]), "words": MELD_WORDS[key][1], "from": meld.get("from")})
            flowers = player.get("flowers")
            context = [{"name": name, "words": FLAG_WORDS.get(name, (name, name))[1],
                        "tiles": _drawn(value) if isinstance(value, str) else [],
                        "value": value if type(value) is int else None}
                       for name, value in sorted((win.get("context") or {}).items()) if value not in (False, 0, "")]
            hand = {"seat": seat, "by": win.get("by", "self_draw"), "from": win.get("from"),
                    "runs": _runs(_drawn(player.get("hand", ""))),
                    "win_tile": _drawn(win["win_tile"])[0] if win.get("win_tile") else None,
                    "declared": win.get("declared"), "melds": melds, "context": context,
                    "flowers": _drawn(flowers) if isinstance(flowers, str) else [],
                    "flower_count": flowers if type(flowers) is int else None}
            hand["tiles"] = [t for run in hand["runs"] for t in run] + [t for m in melds for t in m["tiles"]] \
                + hand["flowers"] + [t for flag in context for t in flag["tiles"]] \
                + ([hand["win_tile"]] if hand["win_tile"] is not None else [])
            shown.append(hand)
        return shown
    except (AttributeError, IndexError, KeyError, TypeError, ValueError, rt.RecordError):
        return []  # a record the tiles cannot be drawn from is shown in notation only


# ---- the plots

def plots(data: dict, values: list[dict], swings: list[dict]) -> dict[str, Markup]:
    """The report's four plots as inline SVG: hand values, patterns, money, and the size of the changes; call
    only where plots_missing() is None."""
    import matplotlib
    from matplotlib.figure import Figure
    labels = (_short(data["labels"]["base"]), _short(data["labels"]["other"]))
    with _quiet():
        with matplotlib.rc_context(STYLE):  # the fonts and the SVG settings apply when a figure is saved
            return {"values": _svg(_values_plot(Figure, data, values, labels), "values"),
                    "patterns": _svg(_patterns_plot(Figure, data, labels), "patterns"),
                    "money": _svg(_money_plot(Figure, data, labels), "money"),
                    "changes": _svg(_changes_plot(Figure, data, swings), "changes")}


@contextlib.contextmanager
def _quiet():
    """No font warnings on the terminal: a machine without the CJK fonts still writes the report (the
    browser that shows it picks the fonts)."""
    logger = logging.getLogger("matplotlib.font_manager")
    level = logger.level
    logger.setLevel(logging.ERROR)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            yield
    finally:
        logger.setLevel(level)


def _short(text: str) -> str:
    return text if len(text) <= MAX_PLOT_TEXT else text[:MAX_PLOT_TEXT - 1] + "…"


def _grouped(ax, names: list[str], base: list, other: list, labels: tuple, horizontal: bool = False) -> None:
    """Bars of the two scorers side by side, one pair per name (the base's first: left, or on top)."""
    positions = range(len(names))
    bar = ax.barh if horizontal else ax.bar
    first = 0.2 if horizontal else -0.2  # a horizontal plot's y axis runs upwards
    for offset, heights, label, ink in ((first, base, labels[0], BASE_INK), (-first, other, labels[1], OTHER_INK)):
        bar([p + offset for p in positions], heights, 0.4, label=label, color=ink)
    (ax.set_yticks if horizontal else ax.set_xticks)(list(positions), names)


def _legend(figure, ax) -> None:
    """One legend for the figure, above its plots, where it covers no bar."""
    figure.legend(*ax.get_legend_handles_labels(), loc="outside upper right", ncols=2)


def _rotation(rows: list[dict]) -> int:
    """Upright tick labels on a value axis, unless they would run into each other."""
    return 90 if sum(len(row["label"]) + 3 for row in rows) > 75 else 0


def _empty(ax, words: str) -> None:
    ax.text(0.5, 0.5, words, ha="center", va="center", transform=ax.transAxes, color="#6b6b6b")
    ax.set_xticks([])
    ax.set_yticks([])


def _values_plot(Figure, data: dict, values: list[dict], labels: tuple):
    figure = Figure(figsize=(PLOT_WIDTH, 3.0), layout="constrained")
    ax = figure.subplots()
    wins = (data["sides"]["base"]["wins"], data["sides"]["other"]["wins"])
    if not values:
        _empty(ax, "no wins")
    else:
        shares = [[100 * row["counts"][i] / wins[i] if wins[i] else 0 for row in values] for i in (0, 1)]
        _grouped(ax, [row["label"] for row in values], shares[0], shares[1], labels)
        _legend(figure, ax)
        ax.set_ylabel("share of wins, %")
        ax.tick_params(axis="x", labelrotation=_rotation(values))
    units = data["units"]
    ax.set_xlabel("hand value, " + (units["base"] if units["base"] == units["other"] else
                                   f"{units['base']} / {units['other']}"))
    return figure


def _patterns_plot(Figure, data: dict, labels: tuple):
    rows = data["patterns"][:MAX_PATTERN_BARS][::-1]  # the most common at the top
    figure = Figure(figsize=(PLOT_WIDTH, 1.1 + 0.26 * max(len(rows), 2)), layout="constrained")
    ax = figure.subplots()
    if not rows:
        _empty(ax, "no patterns scored")
        return figure
    _grouped(ax, [_short(row["name"]) for row in rows], [100 * row["base_share"] for row in rows],
             [100 * row["other_share"] for row in rows], labels, horizontal=True)
    _legend(figure, ax)
    ax.set_xlabel("share of wins that score the pattern, %")
    ax.grid(axis="x", color="#e2ddd0")
    ax.grid(axis="y", visible=False)
    ax.set_ylim(-0.6, len(rows) - 0.4)
    return figure


def _money_plot(Figure, data: dict, labels: tuple):
    figure = Figure(figsize=(PLOT_WIDTH, 3.0), layout="constrained")
    by_role, by_seat = figure.subplots(1, 2, width_ratios=(4, 6))
    money = data["money"]
    for ax, rows, words, title in ((by_role, money["roles"], ROLE_SHORT, "by role"),
                                   (by_seat, money["seats"] + money["dealer"], SEAT_WORDS, "by seat")):
        _grouped(ax, [words[row["key"]] for row in rows], [row["base"] for row in rows],
                 [row["other"] for row in rows], labels)
        ax.axhline(0, color="#8d8574", linewidth=0.8)
        ax.set_title(f"average delta {title}")
        ax.tick_params(axis="x", labelrotation=30)
    _legend(figure, by_role)
    return figure


def _changes_plot(Figure, data: dict, swings: list[dict]):
    figure = Figure(figsize=(PLOT_WIDTH, 2.8), layout="constrained")
    ax = figure.subplots()
    changes = data["changes"]
    if not swings:
        _empty(ax, "no result changes")
        return figure
    ax.bar(range(len(swings)), [row["counts"][0] for row in swings], 0.7, color="#7a5c12")
    ax.set_xticks(range(len(swings)), [row["label"] for row in swings])
    ax.tick_params(axis="x", labelrotation=_rotation(swings))
    ax.set_xlabel("money a change moves (half the sum over seats of |Δ change|)")
    ax.set_ylabel("records")
    ax.set_title(f"{changes['changed']} of {changes['paired']} results change")
    return figure


_ID = re.compile(r'(\sid="|url\(#|href="#)([^")]+)')


def _svg(figure, name: str) -> Markup:
    """A figure as SVG to inline in the page: no XML prolog, its ids prefixed so the plots' ids never clash,
    its style sheet kept to its own elements. matplotlib's SVG writer escapes every text it draws."""
    out = io.StringIO()
    figure.savefig(out, format="svg", metadata={"Date": None})
    text = out.getvalue()
    text = text[text.index("<svg"):]
    text = re.sub(r"<metadata>.*?</metadata>\s*", "", text, flags=re.S)
    text = _ID.sub(lambda m: f"{m.group(1)}{name}-{m.group(2)}", text)
    text = text.replace("<style type=\"text/css\">*{", f"<style type=\"text/css\">#{name}-plot *{{", 1)
    text = text.replace("<svg ", f'<svg id="{name}-plot" class="plot" role="img" aria-labelledby="{name}-caption" ', 1)
    return Markup(text)
