// The JavaScript API over the WebAssembly build, compared call by call with the native
// library on the same boards and seeds (test/native.js), with every error it throws.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { load, SudokuError } from "../sudoku.js";
import { nativeLibrary, root } from "./native.js";

const sudoku = await load();
const native = nativeLibrary();

const WIKIPEDIA = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const WIKIPEDIA_SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const EMPTY = ".".repeat(81);
// r1c9 sees 1-8 in its row and 9 in its column: valid givens, no solution
const NO_SOLUTION = "12345678.........9" + ".".repeat(63);
const LEVELS = ["beginner", "easy", "medium", "hard", "expert", "extreme"];
const SYMMETRIES = ["none", "rotational180", "rotational90", "mirror", "diagonal"];

function lines(name) {
  return readFileSync(`${root}tests/data/${name}`, "latin1")
    .split("\n")
    .filter((line) => line.trim().length > 0 && !line.startsWith("#"));
}

// The boards of a data file: the one 81-character field of each line.
function boards(name) {
  return lines(name).map((line) => line.split(" ").find((field) => field.length === 81));
}

// The steps of tests/data/techniques.txt: a board, the pencil marks the step is found
// with (81 masks of three hex digits), the technique's id, and the givens the board was
// played from where the line has them.
const STEPS = lines("techniques.txt").map((line) => {
  const [technique, board, marks, , , givens] = line.split(" ");
  return {
    technique: Number(technique),
    board,
    marks: Array.from({ length: 81 }, (_, i) => parseInt(marks.slice(3 * i, 3 * i + 3), 16)),
    givens,
  };
});

const SETS = ["17clue.txt", "hard.txt", "serg.txt"].flatMap(boards);

// What the native side reports for a call: its status, and its result on success.
function outcome(work) {
  try {
    return { status: "SUDOKU_OK", value: work() };
  } catch (error) {
    if (!(error instanceof SudokuError)) {
      throw error;
    }
    return { status: error.status };
  }
}

function throwsStatus(work, status) {
  assert.throws(work, (error) => {
    assert.ok(error instanceof SudokuError, `${error}`);
    assert.equal(error.status, status);
    assert.ok(error.message.length > 0);
    return true;
  });
}

// An independent check: every row, column and box of `grid` holds 1-9, and it keeps
// every given of `puzzle`.
function solves(puzzle, grid) {
  const house = (cells) => cells.map((i) => grid[i]).sort().join("") === "123456789";
  for (let k = 0; k < 9; k++) {
    const row = [...Array(9).keys()].map((j) => 9 * k + j);
    const column = [...Array(9).keys()].map((j) => 9 * j + k);
    const box = [...Array(9).keys()].map((j) => 27 * Math.floor(k / 3) + 3 * (k % 3) + 9 * Math.floor(j / 3) + (j % 3));
    if (!house(row) || !house(column) || !house(box)) {
      return false;
    }
  }
  return [...puzzle].every((c, i) => c === "." || c === "0" || c === grid[i]);
}

test("the version is the native library's and the package's", () => {
  const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url)));
  assert.equal(sudoku.version, native.version);
  assert.equal(sudoku.version, manifest.version);
});

test("load takes the module's bytes, a compiled module and a file URL", async () => {
  const url = new URL("../sudoku.wasm", import.meta.url);
  const bytes = readFileSync(url);
  for (const source of [bytes, new Uint8Array(bytes).buffer, new WebAssembly.Module(bytes), url, url.href]) {
    const other = await load(source);
    assert.equal(other.solve(WIKIPEDIA), WIKIPEDIA_SOLUTION);
  }
  await assert.rejects(load(42), TypeError);
  await assert.rejects(load(new Uint8Array([0, 1, 2])), WebAssembly.CompileError);
});

