// Scores hand records with a generated JavaScript scorer: `node score.mjs MODULE.mjs < records.jsonl`.
// Each line in is a record (JSON); each line out is its result, as JSON.stringify writes it. A line that is
// not JSON gives {"error": {"code": "bad_json"}}, so that lines in and out stay one for one.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const scorer = await import(pathToFileURL(process.argv[2]).href);
const lines = readFileSync(0, "utf8").split("\n");
const out = [];
for (const line of lines) {
  if (line === "") continue;
  let record;
  try {
    record = JSON.parse(line);
  } catch {
    out.push(JSON.stringify({ error: { code: "bad_json" } }));
    continue;
  }
  out.push(JSON.stringify(scorer.score(record)));
}
process.stdout.write(out.length ? out.join("\n") + "\n" : "");
