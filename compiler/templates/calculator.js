// The calculator page: the form is the state; every change builds a hand record (docs/guide/records.md)
// and scores it with the scorer above. Nothing is sent anywhere. Spec text reaches the page only as text
// (textContent), never as markup.

const DATA = JSON.parse(document.getElementById("ruleset-data").textContent);
const $ = (css, root = document) => root.querySelector(css);
const $$ = (css, root = document) => [...root.querySelectorAll(css)];
const SUITS = "mpszf";

function both(pair) {
  return pair[0] === pair[1] ? pair[0] : pair[0] + " " + pair[1];
}

function element(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === "text") node.textContent = value;
    else if (key === "data") for (const [k, v] of Object.entries(value)) node.dataset[k] = v;
    else if (key in node && typeof value !== "string") node[key] = value;
    else node.setAttribute(key, value);
  }
  node.append(...children);
  return node;
}

/** A tile's picture: a use of the sheet's symbol for it (a red five is drawn as its five, tinted). */
function tilePicture(name) {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "0 0 30 41");
  svg.setAttribute("class", "tile");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", name);
  const use = document.createElementNS("http://www.w3.org/2000/svg", "use");
  use.setAttribute("href", "#tile-" + (name[0] === "0" ? "5" + name[1] : name));
  svg.append(use);
  if (name[0] === "0") {
    const tint = document.createElementNS("http://www.w3.org/2000/svg", "rect");
    for (const [k, v] of [["x", ".5"], ["y", ".5"], ["width", "29"], ["height", "38"], ["rx", "4"],
                          ["fill", "#c0392b"], ["fill-opacity", ".22"]]) tint.setAttribute(k, v);
    svg.append(tint);
  }
  return svg;
}

/** Tiles of compact notation ("123m45p"), as names ("1m"...); null where the text is not notation. */
function parseTiles(text) {
  const clean = text.replace(/\s+/g, "");
  if (!/^([0-9]+[mpszf])*$/.test(clean)) return null;
  const out = [];
  for (const [, digits, suit] of clean.matchAll(/([0-9]+)([mpszf])/g)) {
    for (const d of digits) out.push(d + suit);
  }
  return out;
}

/** Names back to compact notation, suit by suit, in order (a red five beside the fives). */
function formatTiles(names) {
  const rank = (n) => (n[0] === "0" ? 5.5 : Number(n[0]));
  let text = "";
  for (const suit of SUITS) {
    const digits = names.filter((n) => n[1] === suit).sort((a, b) => rank(a) - rank(b)).map((n) => n[0]);
    if (digits.length) text += digits.join("") + suit;
  }
  return text;
}

// ---------------------------------------------------------------- building the form

function fillSelect(select, options) {
  for (const [value, words] of options) select.append(element("option", { value, text: words }));
}

const SEATS = ["0", "1", "2", "3"].map((s) => [s, s]);
for (const select of $$("select.seat")) fillSelect(select, SEATS);
$("#from").value = "1";
fillSelect($("#by"), DATA.by.map(([value, words]) => [value, both(words)]));
fillSelect($("#round-wind"), DATA.winds.map(([value, words]) => [value, both(words)]));

const picker = $("#picker");
for (const suit of SUITS) {
  const names = DATA.tiles.concat(DATA.flower_tiles).filter((n) => n[1] === suit);
  if (!names.length) continue;
  const row = element("div", { class: "suit" });
  for (const name of names) {
    row.append(element("button", { type: "button", class: "pick", data: { tile: name }, title: name }, tilePicture(name)));
  }
  picker.append(row);
}

if (DATA.wild) {  // the deal's wild, where the record names it: the tile turned up, or the wild itself
  const select = element("select", { id: "wild" });
  for (const name of DATA.tiles.filter((n) => n[0] !== "0")) select.append(element("option", { value: name, text: name }));
  $("#counters").append(element("label", { text: both(DATA.words[DATA.wild]) + " " }, select));
}

for (const name of DATA.counters) {
  const id = name.replace("_", "-");
  $("#counters").append(element("label", { text: both(DATA.words[name]) + " " },
    element("input", { type: "number", id, min: "0", max: "1000000000", value: "0" })));
}

for (const flag of DATA.flags) {
  const words = both(flag.words);
  let input;
  if (flag.kind === "bool") input = element("input", { type: "checkbox", data: { flag: flag.name } });
  else if (flag.kind === "int") {
    input = element("input", { type: "number", data: { flag: flag.name }, min: String(flag.range[0]),
                               max: String(flag.range[1]), value: "0" });
  } else input = element("input", { type: "text", data: { flag: flag.name }, autocomplete: "off", spellcheck: "false" });
  const label = element("label", { title: flag.name }, input, " " + words);
  $("#flags").append(label);
}