test("solve, solveUnique and countSolutions answer as the native library", () => {
  const special = [WIKIPEDIA, EMPTY, NO_SOLUTION, WIKIPEDIA_SOLUTION, "5" + WIKIPEDIA.slice(1).replace("3", "5")];
  for (const board of [...SETS, ...special]) {
    const solved = outcome(() => sudoku.solve(board));
    assert.deepEqual(solved, native.solve(board), board);
    if (solved.status === "SUDOKU_OK") {
      assert.ok(solves(board, solved.value), board);
    }
    assert.deepEqual(outcome(() => sudoku.solveUnique(board)), native.solveUnique(board), board);
    for (const limit of [1, 2, 1000]) {
      assert.deepEqual(outcome(() => sudoku.countSolutions(board, limit)), native.countSolutions(board, limit));
    }
  }
  assert.equal(sudoku.countSolutions(WIKIPEDIA), 1);
  assert.equal(sudoku.countSolutions(EMPTY), 2);
  assert.equal(sudoku.countSolutions(NO_SOLUTION), 0);
  throwsStatus(() => sudoku.solve(NO_SOLUTION), "SUDOKU_NO_SOLUTION");
  throwsStatus(() => sudoku.solveUnique(EMPTY), "SUDOKU_MULTIPLE_SOLUTIONS");
  assert.equal(sudoku.solve(WIKIPEDIA.replaceAll(".", "0")), WIKIPEDIA_SOLUTION);
});

test("candidates are the native library's masks", () => {
  for (const board of [...SETS, EMPTY, WIKIPEDIA_SOLUTION]) {
    const masks = sudoku.candidates(board);
    assert.ok(masks instanceof Uint16Array && masks.length === 81);
    assert.deepEqual(masks, native.candidates(board).value);
  }
  // a copy: the next call does not change it
  const first = sudoku.candidates(WIKIPEDIA);
  const kept = first.slice();
  sudoku.candidates(EMPTY);
  assert.deepEqual(first, kept);
});

test("walking a puzzle by hints takes the native library's steps to the solution", () => {
  for (const puzzle of [WIKIPEDIA, ...boards("hard.txt").slice(0, 6), ...STEPS.slice(0, 40).map(({ board }) => board)]) {
    let board = puzzle;
    const solution = sudoku.solveUnique(puzzle);
    for (let steps = 0; ; steps++) {
      assert.ok(steps < 400, puzzle);
      const hint = sudoku.hint(board);
      const expected = native.hint(board);
      if (hint === null) {
        assert.equal(expected.status, "SUDOKU_SOLVED");
        assert.equal(board, solution);
        break;
      }
      assert.deepEqual({ technique: hint.technique, description: hint.description }, expected.value);
      assert.ok(hint.cells.length > 0 && hint.digits.length > 0, hint.description);
      assert.ok(hint.placements.length > 0 || hint.eliminations.length > 0, hint.description);
      for (const { cell, digit } of hint.placements) {
        assert.equal(solution[cell], String(digit));
        board = board.slice(0, cell) + digit + board.slice(cell + 1);
      }
      if (hint.placements.length === 0) {
        // an elimination: the marks must hold the solution's digit nowhere it removes
        for (const { cell, digits } of hint.eliminations) {
          assert.ok(!digits.includes(Number(solution[cell])), hint.description);
        }
        // without pencil marks the hint would repeat: walk on by the solution's next cell
        const cell = [...board].findIndex((c) => c === ".");
        board = board.slice(0, cell) + solution[cell] + board.slice(cell + 1);
      }
    }
  }
});

test("hints with pencil marks take them as done, as the native library does", () => {
  const names = new Set();
  for (const { board, marks } of STEPS) {
    const hint = sudoku.hint(board, marks);
    assert.deepEqual(
      { technique: hint.technique, description: hint.description },
      native.hint(board, marks).value,
      board,
    );
    names.add(hint.technique);
    // each removal is of a candidate the marks still hold
    for (const { cell, digits } of hint.eliminations) {
      assert.ok(digits.every((digit) => marks[cell] & (1 << (digit - 1))), hint.description);
    }
  }
  assert.ok(names.size >= 20, [...names].join(", "));
});

test("hints in play know the player's digits from the givens, as the native library does", () => {
  const played = STEPS.filter(({ givens }) => givens !== undefined);
  const names = new Set();
  for (const { board, marks, givens } of played) {
    const hint = sudoku.hint(board, marks, givens);
    assert.deepEqual(
      { technique: hint.technique, description: hint.description },
      native.hint(board, marks, givens).value,
      board,
    );
    names.add(hint.technique);
  }
  assert.ok(names.has("Avoidable rectangle type 1") && names.has("Avoidable rectangle type 2"), [...names].join(", "));
  const { board, givens } = played[0];
  const given = [...givens].findIndex((c) => c !== ".");
  const lost = board.slice(0, given) + "." + board.slice(given + 1);
  throwsStatus(() => sudoku.hint(lost, null, givens), "SUDOKU_ERR_ARGUMENT");
});

