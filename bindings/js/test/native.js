// The native library (target/release/libsudoku.so, or LIBSUDOKU_PATH), loaded through
// koffi, as the reference the WebAssembly build is compared with: the same calls, made
// straight on the C ABI with buffers laid out as the header's structs.
import { fileURLToPath } from "node:url";
import koffi from "koffi";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const LIBRARY = process.env.LIBSUDOKU_PATH ?? `${ROOT}target/release/libsudoku.so`;
const STEP_SIZE = 472;
const RATING_SIZE = 272;

export const root = ROOT;

/** The native library's answers, in the shapes the tests compare. */
export function nativeLibrary() {
  const lib = koffi.load(LIBRARY);
  const c = {
    solve: lib.func("int sudoku_solve(uint8_t *board)"),
    solveUnique: lib.func("int sudoku_solve_unique(uint8_t *board)"),
    count: lib.func("int sudoku_count_solutions(const uint8_t *board, uint32_t limit, uint32_t *count)"),
    candidates: lib.func("int sudoku_candidates(const uint8_t *board, uint16_t *candidates)"),
    hint: lib.func("int sudoku_hint(const uint8_t *board, const uint16_t *marks, uint8_t *step)"),
    hintInPlay: lib.func(
      "int sudoku_hint_in_play(const uint8_t *givens, const uint8_t *board, const uint16_t *marks, const void *options, uint8_t *step)",
    ),
    describe: lib.func("int sudoku_hint_describe(const uint8_t *step, uint8_t *text, size_t size, size_t *length)"),
    techniqueName: lib.func("const char *sudoku_technique_name(int technique)"),
    levelName: lib.func("const char *sudoku_level_name(int level)"),
    rate: lib.func("int sudoku_rate(const uint8_t *board, uint8_t *rating)"),
    generate: lib.func("int sudoku_generate(uint64_t seed, const uint32_t *options, uint8_t *out)"),
    generateSolved: lib.func("int sudoku_generate_solved(uint64_t seed, uint8_t *out)"),
    statusName: lib.func("const char *sudoku_status_name(int status)"),
    version: lib.func("const char *sudoku_version(void)"),
  };
  // a status and, on success, what `read` makes of the buffers
  const outcome = (status, read) =>
    status === 0 ? { status: "SUDOKU_OK", value: read() } : { status: c.statusName(status) };
  const board = (text) => Buffer.from(text, "latin1");
  return {
    version: c.version(),
    solve(text) {
      const b = board(text);
      return outcome(c.solve(b), () => b.toString("latin1"));
    },
    solveUnique(text) {
      const b = board(text);
      return outcome(c.solveUnique(b), () => b.toString("latin1"));
    },
    countSolutions(text, limit) {
      const count = new Uint32Array(1);
      return outcome(c.count(board(text), limit, count), () => count[0]);
    },
    candidates(text) {
      const masks = new Uint16Array(81);
      return outcome(c.candidates(board(text), masks), () => masks);
    },
    // the technique and the description of the hint, played from `givens` when given
    hint(text, marks, givens) {
      const step = Buffer.alloc(STEP_SIZE);
      step.writeUInt32LE(STEP_SIZE, 0);
      const masks = marks ? Uint16Array.from(marks) : null;
      const status = givens
        ? c.hintInPlay(board(givens), board(text), masks, null, step)
        : c.hint(board(text), masks, step);
      return outcome(status, () => {
        const buffer = Buffer.alloc(512);
        const length = new BigUint64Array(1);
        if (c.describe(step, buffer, 512, length) !== 0) {
          throw new Error("sudoku_hint_describe failed");
        }
        return {
          technique: c.techniqueName(step.readInt32LE(4)),
          description: buffer.toString("latin1", 0, Number(length[0])),
        };
      });
    },
    rate(text) {
      const rating = Buffer.alloc(RATING_SIZE);
      rating.writeUInt32LE(RATING_SIZE, 0);
      return outcome(c.rate(board(text), rating), () => ({
        level: c.levelName(rating.readInt32LE(4)),
        score: rating.readUInt32LE(8),
      }));
    },
    // fields: sudoku_generate_options after its `size` (level, symmetry, not_minimal,
    // max_tries, max_level)
    generate(seed, fields) {
      const out = Buffer.alloc(81);
      return outcome(c.generate(seed, Uint32Array.from([24, ...fields]), out), () => out.toString("latin1"));
    },
    generateSolved(seed) {
      const out = Buffer.alloc(81);
      return outcome(c.generateSolved(seed, out), () => out.toString("latin1"));
    },
  };
}
