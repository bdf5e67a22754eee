// Speed of the WebAssembly build in Node, side by side in one process with the native
// library (through koffi) and with the npm packages sudoku-core and sudoku, on the shared
// puzzle sets; and generation at a level against sudoku-core. Prints microseconds per
// call and each one's time as a multiple of the WebAssembly build's on the same inputs.
//
//   npm run bench -- [--sample N] [--seconds S] [FILE...]
//
// Each FILE holds one puzzle a line (default: the repository's samples in tests/data,
// 17clue.txt, hard.txt and serg.txt; benches/README.md names the public sets). The npm packages
// are slow (sudoku-core takes minutes on some puzzles and gives up on most hard ones), so
// each runs in a worker on the first N puzzles of a set (default 10) for at most S
// seconds (default 20), and is compared on the puzzles it finished.
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import { load } from "../sudoku.js";
import { nativeLibrary, root } from "../test/native.js";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    sample: { type: "string", default: "10" },
    seconds: { type: "string", default: "20" },
  },
});
const SAMPLE = Number(values.sample);
const SETS = positionals.length > 0 ? positionals : ["17clue.txt", "hard.txt", "serg.txt"].map((name) => `${root}tests/data/${name}`);

const wasm = await load();
const native = nativeLibrary();

function puzzles(file) {
  return readFileSync(file, "latin1")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length === 81 && !line.startsWith("#"));
}

// Microseconds per call of `work` over `inputs`, the best of `rounds` rounds.
function timed(inputs, work, rounds = 3) {
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    const start = process.hrtime.bigint();
    for (const input of inputs) {
      work(input);
    }
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1000 / inputs.length);
  }
  return best;
}

// Runs `call` of bench/peer.js on `inputs` in a worker for at most `--seconds`: the
// microseconds of each input it finished, and how many of those failed.
function peer(call, inputs) {
  return new Promise((resolve) => {
    const times = [];
    let failed = 0;
    const worker = new Worker(new URL("./peer.js", import.meta.url), { workerData: { call, inputs } });
    const timer = setTimeout(() => worker.terminate(), Number(values.seconds) * 1000);
    worker.on("message", ({ microseconds, succeeded }) => {
      times.push(microseconds);
      failed += succeeded ? 0 : 1;
    });
    worker.on("exit", () => {
      clearTimeout(timer);
      resolve({ times, failed });
    });
  });
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

// One line of the report: microseconds per call, and that as a multiple of `baseline`.
function row(set, operation, who, microseconds, baseline) {
  const ratio = (microseconds / baseline).toFixed(2);
  console.log(`${set}  ${operation}  ${who}  ${microseconds.toFixed(2)} us  ${ratio} x wasm`);
}

for (const file of SETS) {
  const name = basename(file);
  const all = puzzles(file);
  const sample = all.slice(0, SAMPLE);
  const solve = timed(all, (p) => outcome(() => wasm.solve(p)));
  row(name, "solve", "wasm", solve, solve);
  row(name, "solve", "native", timed(all, (p) => native.solve(p)), solve);
  const count = timed(all, (p) => wasm.countSolutions(p, 2));
  row(name, "count2", "wasm", count, count);
  row(name, "count2", "native", timed(all, (p) => native.countSolutions(p, 2)), count);
  for (const call of ["sudoku-core solve", "sudoku solve"]) {
    const { times, failed } = await peer(call, sample);
    const done = `${times.length} of ${sample.length} done${failed ? `, ${failed} unsolved` : ""}`;
    if (times.length === 0) {
      console.log(`${name}  solve  ${call}: none of ${sample.length} done in ${values.seconds} s`);
      continue;
    }
    const finished = sample.slice(0, times.length);
    row(`${name} (first ${done})`, "solve", call.split(" ")[0], mean(times), timed(finished, (p) => outcome(() => wasm.solve(p))));
  }
}

const seeds = Array.from({ length: 100 }, (_, i) => i);
const generate = timed(seeds, (seed) => wasm.generate(seed, { level: "hard" }));
row("generated", "generate hard", "wasm", generate, generate);
const generated = await peer("sudoku-core generate", Array(5).fill("hard"));
if (generated.times.length > 0) {
  row(`generated (${generated.times.length} of 5)`, "generate hard", "sudoku-core", mean(generated.times), generate);
}

function outcome(work) {
  try {
    return work();
  } catch {
    return null;
  }
}