test("a hint names the technique's cells, houses and chain", () => {
  const hint = sudoku.hint(WIKIPEDIA);
  assert.deepEqual(hint, {
    technique: "Naked single",
    digits: [5],
    houses: [],
    cells: [40],
    pattern: [{ cell: 40, digits: [5] }],
    eliminations: [],
    placements: [{ cell: 40, digit: 5 }],
    chain: [],
    description: "Naked single: r5c5 can only be 5",
  });
  const chained = STEPS.map(({ board, marks }) => sudoku.hint(board, marks));
  assert.ok(chained.some((hint) => hint.chain.length > 0 && hint.chain.every(({ digit }) => digit >= 1 && digit <= 9)));
  assert.equal(sudoku.hint(WIKIPEDIA_SOLUTION), null);
});

test("ratings are the native library's", () => {
  for (const board of [...SETS, WIKIPEDIA]) {
    const rated = outcome(() => sudoku.rate(board));
    const expected = native.rate(board);
    assert.equal(rated.status, expected.status, board);
    if (rated.status === "SUDOKU_OK") {
      assert.deepEqual({ level: rated.value.level, score: rated.value.score }, expected.value);
      assert.ok(rated.value.hardest in rated.value.steps, board);
    }
  }
  assert.deepEqual(sudoku.rate(WIKIPEDIA), {
    level: "beginner",
    score: 204,
    hardest: "Naked single",
    steps: { "Full house": 21, "Naked single": 30 },
  });
  assert.equal(sudoku.rate(WIKIPEDIA_SOLUTION).hardest, null);
});

test("the same seeds and options generate the native library's puzzles", () => {
  const cases = [];
  for (let seed = 0; seed < 6; seed++) {
    cases.push([seed, {}]);
    cases.push([BigInt(seed) * 0x9e3779b97f4a7c15n % (1n << 64n), { symmetry: SYMMETRIES[seed % 5] }]);
    cases.push([seed + 100, { level: LEVELS[seed], minimal: seed % 2 === 0 }]);
  }
  cases.push([7, { level: "hard", maxLevel: "extreme", symmetry: "rotational90" }]);
  cases.push([(1n << 64n) - 1n, { level: "expert" }]);
  cases.push([Number.MAX_SAFE_INTEGER, { level: "medium", symmetry: "mirror" }]);
  cases.push([3, { level: "extreme", maxTries: 1 }]);
  for (const [seed, options] of cases) {
    const generated = outcome(() => sudoku.generate(seed, options));
    const level = (name) => (name === undefined ? 0 : ["any", ...LEVELS].indexOf(name));
    const fields = [
      level(options.level),
      SYMMETRIES.indexOf(options.symmetry ?? "none"),
      options.minimal === false ? 1 : 0,
      options.maxTries ?? 0,
      level(options.maxLevel),
    ];
    assert.deepEqual(generated, native.generate(BigInt(seed), fields), `${seed} ${JSON.stringify(options)}`);
    if (generated.status === "SUDOKU_OK") {
      assert.equal(sudoku.countSolutions(generated.value), 1);
      if (options.level !== undefined) {
        const rated = LEVELS.indexOf(sudoku.rate(generated.value).level);
        assert.ok(rated >= LEVELS.indexOf(options.level) && rated <= LEVELS.indexOf(options.maxLevel ?? options.level));
      }
    }
  }
  assert.ok(cases.some(([seed, options]) => outcome(() => sudoku.generate(seed, options)).status === "SUDOKU_LIMIT_REACHED"));
  for (const seed of [0, 1, 2n ** 63n, (1n << 64n) - 1n]) {
    const grid = sudoku.generateSolved(seed);
    assert.deepEqual({ status: "SUDOKU_OK", value: grid }, native.generateSolved(BigInt(seed)));
    assert.ok(solves(EMPTY, grid));
  }
  assert.equal(sudoku.generate(5), sudoku.generate(5n));
});