// The spec's player fields (its `players:`, Sichuan's void suit): an input for each seat, by the field's kind.
for (const field of DATA.player_fields) {
  const row = element("div", { class: "row" }, both(field.words) + " ");
  for (let seat = 0; seat < 4; seat++) {
    let input;
    const data = { field: field.name, seat: String(seat) };
    if (field.kind === "bool") input = element("input", { type: "checkbox", data, checked: Boolean(field.default) });
    else if (field.kind === "int") {
      input = element("input", { type: "number", data, value: String(field.default), style: "width:5em" });
      if (field.range) {
        input.min = String(field.range[0]);
        input.max = String(field.range[1]);
      }
    } else {
      input = element("select", { data });
      fillSelect(input, [["", both(DATA.words.no_suit)], ...[...field.letters].map((l) => [l, l])]);
      input.value = field.default || "";
    }
    row.append(element("label", { title: field.name }, `${both(DATA.words.seat)} ${seat} `, input), " ");
  }
  $("#player-fields").append(row);
}

/** Each seat's player fields the form gives, where they differ from the field's default, into `players`. */
function playerFields(players) {
  for (const field of DATA.player_fields) {
    for (const input of $$(`[data-field="${field.name}"]`)) {
      const seat = Number(input.dataset.seat);
      const value = input.type === "checkbox" ? input.checked : field.kind === "int" ? Number(input.value) : input.value;
      if (value !== (field.kind === "suit" ? field.default || "" : field.default)) players[seat][field.name] = value;
    }
  }
  return players;
}

for (const option of DATA.options) {
  let input;
  if (option.type === "bool") input = element("input", { type: "checkbox", data: { option: option.name }, checked: Boolean(option.default) });
  else {
    input = element("input", { type: "number", data: { option: option.name }, value: String(option.default) });
    if (option.range) {
      input.min = String(option.range[0]);
      input.max = String(option.range[1]);
    }
  }
  $("#options").append(element("div", { class: "row" }, element("label", { title: option.name }, input, " " + both(option.words))));
}

function addMeld() {
  const kinds = ["chow", "pung", "kong"].filter((k) => k === "kong" || DATA.claims.includes(k));
  const kind = element("select", { class: "meld-kind" });
  fillSelect(kind, kinds.map((k) => [k, both(DATA.meld_words[k])]));
  const from = element("select", { class: "meld-from" });
  fillSelect(from, SEATS);
  from.value = String((Number($("#winner").value) + 3) % 4);  // the seat before the winner: whose discards it takes
  const row = element("div", { class: "meld" },
    kind,
    element("input", { type: "text", class: "meld-tiles", autocomplete: "off", spellcheck: "false", placeholder: "555m" }),
    element("label", {}, both(DATA.words.claimed_from) + " ", from),
    element("label", {}, element("input", { type: "checkbox", class: "meld-concealed" }), " " + both(DATA.words.concealed)),
    element("label", {}, element("input", { type: "checkbox", class: "meld-added" }), " " + both(DATA.words.added)),
    element("button", { type: "button", class: "meld-remove", text: both(DATA.words.remove) }));
  $("#melds").append(row);
  return row;
}

// ---------------------------------------------------------------- entering tiles

function handTiles() {
  return parseTiles($("#notation").value) || [];
}

function showHand() {
  const view = $("#hand-view");
  view.replaceChildren();
  handTiles().forEach((name, i) => {
    const picture = tilePicture(name);
    picture.dataset.index = String(i);
    picture.dataset.tile = name;
    view.append(picture);
  });
}

function target() {
  return $("input[name=target]:checked").value;
}

/** How many concealed tiles a hand holds before its winning tile, with the melds entered (the ruleset's hand
 * size less the winning tile, a kong counted as three). */
function fullHand() {
  return RULES.waiting_size - 3 * $$("#melds .meld").length;
}

function pick(name) {
  let where = DATA.flower_tiles.includes(name) ? "flowers" : target();  // Nanjing's flowers include 5z..7z
  if (where === "hand" && handTiles().length >= fullHand()) {  // a full hand: the tile is the winning one
    where = "win";
    $("input[name=target][value=win]").checked = true;
  }
  if (where === "win") {
    $("#win-tile").value = name;
  } else if (where === "flowers") {
    const flowers = $("#flowers");
    const count = $("#flower-count");
    if (flowers) flowers.value = formatTiles((parseTiles(flowers.value) || []).concat([name]));
    else if (count) count.value = String(Math.min(Number(count.max), Number(count.value) + 1));
  } else {
    const notation = $("#notation");
    const tiles = parseTiles(notation.value);
    notation.value = tiles === null ? notation.value + name : formatTiles(tiles.concat([name]));
    if (handTiles().length >= fullHand()) $("input[name=target][value=win]").checked = true;
  }
}

// ---------------------------------------------------------------- the record and its result

