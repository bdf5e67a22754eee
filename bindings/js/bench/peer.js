// A bench worker: runs one npm package's call on each input it is given and posts the
// microseconds each took and whether it succeeded. The bench ends it when its time is up,
// since a call cannot be interrupted.
import { parentPort, workerData } from "node:worker_threads";
import * as sudokuCore from "sudoku-core";
import sudokuNpm from "sudoku";

const cells = (puzzle, offset) => [...puzzle].map((c) => (c === "." || c === "0" ? null : Number(c) - offset));
const CALLS = {
  "sudoku-core solve": (puzzle) => sudokuCore.solve(cells(puzzle, 0)).solved,
  "sudoku solve": (puzzle) => sudokuNpm.solvepuzzle(cells(puzzle, 1)) !== null,
  "sudoku-core generate": (level) => sudokuCore.generate(level).length === 81,
};

const call = CALLS[workerData.call];
for (const input of workerData.inputs) {
  const start = process.hrtime.bigint();
  const succeeded = call(input);
  parentPort.postMessage({ microseconds: Number(process.hrtime.bigint() - start) / 1000, succeeded });
}