test("every error is a SudokuError with the constant's name and the library's text", () => {
  const invalid = "x" + WIKIPEDIA.slice(1);
  const duplicate = "5" + WIKIPEDIA.slice(1).replace("3", "5");
  for (const call of ["solve", "solveUnique", "countSolutions", "candidates", "hint", "rate"]) {
    throwsStatus(() => sudoku[call](invalid), "SUDOKU_ERR_INVALID_BYTE");
    throwsStatus(() => sudoku[call]("\u0100" + WIKIPEDIA.slice(1)), "SUDOKU_ERR_INVALID_BYTE");
    throwsStatus(() => sudoku[call](duplicate), "SUDOKU_ERR_DUPLICATE_GIVEN");
    for (const bad of [WIKIPEDIA.slice(1), WIKIPEDIA + ".", 81, null, undefined, [...WIKIPEDIA]]) {
      throwsStatus(() => sudoku[call](bad), "SUDOKU_ERR_ARGUMENT");
    }
  }
  throwsStatus(() => sudoku.validate(WIKIPEDIA.slice(2)), "SUDOKU_ERR_ARGUMENT");
  for (const limit of [0, -1, 1.5, 2 ** 32, "2", NaN]) {
    throwsStatus(() => sudoku.countSolutions(WIKIPEDIA, limit), "SUDOKU_ERR_ARGUMENT");
  }
  throwsStatus(() => sudoku.rate(EMPTY), "SUDOKU_MULTIPLE_SOLUTIONS");
  throwsStatus(() => sudoku.rate(NO_SOLUTION), "SUDOKU_NO_SOLUTION");
  throwsStatus(() => sudoku.hint(EMPTY), "SUDOKU_MULTIPLE_SOLUTIONS");
  throwsStatus(() => sudoku.hint(NO_SOLUTION), "SUDOKU_NO_SOLUTION");
  // pencil marks that rule out the solution's digit of r1c3 (4)
  const marks = Array.from(sudoku.candidates(WIKIPEDIA));
  marks[2] &= ~(1 << 3);
  throwsStatus(() => sudoku.hint(WIKIPEDIA, marks), "SUDOKU_ERR_CANDIDATES");
  throwsStatus(() => sudoku.hint(WIKIPEDIA, marks.slice(1)), "SUDOKU_ERR_ARGUMENT");
  marks[2] = 0x200;
  throwsStatus(() => sudoku.hint(WIKIPEDIA, marks), "SUDOKU_ERR_ARGUMENT");
  for (const seed of [-1, 1.5, 2 ** 53, NaN, "1", -1n, 1n << 64n, null]) {
    throwsStatus(() => sudoku.generate(seed), "SUDOKU_ERR_ARGUMENT");
    throwsStatus(() => sudoku.generateSolved(seed), "SUDOKU_ERR_ARGUMENT");
  }
  throwsStatus(() => sudoku.generate(1, { level: "impossible" }), "SUDOKU_ERR_ARGUMENT");
  throwsStatus(() => sudoku.generate(1, { symmetry: "spiral" }), "SUDOKU_ERR_ARGUMENT");
  throwsStatus(() => sudoku.generate(1, { maxTries: -1 }), "SUDOKU_ERR_ARGUMENT");
  // the library's own check: a highest level below the lowest
  throwsStatus(() => sudoku.generate(1, { level: "hard", maxLevel: "easy" }), "SUDOKU_ERR_ARGUMENT");
  const error = outcome(() => sudoku.solve(NO_SOLUTION));
  assert.equal(error.status, "SUDOKU_NO_SOLUTION");
  try {
    sudoku.solve(NO_SOLUTION);
  } catch (thrown) {
    assert.equal(thrown.name, "SudokuError");
    assert.equal(thrown.message, "the board has no solution");
  }
});

test("validate reports each problem as the library does", () => {
  assert.deepEqual(sudoku.validate(WIKIPEDIA), {
    valid: true,
    status: "SUDOKU_OK",
    message: "success",
    cell: -1,
    otherCell: -1,
    value: -1,
    unit: null,
    unitIndex: -1,
  });
  const duplicate = sudoku.validate("5" + WIKIPEDIA.slice(1).replace("3", "5"));
  assert.deepEqual(
    [duplicate.valid, duplicate.status, duplicate.cell, duplicate.otherCell, duplicate.value, duplicate.unit, duplicate.unitIndex],
    [false, "SUDOKU_ERR_DUPLICATE_GIVEN", 1, 0, 5, "row", 0],
  );
  const invalid = sudoku.validate(WIKIPEDIA.slice(0, 80) + "x");
  assert.deepEqual([invalid.status, invalid.cell, invalid.value], ["SUDOKU_ERR_INVALID_BYTE", 80, 120]);
  assert.equal(sudoku.validate(NO_SOLUTION).valid, true);
});