/** The record the form holds; `asDeal`: as the events of the deal kept so far, the win entered last. */
function record(asDeal = KEEPS_DEAL && deal.length > 0) {
  const winner = Number($("#winner").value);
  const player = { hand: $("#notation").value.trim(), melds: [] };
  for (const row of $$("#melds .meld")) {
    const kind = $(".meld-kind", row).value;
    const tiles = $(".meld-tiles", row).value.trim();
    if (kind === "kong" && $(".meld-concealed", row).checked) {
      player.melds.push({ kind, tiles, concealed: true });
    } else {
      const meld = { kind, tiles, from: Number($(".meld-from", row).value) };
      if (kind === "kong" && $(".meld-added", row).checked) meld.added = true;
      player.melds.push(meld);
    }
  }
  const flowers = $("#flowers");
  const count = $("#flower-count");
  if (flowers && flowers.value.trim()) player.flowers = flowers.value.trim();
  if (count && Number(count.value)) player.flowers = Number(count.value);
  const players = [{}, {}, {}, {}];
  players[winner] = player;
  const by = $("#by").value;
  const source = Number($("#from").value);
  if (by !== "self_draw" && source !== winner) {  // what the discarder or the robbed seat had declared
    const melds = [];
    const kongs = parseTiles($("#source-kongs").value) || [];
    for (let i = 0; i + 4 <= kongs.length; i += 4) {
      melds.push({ kind: "kong", tiles: formatTiles(kongs.slice(i, i + 4)), concealed: true });
    }
    const tile = $("#win-tile").value.trim();
    if (by === "robbing_kong" && /^[0-9][mpsz]$/.test(tile)) {  // the pung the robbed kong was to be added to
      const digit = tile[0] === "0" ? "5" : tile[0];  // a robbed red five: the pung of plain fives
      melds.push({ kind: "pung", tiles: digit.repeat(3) + tile[1], from: (source + 3) % 4 });
    }
    if (melds.length) players[source] = { melds };
  }
  const context = {};
  for (const input of $$("[data-flag]")) {
    if (input.type === "checkbox") {
      if (input.checked) context[input.dataset.flag] = true;
    } else if (input.type === "number") {
      if (Number(input.value)) context[input.dataset.flag] = Number(input.value);
    } else if (input.value.trim()) context[input.dataset.flag] = input.value.trim();
  }
  const win = { winner, win_tile: $("#win-tile").value.trim(), by };
  if (by !== "self_draw") win.from = Number($("#from").value);
  win.context = context;
  const options = {};
  for (const option of DATA.options) {
    const input = $(`[data-option="${option.name}"]`);
    const value = input.type === "checkbox" ? input.checked : Number(input.value);
    if (value !== option.default) options[option.name] = value;
  }
  const out = { ruleset: DATA.id, dealer: Number($("#dealer").value), round_wind: $("#round-wind").value };
  if (DATA.wild) out[DATA.wild] = $("#wild").value;
  for (const name of DATA.counters) {
    const value = Number($("#" + name.replace("_", "-")).value);
    if (value) out[name] = value;
  }
  // a deal with moments kept is their events; a win alone, the record of one moment it has always been
  if (asDeal) {
    const made = dealSoFar($("#win-tile").value.trim() ? win : null, player, players);
    playerFields(made.players);
    return Object.assign(out, made, { options });
  }
  return Object.assign(out, { players: playerFields(players), wins: [win], options });
}

// ---------------------------------------------------------------- a deal that goes on after a win

// Where play goes on after a win (the table's after_win), the page keeps the deal's moments so far in order,
// each {kong: {seat, meld}} or {win: WIN} (a win with its own hand and melds), and scores them as one record's
// events (docs/guide/records.md, "A deal in events"), with the win entered last.
const KEEPS_DEAL = DATA.after_win !== "end";
const deal = [];

/** The record's players, wins and events: the moments kept, then the win entered (its discarder's kongs just
 * before it), or none. */
function dealSoFar(current, player, entered) {
  const players = [{}, {}, {}, {}];
  const wins = [];
  const events = [];
  const kong = (seat, meld) => {
    const melds = players[seat].melds || (players[seat].melds = []);
    melds.push(meld);
    if (meld.kind === "kong") events.push({ kong: [seat, melds.length - 1] });
  };
  const win = (w) => {
    events.push({ win: wins.length });
    wins.push(w);
  };
  for (const moment of deal) {
    if (moment.kong) kong(moment.kong.seat, moment.kong.meld);
    else win(moment.win);
  }
  if (current) {
    // the winner's kongs, and the discarder's just made (杠上炮), that no moment kept yet: made just before the win
    const kept = deal.filter((m) => m.kong).map((m) => JSON.stringify([m.kong.seat, m.kong.meld]));
    const made = (seat, meld) => meld.kind !== "kong" || !kept.includes(JSON.stringify([seat, meld]));
    for (const meld of player.melds) if (meld.kind === "kong" && made(current.winner, meld)) kong(current.winner, meld);
    if (current.from !== undefined && entered[current.from].melds) {
      for (const meld of entered[current.from].melds) if (made(current.from, meld)) kong(current.from, meld);
    }
    if (player.flowers !== undefined) players[current.winner].flowers = player.flowers;
    win(Object.assign(current, { hand: player.hand, melds: player.melds }));
  }
  return { players, wins, events };
}

function dealMomentWords(moment) {
  if (moment.kong) {
    const meld = moment.kong.meld;
    const how = meld.concealed ? "concealed" : meld.added ? "added" : "exposed";
    return seatWords(String(moment.kong.seat)) + " · " + both(DATA.words.kong) + " " + meld.tiles + " (" + both(DATA.words[how])
      + (meld.from === undefined ? "" : ", " + both(DATA.words.claimed_from) + " " + meld.from) + ")";
  }
  const w = moment.win;
  const by = DATA.by.find(([value]) => value === w.by);
  return seatWords(String(w.winner)) + " · " + both(DATA.words.wins) + " " + w.win_tile + " (" + both(by[1])
    + (w.from === undefined ? "" : " " + w.from) + ")";
}

