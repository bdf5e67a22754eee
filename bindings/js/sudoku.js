// libsudoku for JavaScript: the library's WebAssembly build (sudoku.wasm, beside this
// file) behind functions that take and return strings, plain objects and typed arrays.
//
// Each load() makes one instance. The instance owns one 64 KiB page of its memory, taken
// with memory.grow at load and never handed to the library's allocator: every call writes
// its inputs there, the library writes its outputs there, and nothing is allocated per
// call, so no call can leak. Its layout, in bytes from the page's start:
const AT = {
  board: 0, // 81 text bytes
  candidates: 96, // 81 uint16 masks
  marks: 272, // 81 uint16 masks, the player's pencil marks
  count: 448, // uint32
  length: 452, // size_t (4 bytes in wasm32)
  problem: 456, // sudoku_problem, 24 bytes
  generate: 480, // sudoku_generate_options, 24 bytes
  rating: 512, // sudoku_rating, 272 bytes
  step: 784, // sudoku_step, 472 bytes
  text: 1256, // SUDOKU_HINT_TEXT_MAX bytes
  givens: 1768, // 81 text bytes, the puzzle a board in play started from
};
const CELLS = 81;
const PAGE = 65536;
const TEXT_MAX = 512;
const RATING_SIZE = 272;
const RATING_TECHNIQUES = 64;
const STEP_SIZE = 472;
const GENERATE_SIZE = 24;
const CHAIN_MAX = 24;
// sudoku_step's fields after its header (size, technique, digits, chain_length, houses)
const STEP = { pattern: 16, eliminations: 178, placements: 340, chainCells: 421, chainDigits: 445 };
// sudoku_symmetry, in the order of its values
const SYMMETRIES = ["none", "rotational180", "rotational90", "mirror", "diagonal"];
const UNITS = [null, "row", "column", "box"];
const HOUSE_KINDS = ["row", "column", "box"];
const LEVELS = 7; // SUDOKU_LEVEL_ANY to SUDOKU_LEVEL_EXTREME
const TECHNIQUES = 51; // SUDOKU_TECHNIQUE_COUNT
const OK = 0;
const SOLVED = 4;
const SEED_END = 1n << 64n;
const ASCII = new TextDecoder();

/** A status of the library that is not a result: `.status` is the C constant's name. */
export class SudokuError extends Error {
  constructor(status, message) {
    super(message);
    this.name = "SudokuError";
    this.status = status;
  }
}

function argumentError(message) {
  return new SudokuError("SUDOKU_ERR_ARGUMENT", message);
}

/**
 * Compiles and instantiates the WebAssembly library. `source` may be a URL (a string or
 * a URL object; `file:` URLs are read from disk in Node), the module's bytes, or a
 * `WebAssembly.Module`. Without it, the `sudoku.wasm` beside this module is used.
 */
export async function load(source) {
  const module = await compile(source ?? new URL("./sudoku.wasm", import.meta.url));
  const instance = await WebAssembly.instantiate(module, {});
  return new Sudoku(instance.exports);
}

async function compile(source) {
  if (source instanceof WebAssembly.Module) {
    return source;
  }
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    return WebAssembly.compile(source);
  }
  if (typeof source !== "string" && !(source instanceof URL)) {
    throw new TypeError("load() takes a URL, the module's bytes or a WebAssembly.Module");
  }
  const base = typeof document === "undefined" ? import.meta.url : document.baseURI;
  const url = new URL(source, base);
  if (url.protocol === "file:") {
    const { readFile } = await import("node:fs/promises");
    return WebAssembly.compile(await readFile(url));
  }
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`load(): ${url} answered ${response.status}`);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

class Sudoku {
  #c;
  #base;
  #broken = false;
  #levels;
  #techniques;
  #boardView = null;

