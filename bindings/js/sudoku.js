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
  rules: 1852, // sudoku_rules, 24 bytes, pointing at the three arrays below
  regions: 1876, // 81 region ids
  cages: 1957, // 81 cage ids
  sums: 2038, // up to 81 cage sums
  killer: 2120, // sudoku_killer, 172 bytes
  options: 2296, // sudoku_options, 16 bytes
};
const CELLS = 81;
const PAGE = 65536;
const TEXT_MAX = 512;
const RATING_SIZE = 272;
const RATING_TECHNIQUES = 64;
const STEP_SIZE = 472;
const GENERATE_SIZE = 24;
const RULES_SIZE = 24;
const KILLER_SIZE = 172;
const OPTIONS_SIZE = 16;
// SUDOKU_RULE_* by the name a rules object gives each
const RULE_FLAGS = { diagonals: 1, windoku: 2, antiKnight: 4, antiKing: 8, nonConsecutive: 16 };
const RULE_ARRAYS = ["regions", "cages", "sums"];
// sudoku_rules_fault, in the order of its values from 1
const FAULTS = [
  "SUDOKU_RULES_FAULT_FLAGS",
  "SUDOKU_RULES_FAULT_REGION_ID",
  "SUDOKU_RULES_FAULT_REGION_SIZE",
  "SUDOKU_RULES_FAULT_REGION_SHAPE",
  "SUDOKU_RULES_FAULT_CAGE_COUNT",
  "SUDOKU_RULES_FAULT_CAGE_ID",
  "SUDOKU_RULES_FAULT_CAGE_EMPTY",
  "SUDOKU_RULES_FAULT_CAGE_SIZE",
  "SUDOKU_RULES_FAULT_CAGE_SHAPE",
  "SUDOKU_RULES_FAULT_CAGE_SUM",
];
// the windows' top-left cells, in reading order
const WINDOWS = [10, 14, 46, 50];
const CHAIN_MAX = 24;
// sudoku_step's fields after its header (size, technique, digits, chain_length, houses)
const STEP = { pattern: 16, eliminations: 178, placements: 340, chainCells: 421, chainDigits: 445 };
// sudoku_symmetry, in the order of its values
const SYMMETRIES = ["none", "rotational180", "rotational90", "mirror", "diagonal"];
// sudoku_unit, in the order of its values
const UNITS = [null, "row", "column", "box", "region", "cage", "diagonal", "window", "knightMove", "kingMove"];
const LEVELS = 7; // SUDOKU_LEVEL_ANY to SUDOKU_LEVEL_EXTREME
const TECHNIQUES = 55; // SUDOKU_TECHNIQUE_COUNT
const OK = 0;
const SOLVED = 4;
const UINT64_END = 1n << 64n;
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

  /**
   * The first solution of `board` under `rules` (the classic rules when absent). Throws
   * `SUDOKU_NO_SOLUTION` when it has none. Every searching call takes `options` last:
   * `{ maxGuesses }`, the library's default when absent (see sudoku.d.ts).
   */
  solve(board, rules, options) {
    return this.#call(() => {
      const boardAt = this.#board(board);
      const rulesAt = this.#rules(rules);
      this.#check(this.#with(rulesAt, "sudoku_solve", boardAt, [], this.#options(options)));
      return this.#readBoard();
    });
  }

  /** The solution of `board` under `rules`; throws unless it has exactly one. */
  solveUnique(board, rules, options) {
    return this.#call(() => {
      const boardAt = this.#board(board);
      const rulesAt = this.#rules(rules);
      this.#check(this.#with(rulesAt, "sudoku_solve_unique", boardAt, [], this.#options(options)));
      return this.#readBoard();
    });
  }

  /** The number of solutions of `board` under `rules`, counted up to `limit` (1 to 2^32 - 1). */
  countSolutions(board, limit = 2, rules, options) {
    if (!Number.isInteger(limit) || limit < 1 || limit > 0xffffffff) {
      throw argumentError("a limit is an integer from 1 to 4294967295");
    }
    return this.#call(() => {
      const boardAt = this.#board(board);
      const rulesAt = this.#rules(rules);
      const optionsAt = this.#options(options);
      this.#check(
        this.#with(rulesAt, "sudoku_count_solutions", boardAt, [limit >>> 0, this.#at("count")], optionsAt),
      );
      return this.#view(Uint32Array, "count", 1)[0];
    });
  }

  /** What, if anything, is wrong with `board`'s bytes and givens under `rules` (no search). */
  validate(board, rules) {
    return this.#call(() => {
      const boardAt = this.#board(board);
      const rulesAt = this.#rules(rules);
      const status = this.#under(rulesAt, "sudoku_validate", boardAt, this.#at("problem"));
      if (status < OK && !this.#isProblem(status)) {
        this.#check(status);
      }
      return { valid: status === OK, ...this.#readProblem(status) };
    });
  }

  /**
   * What, if anything, is wrong with a rule set: `fault` is the `sudoku_rules_fault`
   * constant's name, null for valid rules.
   */
  checkRules(rules) {
    return this.#call(() => {
      const status = this.#c.sudoku_rules_check(this.#rules(rules ?? {}), this.#at("problem"));
      if (status < OK && this.#string(this.#c.sudoku_status_name(status)) !== "SUDOKU_ERR_RULES") {
        this.#check(status);
      }
      const { cell, otherCell, value, unit, unitIndex } = this.#readProblem(status);
      return { valid: status === OK, fault: FAULTS[value - 1] ?? null, cell, otherCell, unit, unitIndex };
    });
  }

  /** Each cell's candidate mask (bit d - 1 for digit d) as the givens allow them under `rules`. */
  candidates(board, rules) {
    return this.#call(() => {
      const boardAt = this.#board(board);
      const rulesAt = this.#rules(rules);
      this.#check(this.#under(rulesAt, "sudoku_candidates", boardAt, this.#at("candidates")));
      return this.#view(Uint16Array, "candidates", CELLS).slice();
    });
  }

  /**
   * The simplest next step for `board`, taking the player's pencil marks `marks` (81
   * masks) as done when given; null when the board is full. With `givens`, the puzzle
   * `board` was played from, the digits beyond them count as the player's, which lets the
   * hint use avoidable rectangles; `board` must keep every given. Under `rules`, the step
   * is found with the techniques that hold under them, and takes no `givens`.
   */
  hint(board, marks, givens, rules, options) {
    return this.#call(() => {
      const optionsAt = this.#options(options);
      const boardAt = this.#board(board);
      const givensAt = givens === undefined || givens === null ? 0 : this.#board(givens, "givens");
      const rulesAt = this.#rules(rules);
      if (givensAt && rulesAt) {
        throw argumentError("a hint under rules takes no givens");
      }
      let marksAt = 0;
      if (marks !== undefined && marks !== null) {
        if (marks.length !== CELLS) {
          throw argumentError("pencil marks are 81 masks");
        }
        this.#view(Uint16Array, "marks", CELLS).set(marks);
        marksAt = this.#at("marks");
      }
      this.#view(Uint32Array, "step", 1)[0] = STEP_SIZE;
      const stepAt = this.#at("step");
      let status;
      if (rulesAt) {
        status = this.#c.sudoku_hint_rules(boardAt, rulesAt, marksAt, optionsAt, stepAt);
      } else if (givensAt) {
        status = this.#c.sudoku_hint_in_play(givensAt, boardAt, marksAt, optionsAt, stepAt);
      } else {
        status = this.#c.sudoku_hint_with(boardAt, marksAt, optionsAt, stepAt);
      }
      if (status === SOLVED) {
        return null;
      }
      this.#check(status);
      return this.#readStep(rules, rulesAt);
    });
  }

  /** How hard `board` is under `rules`, by the techniques a solve by simplest steps takes. */
  rate(board, rules, options) {
    return this.#call(() => {
      const optionsAt = this.#options(options);
      const boardAt = this.#board(board);
      const rulesAt = this.#rules(rules);
      this.#view(Uint32Array, "rating", 1)[0] = RATING_SIZE;
      const ratingAt = this.#at("rating");
      this.#check(
        rulesAt
          ? this.#c.sudoku_rate_rules(boardAt, rulesAt, optionsAt, ratingAt)
          : this.#c.sudoku_rate_with(boardAt, optionsAt, ratingAt),
      );
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
   * A puzzle with one solution under `rules` (the classic rules when absent), the same
   * for the same seed and options everywhere. Options: `rules`, `level` and `maxLevel`
   * (level names; "any" by default), `symmetry` ("none" by default), `minimal` (true by
   * default) and `maxTries` (0: the default).
   */
  generate(seed, { rules, ...options } = {}) {
    const value = seedValue(seed);
    const optionsAt = this.#generateOptions(options);
    return this.#call(() => {
      this.#check(this.#under(this.#rules(rules), "sudoku_generate", value, optionsAt, this.#at("board")));
      return this.#readBoard();
    });
  }

  /**
   * A killer puzzle: its cages (81 cage ids from 1, row by row), their sums (cage k's at
   * index k - 1) and its givens, unique under the cages and the flags and regions of
   * `rules`. With `givens` false (the default) the board is empty; with true the cages
   * are larger and a few givens help. Options as for `generate`; with a level, each try
   * draws cages of its own (killers without givens rate medium or extreme almost always).
   */
  generateKiller(seed, { rules, givens = false, ...options } = {}) {
    const value = seedValue(seed);
    if (typeof givens !== "boolean") {
      throw argumentError("givens is true or false");
    }
    const optionsAt = this.#generateOptions(options);
    return this.#call(() => {
      const rulesAt = this.#rules(rules);
      this.#view(Uint32Array, "killer", 1)[0] = KILLER_SIZE;
      const killerAt = this.#at("killer");
      this.#check(this.#c.sudoku_generate_killer(value, rulesAt, optionsAt, givens ? 1 : 0, killerAt, this.#at("board")));
      const cageCount = this.#view(Uint32Array, "killer", 2)[1];
      const arrays = new Uint8Array(this.#c.memory.buffer, killerAt + 8, 2 * CELLS);
      return {
        puzzle: this.#readBoard(),
        cages: [...arrays.subarray(0, CELLS)],
        sums: [...arrays.subarray(CELLS, CELLS + cageCount)],
      };
    });
  }

  /**
   * A jigsaw puzzle: a random layout of nine connected regions (81 region ids 0-8, row by
   * row) and givens unique under it and the flags and cages of `rules`. Options as for
   * `generate`.
   */
  generateJigsaw(seed, { rules, ...options } = {}) {
    const value = seedValue(seed);
    const optionsAt = this.#generateOptions(options);
    return this.#call(() => {
      const rulesAt = this.#rules(rules);
      this.#check(this.#c.sudoku_generate_jigsaw(value, rulesAt, optionsAt, this.#at("regions"), this.#at("board")));
      return { puzzle: this.#readBoard(), regions: [...this.#view(Uint8Array, "regions", CELLS)] };
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

  // Calls the export `name` with `first` and `rest`, or, with rules at `rulesAt` (0 for
  // none), its `_rules` form, which takes them after `first`.
  #under(rulesAt, name, first, ...rest) {
    return rulesAt ? this.#c[`${name}_rules`](first, rulesAt, ...rest) : this.#c[name](first, ...rest);
  }

  // Calls the options-taking export `name`_with on `first`, `rest` and the options at
  // `optionsAt` (0, NULL, for the defaults), or with rules at `rulesAt` its `_rules_with`
  // form, which takes them after `first`; no statistics.
  #with(rulesAt, name, first, rest, optionsAt) {
    return rulesAt
      ? this.#c[`${name}_rules_with`](first, rulesAt, ...rest, optionsAt, 0)
      : this.#c[`${name}_with`](first, ...rest, optionsAt, 0);
  }

  // Writes the search options of a call (see sudoku.d.ts) to the scratch page as a
  // sudoku_options and returns their address; 0 (NULL, the defaults) when there are none.
  #options(options) {
    const { maxGuesses, ...rest } = options ?? {};
    const unknown = Object.keys(rest);
    if (unknown.length > 0) {
      throw argumentError(`unknown search option ${unknown[0]}`);
    }
    if (maxGuesses === undefined || maxGuesses === null) {
      return 0;
    }
    // Infinity asks for no limit: UINT64_MAX
    const limit = maxGuesses === Infinity ? UINT64_END - 1n : uint64Of(maxGuesses, "maxGuesses");
    const view = new DataView(this.#c.memory.buffer, this.#at("options"), OPTIONS_SIZE);
    view.setUint32(0, OPTIONS_SIZE, true);
    view.setUint32(4, 0, true);
    view.setBigUint64(8, limit, true);
    return this.#at("options");
  }

  // Writes a rules object (see sudoku.d.ts) to the scratch page as a sudoku_rules and
  // returns its address; 0 (NULL, the classic rules) for undefined or null.
  #rules(rules) {
    if (rules === undefined || rules === null) {
      return 0;
    }
    if (typeof rules !== "object") {
      throw argumentError("rules are an object");
    }
    for (const key of Object.keys(rules)) {
      if (!(key in RULE_FLAGS) && !RULE_ARRAYS.includes(key)) {
        throw argumentError(`unknown rule ${key}`);
      }
    }
    const given = (name) => rules[name] !== undefined && rules[name] !== null;
    if (given("cages") !== given("sums")) {
      throw argumentError("cages and sums go together");
    }
    let flags = 0;
    for (const [name, flag] of Object.entries(RULE_FLAGS)) {
      if (given(name) && typeof rules[name] !== "boolean") {
        throw argumentError(`${name} is true or false`);
      }
      flags |= rules[name] ? flag : 0;
    }
    const regionsAt = given("regions") ? this.#bytes(rules.regions, "regions", CELLS) : 0;
    const cagesAt = given("cages") ? this.#bytes(rules.cages, "cages", CELLS) : 0;
    const sumsAt = given("sums") ? this.#bytes(rules.sums, "sums") : 0;
    const cageCount = given("sums") ? rules.sums.length : 0;
    this.#view(Uint32Array, "rules", 6).set([RULES_SIZE, flags, regionsAt, cageCount, cagesAt, sumsAt]);
    return this.#at("rules");
  }

  // Writes `values` (integers 0-255; exactly `length` of them when given, else at most 81)
  // to the scratch page's `slot` and returns its address.
  #bytes(values, slot, length) {
    const count = values?.length;
    const fits = length === undefined ? Number.isInteger(count) && count <= CELLS : count === length;
    if (!fits || ![...Array(count).keys()].every((i) => Number.isInteger(values[i]) && values[i] >= 0 && values[i] <= 255)) {
      const many = length === undefined ? "at most 81" : `${length}`;
      throw argumentError(`${slot} are ${many} integers from 0 to 255`);
    }
    this.#view(Uint8Array, slot, count).set(Array.from(values));
    return this.#at(slot);
  }

  // The sudoku_problem the last call wrote, for its `status`.
  #readProblem(status) {
    const [, cell, otherCell, value, unit, unitIndex] = this.#view(Int32Array, "problem", 6);
    return {
      status: this.#string(this.#c.sudoku_status_name(status)),
      message: this.#string(this.#c.sudoku_status_str(status)),
      cell,
      otherCell,
      value,
      unit: UNITS[unit] ?? null,
      unitIndex,
    };
  }

  // Writes generation options to the scratch page and returns their address; `levels`
  // false refuses the level options.
  #generateOptions(options) {
    const { level = "any", maxLevel = "any", symmetry = "none", minimal = true, maxTries = 0, ...rest } = options;
    const unknown = Object.keys(rest);
    if (unknown.length > 0) {
      throw argumentError(`unknown option ${unknown[0]}`);
    }
    const fields = [
      GENERATE_SIZE,
      this.#level(level, "level"),
      this.#symmetry(symmetry),
      minimal ? 0 : 1,
      this.#tries(maxTries),
      this.#level(maxLevel, "maxLevel"),
    ];
    this.#view(Uint32Array, "generate", fields.length).set(fields);
    return this.#at("generate");
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

  // The step the last hint wrote, described under `rules` (at `rulesAt`, 0 for none).
  #readStep(rules, rulesAt) {
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
    const described = rulesAt
      ? this.#c.sudoku_hint_describe_rules(at, rulesAt, this.#at("text"), TEXT_MAX, this.#at("length"))
      : this.#c.sudoku_hint_describe(at, this.#at("text"), TEXT_MAX, this.#at("length"));
    this.#check(described);
    const length = this.#view(Uint32Array, "length", 1)[0];
    return {
      technique: this.#techniques[technique],
      digits: digitsOf(header.getUint16(8, true)),
      houses: [...Array(31).keys()].filter((h) => (houses >>> h) & 1).map((h) => house(h, rules, pattern)),
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

// House `bit` of a step's houses, under `rules` (none for the classic rules): the cage
// and the window are the ones that hold the step's pattern.
function house(bit, rules, pattern) {
  const first = pattern.findIndex((mask) => mask !== 0);
  const row = Math.floor(first / 9);
  const column = first % 9;
  if (bit < 27) {
    const kinds = ["row", "column", rules?.regions ? "region" : "box"];
    return { kind: kinds[Math.floor(bit / 9)], index: bit % 9 };
  }
  if (bit < 29) {
    return { kind: "diagonal", index: bit - 27 };
  }
  if (bit === 29) {
    const index = WINDOWS.findIndex((top) => {
      const [topRow, left] = [Math.floor(top / 9), top % 9];
      return row >= topRow && row < topRow + 3 && column >= left && column < left + 3;
    });
    return { kind: "window", index };
  }
  return { kind: "cage", index: rules.cages[first] };
}

function digitsOf(mask) {
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((digit) => mask & (1 << (digit - 1)));
}

// A uint64_t argument as a bigint: a bigint from 0 to 2^64 - 1, or a non-negative safe
// integer; anything else throws, naming `what`.
function uint64Of(value, what) {
  let wide;
  if (typeof value === "bigint") {
    wide = value;
  } else if (Number.isSafeInteger(value)) {
    wide = BigInt(value);
  } else {
    throw argumentError(`${what} is a bigint or a safe integer`);
  }
  if (wide < 0n || wide >= UINT64_END) {
    throw argumentError(`${what} is from 0 to 2^64 - 1`);
  }
  return wide;
}

// A seed as the i64 the library's uint64_t parameter receives.
function seedValue(seed) {
  return BigInt.asIntN(64, uint64Of(seed, "a seed"));
}