function showDeal() {
  const list = $("#deal-events");
  if (!list) return;
  list.replaceChildren(...deal.map((moment) => element("li", { class: "moment", text: dealMomentWords(moment) })));
  $("#deal-undo").disabled = !deal.length;
}

/** The hand's part of the form emptied for the next win; the deal's settings (dealer, options) stay. */
function clearHand() {
  for (const id of ["#notation", "#win-tile", "#flowers", "#source-kongs"]) if ($(id)) $(id).value = "";
  if ($("#flower-count")) $("#flower-count").value = "0";
  for (const input of $$("[data-flag]")) {
    if (input.type === "checkbox") input.checked = false;
    else input.value = input.type === "number" ? "0" : "";
  }
  $("#melds").replaceChildren();
  $("input[name=target][value=hand]").checked = true;
}

function seatWords(seat) {
  return seat === "table" ? both(DATA.words.table) : DATA.words.seat[0] + " " + seat + " seat " + seat;
}

/** A seat in a payment row: its number, or the table in words. */
function seatNumber(seat) {
  return seat === "table" ? both(DATA.words.table) : seat;
}

/** A value of a result as a player reads it: yes or no, a dash for nothing, else as it is. */
function valueWords(value) {
  if (typeof value === "boolean") return both(DATA.words[value ? "yes" : "no"]);
  return value === "" || value === undefined || value === null ? "—" : String(value);
}

/** What a ruleset's result shows beside its total (riichi's han, fu, limit and fu parts), in the spec's order. */
function showDetails(details) {
  for (const d of DATA.details) {
    if (!(d.name in details)) continue;
    if (d.parts) {
      const rows = details[d.name].map((p) => element("tr", { class: "part", data: { id: p.id } },
        element("td", { class: "name", text: both(DATA.pattern_names[p.id] || [p.name, p.id]) }),
        element("td", { class: "value", text: String(p.value) }),
        element("td", { class: "count", text: String(p.count) })));
      $("#detail-parts").append(element("table", { class: "parts", data: { detail: d.name } },
        element("caption", { text: both(d.words) }), element("tbody", {}, ...rows)));
    } else {
      $("#details").append(element("span", { class: "detail" },
        element("small", { text: both(d.words) + " " }),
        element("strong", { data: { detail: d.name }, text: valueWords(details[d.name]) })));
    }
  }
}

/** A formula's pieces with the hand's values in them (explain.py: text, a value, or a choice of two). */
function filled(pieces, values) {
  return pieces.map((p) => typeof p === "string" ? p : "v" in p ? valueWords(values[p.v])
    : filled(values[p.if] ? p.then : p.else, values)).join("");
}

/** Where the total comes from: each step of the scoring the hand works out, with its values. */
function showBreakdown(values) {
  const body = $("#breakdown tbody");
  if (!body) return;
  for (const step of DATA.breakdown) {
    if (step.when !== null && !values[step.when]) continue;
    const value = valueWords(values[step.value]);
    const shown = filled(step.shown, values);
    body.append(element("tr", { class: "step", data: { step: step.name } },
      element("th", { text: both(step.words) }),
      element("td", { class: "shown", text: shown === value ? "" : shown + " =" }),
      element("td", { class: "value", text: value })));
    const why = step.conditions.filter((c) => c.when === null || values[c.when])
      .map((c) => both(c.words) + ": " + valueWords(values[c.v]));
    if (why.length) body.append(element("tr", { class: "why" }, element("td", { colspan: "3", text: why.join(" · ") })));
  }
}

/** A result on the page: its deltas and payments, and the win entered (of a deal kept move by move, its last). */
function show(result, entered = true) {
  const error = $("#error");
  const patterns = $("#patterns tbody");
  const payments = $("#payments tbody");
  patterns.replaceChildren();
  payments.replaceChildren();
  $("#deltas").replaceChildren();
  $("#details").replaceChildren();
  $("#detail-parts").replaceChildren();
  if ($("#breakdown tbody")) $("#breakdown tbody").replaceChildren();
  $("#total").textContent = "";
  $("#unit").textContent = "";
  error.hidden = true;
  error.removeAttribute("data-code");
  if (result === null) {
    $("#prompt").hidden = false;
    return;
  }
  $("#prompt").hidden = true;
  if (result.error) {
    error.hidden = false;
    error.dataset.code = result.error.code;
    error.textContent = result.error.message;
    return;
  }
  showDeltas(result);
  for (const p of result.payments) {
    payments.append(element("tr", { class: "payment", data: { from: String(p.from), to: String(p.to), amount: String(p.amount) } },
      element("td", { class: "seats", text: seatNumber(String(p.from)) + " → " + seatNumber(String(p.to)) }),
      element("td", { class: "amount", text: String(p.amount) }),
      element("td", { text: p.reason })));
  }
  if (!entered) return;
  const win = result.wins[result.wins.length - 1];
  $("#total").textContent = String(win.total);
  $("#unit").textContent = win.unit;
  showDetails(win.details || {});
  showBreakdown(win.details || {});
  for (const p of win.patterns) {
    const names = DATA.pattern_names[p.id] || [p.name, p.id];
    const terms = (DATA.pattern_terms[p.id] || []).flatMap(([lang, term]) => [" ", element("span", { class: "term", lang, text: term })]);
    patterns.append(element("tr", { class: "pattern", data: { id: p.id } },
      element("td", { class: "name", text: both(names) }, ...terms),
      element("td", { class: "value", text: String(p.value) }),
      element("td", { class: "count", text: String(p.count) })));
  }
}

