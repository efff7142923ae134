// Plays games with a generated JavaScript scorer and the runtime's game.mjs:
// `node game.mjs MODULE.mjs < games.jsonl`. Each line in is [name, records, rules or null] (null: the module's
// GAME_RULES), and a fourth item "given" where each record's meta.result stands in for its score (the made-up games
// of tests/test_game.py); each line out is the game's data, as JSON.stringify writes it.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { game_play } from "../../compiler/runtime/js/game.mjs";

const scorer = await import(pathToFileURL(process.argv[2]).href);
const out = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  if (line === "") continue;
  const [name, records, rules, scored] = JSON.parse(line);
  const score = scored === "given" ? (record) => record.meta.result : scorer.score;
  out.push(JSON.stringify(game_play(name, records, score, rules || scorer.GAME_RULES).data));
}
process.stdout.write(out.length ? out.join("\n") + "\n" : "");