test("a million calls leave the memory as it was", () => {
  const before = sudoku.memoryBytes;
  const puzzle = WIKIPEDIA_SOLUTION.slice(0, 80) + ".";
  const calls = [
    () => sudoku.candidates(WIKIPEDIA),
    () => sudoku.validate(WIKIPEDIA),
    () => sudoku.solve(puzzle),
    () => sudoku.countSolutions(puzzle),
    () => sudoku.hint(puzzle),
    () => outcome(() => sudoku.solve("x" + WIKIPEDIA.slice(1))),
    () => sudoku.generateSolved(7),
    () => sudoku.rate(puzzle),
  ];
  for (let i = 0; i < 1_000_000; i++) {
    calls[i % calls.length]();
  }
  for (let i = 0; i < 200; i++) {
    sudoku.generate(i, { level: "hard" });
  }
  assert.equal(sudoku.memoryBytes, before);
  assert.equal(sudoku.solve(WIKIPEDIA), WIKIPEDIA_SOLUTION);
});

test("in WebAssembly the C batch calls run on the calling thread, as the header says", async () => {
  // the raw exports: a batch of 90 boards (three chunks of work) asking for 8 threads
  const { instance } = await WebAssembly.instantiate(readFileSync(new URL("../sudoku.wasm", import.meta.url)), {});
  const c = instance.exports;
  const base = c.memory.grow(1) * 65536;
  const batch = SETS.slice(0, 90);
  new Uint8Array(c.memory.buffer, base, 81 * batch.length).set(Buffer.from(batch.join(""), "latin1"));
  const statuses = base + 8192;
  assert.equal(c.sudoku_solve_batch(base, batch.length, statuses, 8), 0);
  const solved = Buffer.from(c.memory.buffer, base, 81 * batch.length).toString("latin1");
  const codes = new Int32Array(c.memory.buffer, statuses, batch.length);
  batch.forEach((board, i) => {
    const expected = native.solve(board);
    assert.equal(codes[i] === 0 ? "SUDOKU_OK" : "SUDOKU_NO_SOLUTION", expected.status);
    assert.equal(solved.slice(81 * i, 81 * i + 81), expected.value ?? board);
  });
});

// The public variant puzzles of tests/data/variants.txt (their sources are named there),
// each with its rules and published solution.
const VARIANTS = lines("variants.txt").map((line) => {
  const [kind, name, flags, puzzle, regions, cages, sums, solution] = line.split(" ");
  const rules = {};
  if (flags === "diagonals") {
    rules.diagonals = true;
  }
  if (regions !== "-") {
    rules.regions = [...regions].map(Number);
  }
  if (cages !== "-") {
    rules.cages = cages.split(",").map(Number);
    rules.sums = sums.split(",").map(Number);
  }
  return { kind, name, puzzle, rules, solution };
});