function showDeltas(result) {
  const seats = result.deltas.map((d, i) => [String(i), d]);
  if ("table" in result) seats.push(["table", result.table]);
  for (const [seat, delta] of seats) {
    $("#deltas").append(element("div", {},
      element("small", { text: seatWords(seat) }), element("br"),
      element("strong", { data: { seat }, text: (delta > 0 ? "+" : "") + String(delta) })));
  }
}

/** The melds' rows show what their kind takes: the kong boxes on a kong, the seat on a claimed meld. */
function showMelds() {
  for (const row of $$("#melds .meld")) {
    const kong = $(".meld-kind", row).value === "kong";
    const concealed = kong && $(".meld-concealed", row).checked;
    $(".meld-concealed", row).parentElement.hidden = !kong;
    $(".meld-added", row).parentElement.hidden = !kong || concealed;
    $(".meld-from", row).parentElement.hidden = concealed;
  }
  $("#from").disabled = $("#by").value === "self_draw";
}

function update() {
  const typed = parseTiles($("#notation").value);
  if (!$("#win-tile").value.trim() && typed && typed.length === fullHand() + 1) {  // a whole hand typed: the last tile won
    $("#win-tile").value = typed[typed.length - 1];
    $("#notation").value = formatTiles(typed.slice(0, -1));
  }
  showMelds();
  showHand();
  showDeal();
  const entered = Boolean($("#win-tile").value.trim());
  show(entered || deal.length ? score(record()) : null, entered);
}

// ---------------------------------------------------------------- a game kept at the table

// The score keeper holds the game's records in order and plays them through the ruleset's game rules (game.mjs,
// as `mjc game` does) after every change: the running table, the standing, and where the next deal stands, which
// it puts into the form. A record is kept without its dealer, round wind and counters, so that a deal taken back
// or put right moves every later deal; a game loaded keeps what its records say.
const PLACE_FIELDS = ["dealer", "round_wind", "honba", "riichi_sticks"];
const game = [];

function gameSeatMarks(players) {
  for (const input of $$("#game-seats input")) {
    if (input.checked) players[Number(input.dataset.seat)][input.dataset.mark] = true;
  }
  return players;
}

function gameRecord(made) {
  const kept = {};
  for (const [key, value] of Object.entries(made)) if (!PLACE_FIELDS.includes(key)) kept[key] = value;
  kept.players = gameSeatMarks(kept.players.map((p) => ({ ...p })));
  return kept;
}

function gameDrawnRecord() {
  const options = record(false).options;
  return { ruleset: DATA.id, players: gameSeatMarks([{}, {}, {}, {}]), wins: [], options };
}

/** Where a deal stood, in short: 东2局 East 2 · 本场 1 where the deal passes round the table (the second dealer of
 * the round is seat 1), else 东E · 庄 3; the honba where the ruleset counts it. */
function dealPlace(deal) {
  const wind = DATA.winds.find(([w]) => w === deal.round);
  const number = deal.dealer + 1;
  return (GAME_RULES.next_dealer === "rotate" ? wind[1][0] + number + "局 " + wind[1][1] + " " + number
    : wind[1][0] + wind[0] + " · " + DATA.words.dealer[0] + " " + deal.dealer)
    + (DATA.counters.includes("honba") ? " · " + DATA.words.honba[0] + " " + deal.honba : "");
}

/** The players' names as typed (each "" where none): the game's columns and standing show them. */
function gameNames() {
  return $$("#game-names input").map((input) => input.value.trim());
}

function playerName(player) {
  return gameNames()[player] || DATA.words.game_player[0] + player;
}