  constructor(exports) {
    this.#c = exports;
    this.#base = exports.memory.grow(1) * PAGE;
    this.#levels = Array.from({ length: LEVELS }, (_, id) => this.#string(exports.sudoku_level_name(id)));
    this.#techniques = Array.from({ length: TECHNIQUES }, (_, id) =>
      this.#string(exports.sudoku_technique_name(id)),
    );
    /** The library's version, for example "0.1.0". */
    this.version = this.#string(exports.sudoku_version());
  }

  /** The size of the instance's memory in bytes: no call allocates, so none grows it. */
  get memoryBytes() {
    return this.#c.memory.buffer.byteLength;
  }

  /** The first solution of `board`. Throws `SUDOKU_NO_SOLUTION` when it has none. */
  solve(board) {
    return this.#call(() => {
      this.#check(this.#c.sudoku_solve(this.#board(board)));
      return this.#readBoard();
    });
  }

  /** The solution of `board`; throws unless it has exactly one. */
  solveUnique(board) {
    return this.#call(() => {
      this.#check(this.#c.sudoku_solve_unique(this.#board(board)));
      return this.#readBoard();
    });
  }

  /** The number of solutions of `board`, counted up to `limit` (1 to 2^32 - 1). */
  countSolutions(board, limit = 2) {
    if (!Number.isInteger(limit) || limit < 1 || limit > 0xffffffff) {
      throw argumentError("a limit is an integer from 1 to 4294967295");
    }
    return this.#call(() => {
      this.#check(this.#c.sudoku_count_solutions(this.#board(board), limit >>> 0, this.#at("count")));
      return this.#view(Uint32Array, "count", 1)[0];
    });
  }

  /** What, if anything, is wrong with `board`'s bytes and givens (no search). */
  validate(board) {
    return this.#call(() => {
      const status = this.#c.sudoku_validate(this.#board(board), this.#at("problem"));
      if (status < OK && !this.#isProblem(status)) {
        this.#check(status);
      }
      const [, cell, otherCell, value, unit, unitIndex] = this.#view(Int32Array, "problem", 6);
      return {
        valid: status === OK,
        status: this.#string(this.#c.sudoku_status_name(status)),
        message: this.#string(this.#c.sudoku_status_str(status)),
        cell,
        otherCell,
        value,
        unit: UNITS[unit] ?? null,
        unitIndex,
      };
    });
  }

  /** Each cell's candidate mask (bit d - 1 for digit d) as the givens allow them. */
  candidates(board) {
    return this.#call(() => {
      this.#check(this.#c.sudoku_candidates(this.#board(board), this.#at("candidates")));
      return this.#view(Uint16Array, "candidates", CELLS).slice();
    });
  }

  /**
   * The simplest next step for `board`, taking the player's pencil marks `marks` (81
   * masks) as done when given; null when the board is full. With `givens`, the puzzle
   * `board` was played from, the digits beyond them count as the player's, which lets the
   * hint use avoidable rectangles; `board` must keep every given.
   */
  hint(board, marks, givens) {
    return this.#call(() => {
      const boardAt = this.#board(board);
      const givensAt = givens === undefined || givens === null ? 0 : this.#board(givens, "givens");
      let marksAt = 0;
      if (marks !== undefined && marks !== null) {
        if (marks.length !== CELLS) {
          throw argumentError("pencil marks are 81 masks");
        }
        this.#view(Uint16Array, "marks", CELLS).set(marks);
        marksAt = this.#at("marks");
      }
      this.#view(Uint32Array, "step", 1)[0] = STEP_SIZE;
      const status = givensAt
        ? this.#c.sudoku_hint_in_play(givensAt, boardAt, marksAt, 0, this.#at("step"))
        : this.#c.sudoku_hint(boardAt, marksAt, this.#at("step"));
      if (status === SOLVED) {
        return null;
      }
      this.#check(status);
      return this.#readStep();
    });
  }

  /** How hard `board` is, by the techniques a solve by simplest steps takes. */
  rate(board) {
    return this.#call(() => {
      this.#view(Uint32Array, "rating", 1)[0] = RATING_SIZE;
      this.#check(this.#c.sudoku_rate(this.#board(board), this.#at("rating")));
      const fields = this.#view(Int32Array, "rating", 4);
      const counts = this.#view(Uint32Array, "rating", 4 + RATING_TECHNIQUES).subarray(4);
      const steps = {};
      counts.forEach((count, id) => {
        if (count > 0) {
          steps[this.#techniques[id]] = count;
        }
      });
      return {
        level: this.#levels[fields[1]],
        score: fields[2] >>> 0,
        hardest: fields[3] < 0 ? null : this.#techniques[fields[3]],
        steps,
      };
    });
  }

  /**
   * A puzzle with one solution, the same for the same seed and options everywhere.
   * Options: `level` and `maxLevel` (level names; "any" by default), `symmetry`
   * ("none" by default), `minimal` (true by default) and `maxTries` (0: the default).
   */
  generate(seed, { level = "any", maxLevel = "any", symmetry = "none", minimal = true, maxTries = 0 } = {}) {
    const options = [
      GENERATE_SIZE,
      this.#level(level, "level"),
      this.#symmetry(symmetry),
      minimal ? 0 : 1,
      this.#tries(maxTries),
      this.#level(maxLevel, "maxLevel"),
    ];
    const value = seedValue(seed);
    return this.#call(() => {
      this.#view(Uint32Array, "generate", options.length).set(options);
      this.#check(this.#c.sudoku_generate(value, this.#at("generate"), this.#at("board")));
      return this.#readBoard();
    });
  }

  /** A solved grid, the same for the same seed everywhere. */
  generateSolved(seed) {
    const value = seedValue(seed);
    return this.#call(() => {
      this.#check(this.#c.sudoku_generate_solved(value, this.#at("board")));
      return this.#readBoard();
    });
  }

  // Runs `work`, turning a trap of the instance (which no input should cause) into a
  // SudokuError; the instance is not used again after one.
  #call(work) {
    if (this.#broken) {
      throw new SudokuError("SUDOKU_ERR_INTERNAL", "this instance trapped earlier; load() another");
    }
    try {
      return work();
    } catch (error) {
      if (error instanceof WebAssembly.RuntimeError) {
        this.#broken = true;
        throw new SudokuError("SUDOKU_ERR_INTERNAL", `the library trapped: ${error.message}`);
      }
      throw error;
    }
  }

  #check(status) {
    if (status !== OK) {
      const name = this.#string(this.#c.sudoku_status_name(status));
      throw new SudokuError(name, this.#string(this.#c.sudoku_status_str(status)));
    }
  }

  #isProblem(status) {
    const name = this.#string(this.#c.sudoku_status_name(status));
    return name === "SUDOKU_ERR_INVALID_BYTE" || name === "SUDOKU_ERR_DUPLICATE_GIVEN";
  }

  #at(field) {
    return this.#base + AT[field];
  }

  // A view of `length` elements at `field`, made afresh: memory.grow detaches old ones.
  #view(Type, field, length) {
    return new Type(this.#c.memory.buffer, this.#at(field), length);
  }

  // The board's 81 bytes, a view kept while the memory has not grown.
  #boardBytes() {
    if (this.#boardView?.buffer !== this.#c.memory.buffer) {
      this.#boardView = this.#view(Uint8Array, "board", CELLS);
    }
    return this.#boardView;
  }

  // Writes `board` to the scratch page's `slot` ("board" or "givens") as text bytes
  // (characters above 255 become 255, a byte the library rejects) and returns its address.
  #board(board, slot = "board") {
    if (typeof board !== "string" || board.length !== CELLS) {
      throw argumentError("a board is a string of 81 characters");
    }
    const bytes = slot === "board" ? this.#boardBytes() : this.#view(Uint8Array, slot, CELLS);
    for (let i = 0; i < CELLS; i++) {
      const code = board.charCodeAt(i);
      bytes[i] = code > 255 ? 255 : code;
    }
    return this.#at(slot);
  }

  // The board the library wrote: digits only, so ASCII, which UTF-8 decodes as it is.
  #readBoard() {
    return ASCII.decode(this.#boardBytes());
  }

  // The NUL-terminated string the library keeps at `address`.
  #string(address) {
    const bytes = new Uint8Array(this.#c.memory.buffer, address);
    return String.fromCharCode(...bytes.subarray(0, bytes.indexOf(0)));
  }

  #readStep() {
    const buffer = this.#c.memory.buffer;
    const at = this.#at("step");
    const header = new DataView(buffer, at, 16);
    const technique = header.getInt32(4, true);
    const chainLength = header.getUint16(10, true);
    const houses = header.getUint32(12, true);
    const pattern = new Uint16Array(buffer, at + STEP.pattern, CELLS);
    const eliminations = new Uint16Array(buffer, at + STEP.eliminations, CELLS);
    const placements = new Uint8Array(buffer, at + STEP.placements, CELLS);
    const chainCells = new Uint8Array(buffer, at + STEP.chainCells, CHAIN_MAX);
    const chainDigits = new Uint8Array(buffer, at + STEP.chainDigits, CHAIN_MAX);
    const perCell = (masks) =>
      [...masks].flatMap((mask, cell) => (mask === 0 ? [] : [{ cell, digits: digitsOf(mask) }]));
    const described = this.#c.sudoku_hint_describe(at, this.#at("text"), TEXT_MAX, this.#at("length"));
    this.#check(described);
    const length = this.#view(Uint32Array, "length", 1)[0];
    return {
      technique: this.#techniques[technique],
      digits: digitsOf(header.getUint16(8, true)),
      houses: [...Array(27).keys()]
        .filter((h) => (houses >>> h) & 1)
        .map((h) => ({ kind: HOUSE_KINDS[Math.floor(h / 9)], index: h % 9 })),
      cells: perCell(pattern).map(({ cell }) => cell),
      pattern: perCell(pattern),
      eliminations: perCell(eliminations),
      placements: [...placements].flatMap((digit, cell) => (digit === 0 ? [] : [{ cell, digit }])),
      chain: [...chainCells.subarray(0, chainLength)].map((cell, i) => ({ cell, digit: chainDigits[i] })),
      description: String.fromCharCode(...this.#view(Uint8Array, "text", length)),
    };
  }

  #level(name, option) {
    const id = this.#levels.indexOf(name);
    if (id < 0) {
      throw argumentError(`${option} is one of ${this.#levels.join(", ")}`);
    }
    return id;
  }

  #symmetry(name) {
    const id = SYMMETRIES.indexOf(name);
    if (id < 0) {
      throw argumentError(`symmetry is one of ${SYMMETRIES.join(", ")}`);
    }
    return id;
  }

  #tries(tries) {
    if (!Number.isInteger(tries) || tries < 0 || tries > 0xffffffff) {
      throw argumentError("maxTries is an integer from 0 to 4294967295");
    }
    return tries;
  }
}

function digitsOf(mask) {
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((digit) => mask & (1 << (digit - 1)));
}

// A seed as the i64 the library's uint64_t parameter receives: a bigint from 0 to
// 2^64 - 1, or a non-negative safe integer; anything else throws.
function seedValue(seed) {
  let value;
  if (typeof seed === "bigint") {
    value = seed;
  } else if (Number.isSafeInteger(seed)) {
    value = BigInt(seed);
  } else {
    throw argumentError("a seed is a bigint or a safe integer");
  }
  if (value < 0n || value >= SEED_END) {
    throw argumentError("a seed is from 0 to 2^64 - 1");
  }
  return BigInt.asIntN(64, value);
}