// An independent check of `grid` under `rules`: every house (rows, columns, the regions or
// boxes, the diagonals and windows asked for) holds 1-9, every cage distinct digits of its
// sum, and no two cells a knight's or king's move apart, or orthogonal neighbours under
// non-consecutive, break those rules.
function keepsRules(grid, rules) {
  const digit = (cell) => Number(grid[cell]);
  const groups = new Map();
  const join = (key, cell) => groups.set(key, [...(groups.get(key) ?? []), cell]);
  for (let cell = 0; cell < 81; cell++) {
    const [row, column] = [Math.floor(cell / 9), cell % 9];
    join(`row ${row}`, cell);
    join(`column ${column}`, cell);
    join(`region ${rules.regions ? rules.regions[cell] : 3 * Math.floor(row / 3) + Math.floor(column / 3)}`, cell);
    if (rules.diagonals && row === column) join("main diagonal", cell);
    if (rules.diagonals && row + column === 8) join("anti diagonal", cell);
    if (rules.windoku && [1, 2, 3, 5, 6, 7].includes(row) && [1, 2, 3, 5, 6, 7].includes(column)) {
      join(`window ${row > 4} ${column > 4}`, cell);
    }
  }
  for (const cells of groups.values()) {
    if (cells.map(digit).sort().join("") !== "123456789") return false;
  }
  const cages = new Map();
  (rules.cages ?? []).forEach((id, cell) => id > 0 && cages.set(id, [...(cages.get(id) ?? []), cell]));
  for (const [id, cells] of cages) {
    const digits = cells.map(digit);
    if (new Set(digits).size !== digits.length || digits.reduce((a, b) => a + b) !== rules.sums[id - 1]) return false;
  }
  const apart = (moves, broken) =>
    [...Array(81).keys()].every((cell) =>
      moves.every(([dr, dc]) => {
        const [row, column] = [Math.floor(cell / 9) + dr, (cell % 9) + dc];
        return row < 0 || row > 8 || column < 0 || column > 8 || !broken(digit(cell), digit(9 * row + column));
      }),
    );
  const knight = [[1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]];
  const king = [[1, 1], [1, -1], [-1, 1], [-1, -1]];
  const near = [[0, 1], [1, 0], [0, -1], [-1, 0]];
  return (
    (!rules.antiKnight || apart(knight, (a, b) => a === b)) &&
    (!rules.antiKing || apart(king, (a, b) => a === b)) &&
    (!rules.nonConsecutive || apart(near, (a, b) => Math.abs(a - b) === 1))
  );
}

test("public variant puzzles solve to their published solutions, once", () => {
  assert.ok(VARIANTS.length >= 15 && new Set(VARIANTS.map(({ kind }) => kind)).size === 3);
  for (const { name, puzzle, rules, solution } of VARIANTS) {
    assert.ok(keepsRules(solution, rules), name);
    assert.equal(sudoku.solve(puzzle, rules), solution, name);
    assert.equal(sudoku.solveUnique(puzzle, rules), solution, name);
    assert.equal(sudoku.countSolutions(puzzle, 1000, rules), 1, name);
    assert.equal(sudoku.validate(puzzle, rules).valid, true, name);
    assert.equal(sudoku.checkRules(rules).valid, true, name);
    const masks = sudoku.candidates(puzzle, rules);
    assert.ok([...solution].every((d, cell) => (masks[cell] >> (Number(d) - 1)) & 1), name);
  }
});

test("hints under rules walk a killer, a jigsaw and a diagonal puzzle to the solution", () => {
  for (const kind of ["killer", "jigsaw", "diagonal"]) {
    const { name, puzzle, rules, solution } = VARIANTS.find((variant) => variant.kind === kind);
    let board = puzzle;
    const marks = Array.from(sudoku.candidates(puzzle, rules));
    const techniques = new Set();
    for (let steps = 0; ; steps++) {
      assert.ok(steps < 600, name);
      const hint = sudoku.hint(board, marks, null, rules);
      if (hint === null) {
        assert.equal(board, solution, name);
        break;
      }
      techniques.add(hint.technique);
      assert.ok(hint.description.startsWith(`${hint.technique}:`), hint.description);
      assert.ok(hint.placements.length > 0 || hint.eliminations.length > 0, hint.description);
      for (const { cell, digit } of hint.placements) {
        assert.equal(solution[cell], String(digit), hint.description);
        board = board.slice(0, cell) + digit + board.slice(cell + 1);
        marks[cell] = 1 << (digit - 1);
      }
      for (const { cell, digits } of hint.eliminations) {
        assert.ok(!digits.includes(Number(solution[cell])), hint.description);
        digits.forEach((d) => (marks[cell] &= ~(1 << (d - 1))));
      }
      for (const { kind: houseKind, index } of hint.houses) {
        const known = { row: 9, column: 9, box: 9, region: 9, diagonal: 2, window: 4 }[houseKind];
        assert.ok(houseKind === "cage" ? rules.cages.includes(index) && index > 0 : index >= 0 && index < known, hint.description);
        assert.ok(houseKind !== "box" || !rules.regions, hint.description);
      }
    }
    const rating = sudoku.rate(puzzle, rules);
    assert.ok(rating.hardest === null || techniques.has(rating.hardest), name);
    assert.ok(LEVELS.includes(rating.level), name);
    if (kind === "killer") {
      assert.ok(techniques.has("Cage combination"), [...techniques].join(", "));
    }
  }
});