function showGame() {
  const played = game_play(DATA.id, game, score, GAME_RULES);
  const data = played.data;
  const seats = [0, 1, 2, 3];
  $("#game-table thead").replaceChildren(element("tr", {},
    element("th", { text: "#" }), element("th", { text: both(DATA.words.game_deal) }),
    element("th", { text: both(DATA.words.game_changes) }),
    ...seats.map((p) => element("th", { class: "amount", text: playerName(p),
                                         title: DATA.words.game_player[1] + " " + p }))));
  $("#game-table tbody").replaceChildren(...data.deals.map((deal, i) => element("tr", { class: "game-deal" },
    element("td", { text: String(i + 1) }), element("td", { text: dealPlace(deal) }),
    element("td", { class: "game-changes", text: deal.changes ? deal.changes.map((c) => (c > 0 ? "+" : "") + c).join(" ")
                                                              : both(DATA.words.game_refused) }),
    ...deal.scores.map((s) => element("td", { class: "amount game-score", text: String(s) })))));
  const order = seats.slice().sort((a, b) => data.places[a] - data.places[b] || a - b);
  $("#game-standing thead").replaceChildren(element("tr", {},
    element("th", { text: both(DATA.words.game_place) }), element("th", { text: both(DATA.words.game_player) }),
    element("th", { text: both(DATA.words.game_score) }), element("th", { text: both(DATA.words.game_points) })));
  $("#game-standing tbody").replaceChildren(...(game.length ? order : []).map((p) => element("tr", { class: "game-place" },
    element("td", { text: String(data.places[p]) }), element("td", { text: gameNames()[p] || String(p) }),
    element("td", { class: "amount", text: String(data.scores[p]) }),
    element("td", { class: "amount game-points", text: String(data.points[p]) }))));
  const refused = data.deals.some((d) => d.error) || data.deals.length < game.length;
  const status = $("#game-status");
  status.className = data.ended ? "ended" : refused ? "refused" : "";
  status.textContent = data.ended ? both(DATA.words.game_ended) + ": " + data.ended
    : refused ? data.differences.join("; ")
    : game.length ? both(DATA.words.game_next) + ": " + dealPlace({ ...played.next, round: played.next.round_wind })
    : "";
  for (const id of ["#game-add-win", "#game-add-draw"]) $(id).disabled = Boolean(data.ended) || refused;
  $("#game-undo").disabled = !game.length;
  $("#game-which").replaceChildren(...game.map((_, i) => element("option", { value: String(i), text: String(i + 1) })));
  $("#game-correct").disabled = $("#game-edit").disabled = !game.length;
  if (game.length && !data.ended && !refused) {  // the form's next deal, as the rules move it
    $("#dealer").value = String(played.next.dealer);
    $("#round-wind").value = played.next.round_wind;
    for (const name of DATA.counters) $("#" + name.replace("_", "-")).value = String(played.next[name]);
  }
  return played;
}

function gameChanged() {
  for (const input of $$("#game-seats input")) input.checked = false;
  clearHand();
  if (KEEPS_DEAL) deal.length = 0;
  showGame();
  update();
}

/** The game's status line, saying what the page refused to do. */
function gameRefuses(text) {
  $("#game-status").className = "refused";
  $("#game-status").textContent = text;
}

const GAME_MOST_DEALS = 1000;  // the deals a loaded game may hold (the words game_too_long say the number)
const FORM_MOST_ROWS = 64;  // the melds of a hand, or the moments of a deal, that editing puts back in the form

function gameLoad(text) {
  let records;
  try {
    records = JSON.parse(text);
  } catch (error) {
    records = null;
  }
  if (!Array.isArray(records)) {
    gameRefuses("JSON: " + both(DATA.words.game_json));  // not a list of records
    return;
  }
  if (records.length > GAME_MOST_DEALS) {  // a game has tens; spreading 200,000 records overflowed the stack
    gameRefuses(both(DATA.words.game_too_long));
    return;
  }
  game.splice(0, game.length, ...records);
  const meta = is_dict(records[0]) && is_dict(records[0].meta) ? records[0].meta : {};
  const names = Array.isArray(meta.names) ? meta.names : [];
  $$("#game-names input").forEach((input, player) => {
    input.value = is_str(names[player]) ? names[player].slice(0, 100) : "";
  });
  gameChanged();
}

/** The game's records as saved: each with where its deal stood, the players' names in the first one's meta. */
function gameSaved() {
  const records = showGame().records.map((r) => ({ ...r }));
  const names = gameNames();
  const first = records[0];
  if (first && (first.meta === undefined || is_dict(first.meta))) {
    const meta = { ...(first.meta || {}) };
    delete meta.names;
    if (names.some(Boolean)) meta.names = names;
    if (Object.keys(meta).length) first.meta = meta;
    else delete first.meta;
  }
  return records;
}

/** A value of a loaded record put in a select only where it is one of its choices (a record may hold anything). */
function chooseIf(select, value) {
  if (select && (is_str(value) || is_int(value)) && [...select.options].some((o) => o.value === String(value))) {
    select.value = String(value);
  }
}

/** A deal in events as the page's moments (kongs and wins kept) and the win that ends it, to be entered in the form;
 * null where the record is no such deal the page could have made. */
function gameMoments(kept, players) {
  const wins = Array.isArray(kept.wins) ? kept.wins : [];
  if (!KEEPS_DEAL || !Array.isArray(kept.events) || !kept.events.length) return null;
  const moments = kept.events.map((e) => {
    if (!is_dict(e)) return null;
    if (is_int(e.win) && is_dict(wins[e.win])) return { win: wins[e.win] };
    if (!Array.isArray(e.kong) || !is_int(e.kong[0]) || !is_int(e.kong[1])) return null;
    const meld = ((players[e.kong[0]] || {}).melds || [])[e.kong[1]];
    return is_dict(meld) ? { kong: { seat: e.kong[0], meld } } : null;
  });
  if (moments.includes(null) || !moments[moments.length - 1].win) return null;
  return { moments: moments.slice(0, -1), last: moments[moments.length - 1].win };
}

/** Deal `which` of the game back in the form to be put right: where it stood, its win (with the winner's hand and
 * melds; a deal of several wins, its moments kept and its last win in the form), flags, options, player fields and
 * seat marks; a drawn deal, its seat marks only. */
function gameEdit(which) {
  const kept = game[which];
  if (!is_dict(kept)) return;
  const players = (Array.isArray(kept.players) ? kept.players : []).map((p) => (is_dict(p) ? p : {}));
  const many = (list) => Array.isArray(list) && list.length > FORM_MOST_ROWS;
  if (many(kept.events) || players.some((p) => many(p.melds))
      || (Array.isArray(kept.wins) && kept.wins.some((w) => is_dict(w) && many(w.melds)))) {
    // 40,000 meld rows took the page half a minute to make
    gameRefuses(both(DATA.words.game_too_large) + ` (${which + 1})`);
    return;
  }
  const events = gameMoments(kept, players);
  if (KEEPS_DEAL && Array.isArray(kept.events) && kept.events.length && !events) {  // part of it would be lost
    gameRefuses(both(DATA.words.game_not_editable) + ` (${which + 1})`);
    return;
  }
  const stood = game_play(DATA.id, game, score, GAME_RULES).records[which] || kept;
  clearHand();
  if (KEEPS_DEAL) deal.length = 0;
  chooseIf($("#dealer"), stood.dealer);
  chooseIf($("#round-wind"), stood.round_wind);
  for (const name of DATA.counters) {
    $("#" + name.replace("_", "-")).value = is_int(stood[name]) ? String(stood[name]) : "0";
  }
  if (DATA.wild) chooseIf($("#wild"), kept[DATA.wild]);
  if (events) for (const moment of events.moments) deal.push(moment);
  const win = events ? events.last : (Array.isArray(kept.wins) ? kept.wins : []).find(is_dict);
  if (win) {
    chooseIf($("#winner"), win.winner);
    chooseIf($("#by"), win.by);
    chooseIf($("#from"), win.from);
    const player = players[Number($("#winner").value)] || {};
    const hand = is_str(win.hand) ? win.hand : player.hand;  // a deal in events holds each win's hand in the win
    const melds = Array.isArray(win.melds) ? win.melds : Array.isArray(player.melds) ? player.melds : [];
    $("#notation").value = is_str(hand) ? hand : "";
    $("#win-tile").value = is_str(win.win_tile) ? win.win_tile : "";
    for (const meld of melds.filter(is_dict)) {
      const row = addMeld();
      chooseIf($(".meld-kind", row), meld.kind);
      $(".meld-tiles", row).value = is_str(meld.tiles) ? meld.tiles : "";
      chooseIf($(".meld-from", row), meld.from);
      $(".meld-concealed", row).checked = meld.concealed === true;
      $(".meld-added", row).checked = meld.added === true;
    }
    const flowers = is_str(player.flowers) || is_int(player.flowers) ? player.flowers : "";
    if ($("#flowers")) $("#flowers").value = is_str(flowers) ? flowers : "";
    if ($("#flower-count")) $("#flower-count").value = is_int(flowers) ? String(flowers) : "0";
    const source = players[Number($("#from").value)] || {};
    if ($("#source-kongs") && !events && win.by !== "self_draw" && Array.isArray(source.melds)) {  // its kongs
      $("#source-kongs").value = source.melds.filter((m) => is_dict(m) && m.kind === "kong" && is_str(m.tiles))
        .map((m) => m.tiles).join("");
    }
    const context = is_dict(win.context) ? win.context : {};
    for (const input of $$("[data-flag]")) {
      const value = context[input.dataset.flag];
      if (input.type === "checkbox") input.checked = value === true;
      else if (is_str(value) || is_int(value)) input.value = String(value);
    }
  }
  const options = is_dict(kept.options) ? kept.options : {};
  for (const option of DATA.options) {
    const input = $(`[data-option="${option.name}"]`);
    const value = option.name in options ? options[option.name] : option.default;
    if (input.type === "checkbox") input.checked = value === true;
    else input.value = String(is_int(value) ? value : option.default);
  }
  for (const input of $$("[data-field]")) {
    const field = DATA.player_fields.find((f) => f.name === input.dataset.field);
    const value = (players[Number(input.dataset.seat)] || {})[field.name];
    const given = value === undefined ? field.default : value;
    if (input.type === "checkbox") input.checked = given === true;
    else input.value = is_str(given) || is_int(given) ? String(given) : "";
  }
  for (const input of $$("#game-seats input")) {
    input.checked = (players[Number(input.dataset.seat)] || {})[input.dataset.mark] === true;
  }
  $("#game-which").value = String(which);
  update();
}

$("#game-names").append(...[0, 1, 2, 3].map((player) => element("label", {},
  DATA.words.game_player[0] + player + " ",
  element("input", { type: "text", maxlength: "100", autocomplete: "off", style: "width:5em", data: { player: String(player) },
                     "aria-label": DATA.words.game_player[1] + " " + player }))));