test("generated variants keep their rules and have one solution", () => {
  for (const seed of [1, 2n, 3]) {
    const killer = sudoku.generateKiller(seed);
    assert.deepEqual(sudoku.generateKiller(seed), killer);
    assert.equal(killer.puzzle, EMPTY);
    assert.equal(killer.cages.length, 81);
    assert.equal(Math.max(...killer.cages), killer.sums.length);
    assert.ok(killer.cages.every((id) => id >= 1));
    const killerRules = { cages: killer.cages, sums: killer.sums };
    assert.ok(keepsRules(sudoku.solveUnique(killer.puzzle, killerRules), killerRules));
    const withGivens = sudoku.generateKiller(seed, { givens: true, rules: { diagonals: true } });
    const diagonalKiller = { diagonals: true, cages: withGivens.cages, sums: withGivens.sums };
    assert.ok(keepsRules(sudoku.solveUnique(withGivens.puzzle, diagonalKiller), diagonalKiller));

    const jigsaw = sudoku.generateJigsaw(seed, { level: "easy", minimal: false });
    assert.deepEqual(sudoku.generateJigsaw(seed, { level: "easy", minimal: false }), jigsaw);
    const jigsawRules = { regions: jigsaw.regions };
    assert.ok([...Array(9).keys()].every((id) => jigsaw.regions.filter((r) => r === id).length === 9));
    assert.equal(sudoku.checkRules(jigsawRules).valid, true);
    assert.ok(keepsRules(sudoku.solveUnique(jigsaw.puzzle, jigsawRules), jigsawRules));
    assert.equal(sudoku.rate(jigsaw.puzzle, jigsawRules).level, "easy");

    for (const flag of ["diagonals", "windoku", "antiKnight", "antiKing", "nonConsecutive"]) {
      const rules = { [flag]: true };
      const puzzle = sudoku.generate(seed, { rules, level: "medium", minimal: false });
      assert.equal(sudoku.generate(seed, { rules, level: "medium", minimal: false }), puzzle);
      assert.ok(keepsRules(sudoku.solveUnique(puzzle, rules), rules), flag);
      assert.equal(sudoku.rate(puzzle, rules).level, "medium", flag);
      assert.equal(sudoku.countSolutions(puzzle, 2, rules), 1, flag);
    }
  }
  // larger cages leave some puzzles needing givens
  assert.ok([1, 2, 3, 4, 5, 6].some((seed) => sudoku.generateKiller(seed, { givens: true }).puzzle !== EMPTY));
  // a killer at a level rates at it; one without givens is never beginner
  const medium = sudoku.generateKiller(4, { level: "medium" });
  const mediumRules = { cages: medium.cages, sums: medium.sums };
  assert.equal(sudoku.rate(medium.puzzle, mediumRules).level, "medium");
  assert.ok(keepsRules(sudoku.solveUnique(medium.puzzle, mediumRules), mediumRules));
  throwsStatus(() => sudoku.generateKiller(1, { level: "beginner", maxTries: 2 }), "SUDOKU_LIMIT_REACHED");
  throwsStatus(() => sudoku.generateKiller(1, { givens: 1 }), "SUDOKU_ERR_ARGUMENT");
  throwsStatus(() => sudoku.generate(1, { levle: "easy" }), "SUDOKU_ERR_ARGUMENT");
});