$("#game-names").addEventListener("input", () => showGame());
$("#game-seats").append(...DATA.seat_marks.map((mark) => element("div", { class: "row" },
  element("span", { text: both(DATA.words[mark === "ready" ? "game_ready" : "game_declared"]) }),
  ...[0, 1, 2, 3].map((seat) => element("label", {},
    element("input", { type: "checkbox", data: { seat: String(seat), mark } }), String(seat))))));
/** Keep a change of the game where the scorer takes every deal it gives (else undo it: the status says why). */
function gameTry(change, undo) {
  change();
  const data = game_play(DATA.id, game, score, GAME_RULES).data;
  if (data.deals.some((d) => d.error)) {
    undo();
    showGame();
    gameRefuses(both(DATA.words.game_refused) + ": " + data.differences.join("; "));
    return;
  }
  gameChanged();
}

$("#game-add-win").addEventListener("click", () => {
  if (!$("#win-tile").value.trim()) return;
  const kept = gameRecord(record());
  gameTry(() => game.push(kept), () => game.pop());
});
$("#game-add-draw").addEventListener("click", () => {
  gameTry(() => game.push(gameDrawnRecord()), () => game.pop());
});
$("#game-undo").addEventListener("click", () => {
  game.pop();
  gameChanged();
});
$("#game-correct").addEventListener("click", () => {
  const which = Number($("#game-which").value);
  if (!(which < game.length)) return;
  const before = game[which];
  // the hand in the form, or where no winning tile is entered a drawn deal with the seats marked
  const kept = $("#win-tile").value.trim() ? gameRecord(record()) : gameDrawnRecord();
  gameTry(() => { game[which] = kept; }, () => { game[which] = before; });
});
$("#game-edit").addEventListener("click", () => {
  const which = Number($("#game-which").value);
  if (which < game.length) gameEdit(which);
});
$("#game-new").addEventListener("click", () => {
  game.length = 0;
  $("#game-json").value = "";
  gameChanged();
});
$("#game-save").addEventListener("click", () => {
  const text = JSON.stringify(gameSaved(), null, 1);
  $("#game-json").value = text;
  const link = element("a", { href: URL.createObjectURL(new Blob([text], { type: "application/json" })),
                              download: DATA.id + "-game.json" });
  link.click();
  URL.revokeObjectURL(link.href);
});
$("#game-load").addEventListener("click", () => gameLoad($("#game-json").value));
$("#game-file").addEventListener("change", async (event) => {
  const file = event.target.files[0];
  if (file) gameLoad(await file.text());
});
showGame();

// ---------------------------------------------------------------- events

picker.addEventListener("click", (event) => {
  const button = event.target.closest("button.pick");
  if (!button) return;
  pick(button.dataset.tile);
  update();
});
$("#hand-view").addEventListener("click", (event) => {
  const picture = event.target.closest(".tile");
  if (!picture) return;
  const tiles = handTiles();
  tiles.splice(Number(picture.dataset.index), 1);
  $("#notation").value = formatTiles(tiles);
  $("input[name=target][value=hand]").checked = true;
  update();
});
$("#add-meld").addEventListener("click", () => {
  addMeld();
  update();
});
$("#melds").addEventListener("click", (event) => {
  if (event.target.closest(".meld-remove")) {
    event.target.closest(".meld").remove();
    update();
  }
});
$("#clear").addEventListener("click", () => {
  clearHand();
  for (const input of $$("#counters input")) input.value = "0";
  update();
});
if (KEEPS_DEAL) {
  $("#deal-add-win").addEventListener("click", () => {
    const made = record(true);
    const current = made.wins[made.wins.length - 1];
    if (!$("#win-tile").value.trim() || score(made).error) return;  // only a win the scorer takes is kept
    // the discarder's kongs entered with this win (杠上炮) are kept as its moments just before it
    const kongs = made.events.filter((e) => e.kong).slice(deal.filter((m) => m.kong).length);
    for (const e of kongs) deal.push({ kong: { seat: e.kong[0], meld: made.players[e.kong[0]].melds[e.kong[1]] } });
    deal.push({ win: current });
    clearHand();
    update();
  });
  $("#deal-add-kong").addEventListener("click", () => {
    const seat = Number($("#kong-seat").value);
    const tiles = parseTiles($("#kong-tile").value);
    if (!tiles || tiles.length !== 1) return;
    const kind = $("#kong-kind").value;
    const meld = { kind: "kong", tiles: formatTiles([tiles[0], tiles[0], tiles[0], tiles[0]]) };
    if (kind === "concealed") meld.concealed = true;
    else meld.from = Number($("#kong-from").value);
    if (kind === "added") meld.added = true;
    deal.push({ kong: { seat, meld } });
    $("#kong-tile").value = "";
    update();
  });
  $("#deal-undo").addEventListener("click", () => {
    deal.pop();
    update();
  });
  $("#deal-clear").addEventListener("click", () => {
    deal.length = 0;
    clearHand();
    update();
  });
}
document.addEventListener("input", update);
document.addEventListener("change", update);
update();