test("rules at fault are named, and every call taking rules refuses them", () => {
  assert.deepEqual(sudoku.checkRules({}), { valid: true, fault: null, cell: -1, otherCell: -1, unit: null, unitIndex: -1 });
  const oneRegion = { regions: Array(81).fill(0) };
  const regionSize = sudoku.checkRules(oneRegion);
  assert.equal(regionSize.fault, "SUDOKU_RULES_FAULT_REGION_SIZE");
  assert.equal(regionSize.unitIndex, 0);
  // cage 1 is r1c1 and r1c3, not connected
  const apart = { cages: [1, 0, 1, ...Array(78).fill(0)], sums: [3] };
  const shape = sudoku.checkRules(apart);
  assert.deepEqual([shape.fault, shape.cell, shape.otherCell, shape.unitIndex], ["SUDOKU_RULES_FAULT_CAGE_SHAPE", 0, 2, 1]);
  const badSum = { cages: [1, 1, ...Array(79).fill(0)], sums: [2] };
  assert.equal(sudoku.checkRules(badSum).fault, "SUDOKU_RULES_FAULT_CAGE_SUM");
  for (const rules of [oneRegion, apart, badSum]) {
    for (const call of ["solve", "solveUnique", "validate", "candidates", "rate"]) {
      throwsStatus(() => sudoku[call](WIKIPEDIA, rules), "SUDOKU_ERR_RULES");
    }
    throwsStatus(() => sudoku.countSolutions(WIKIPEDIA, 2, rules), "SUDOKU_ERR_RULES");
    throwsStatus(() => sudoku.hint(WIKIPEDIA, null, null, rules), "SUDOKU_ERR_RULES");
    throwsStatus(() => sudoku.generate(1, { rules }), "SUDOKU_ERR_RULES");
  }
  const wrong = [
    42,
    { antiKnights: true },
    { diagonals: 1 },
    { cages: apart.cages },
    { sums: [3] },
    { regions: Array(80).fill(0) },
    { regions: Array(81).fill(0.5) },
    { cages: apart.cages, sums: Array(82).fill(3) },
  ];
  for (const rules of wrong) {
    throwsStatus(() => sudoku.solve(WIKIPEDIA, rules), "SUDOKU_ERR_ARGUMENT");
    throwsStatus(() => sudoku.checkRules(rules), "SUDOKU_ERR_ARGUMENT");
  }
  throwsStatus(() => sudoku.hint(WIKIPEDIA, null, WIKIPEDIA, { diagonals: true }), "SUDOKU_ERR_ARGUMENT");
  // a repeat that only the rules forbid: r1c1 and r5c5 on the main diagonal
  const repeat = "1" + ".".repeat(39) + "1" + ".".repeat(40);
  assert.equal(sudoku.validate(repeat).valid, true);
  const diagonal = sudoku.validate(repeat, { diagonals: true });
  const reported = [diagonal.status, diagonal.unit, diagonal.unitIndex, diagonal.cell, diagonal.otherCell];
  assert.deepEqual(reported, ["SUDOKU_ERR_DUPLICATE_GIVEN", "diagonal", 0, 40, 0]);
});

test("maxGuesses bounds every searching call, the default stops strict rules, Infinity lifts it", () => {
  const nonConsecutive = { nonConsecutive: true };
  // the empty board under non-consecutive takes some thousands of guesses to fill: more
  // than the default allows under rules
  throwsStatus(() => sudoku.solve(EMPTY, nonConsecutive), "SUDOKU_LIMIT_REACHED");
  throwsStatus(() => sudoku.countSolutions(EMPTY, 2, nonConsecutive, { maxGuesses: 0 }), "SUDOKU_LIMIT_REACHED");
  const grid = sudoku.solve(EMPTY, nonConsecutive, { maxGuesses: Infinity });
  assert.ok(keepsRules(grid, nonConsecutive));
  assert.equal(sudoku.solve(EMPTY, nonConsecutive, { maxGuesses: 1_000_000n }), grid);
  // a limit of one guess stops every call that needs more, under any rules
  const one = { maxGuesses: 1 };
  const hard = SETS.find((board) => outcome(() => sudoku.solve(board, null, one)).status === "SUDOKU_LIMIT_REACHED");
  assert.ok(hard);
  for (const work of [
    () => sudoku.solveUnique(hard, null, one),
    () => sudoku.countSolutions(hard, 2, null, one),
    () => sudoku.hint(hard, null, null, null, one),
    () => sudoku.rate(hard, null, one),
    () => sudoku.rate(VARIANTS[0].puzzle, VARIANTS[0].rules, one),
  ]) {
    throwsStatus(work, "SUDOKU_LIMIT_REACHED");
  }
  // the classic rules have no default limit: the same answers as without options
  assert.equal(sudoku.solve(hard, null, { maxGuesses: 0 }), sudoku.solve(hard));
  assert.deepEqual(sudoku.rate(hard, null, {}), sudoku.rate(hard));
  for (const bad of [-1, 1.5, 2n ** 64n, "7", NaN]) {
    throwsStatus(() => sudoku.solve(WIKIPEDIA, null, { maxGuesses: bad }), "SUDOKU_ERR_ARGUMENT");
  }
  throwsStatus(() => sudoku.solve(WIKIPEDIA, null, { maxGueses: 5 }), "SUDOKU_ERR_ARGUMENT");
});
