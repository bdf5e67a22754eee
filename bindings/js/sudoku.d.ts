// Types for libsudoku's JavaScript API (sudoku.js).

/** 81 characters, row by row: "1"-"9" for digits, "." or "0" for empty cells. */
export type Board = string;

export type Level = "any" | "beginner" | "easy" | "medium" | "hard" | "expert" | "extreme";

export type Symmetry = "none" | "rotational180" | "rotational90" | "mirror" | "diagonal";

/** A seed: a bigint from 0 to 2^64 - 1, or a non-negative safe integer. */
export type Seed = bigint | number;

/**
 * Variant rules; every field is optional and an empty object is the classic rules. The
 * flags add houses or constraints; `regions` replaces the boxes (jigsaw); `cages` and
 * `sums` go together (killer).
 */
export interface Rules {
  /** The two main diagonals are houses. */
  diagonals?: boolean;
  /** The four windows (rows and columns 2-4 and 6-8, counting from 1) are houses. */
  windoku?: boolean;
  /** Cells a knight's move apart hold different digits. */
  antiKnight?: boolean;
  /** Cells a king's move apart hold different digits. */
  antiKing?: boolean;
  /** Orthogonal neighbours never hold consecutive digits. */
  nonConsecutive?: boolean;
  /** 81 region ids 0-8, row by row: nine connected regions of nine cells. */
  regions?: ArrayLike<number> | null;
  /** 81 cage ids, row by row: 0 for a cell in no cage, else 1 to `sums.length`. */
  cages?: ArrayLike<number> | null;
  /** Each cage's sum: cage k's at index k - 1. */
  sums?: ArrayLike<number> | null;
}

/** A status of the library that is not a result. */
export class SudokuError extends Error {
  /** The C constant's name, for example "SUDOKU_NO_SOLUTION". */
  readonly status: string;
  constructor(status: string, message: string);
}

/** What `validate` found: `valid`, or the first problem of the board. */
export interface Validation {
  valid: boolean;
  /** "SUDOKU_OK", "SUDOKU_ERR_INVALID_BYTE" or "SUDOKU_ERR_DUPLICATE_GIVEN". */
  status: string;
  message: string;
  /** The offending cell (0-80): the lowest bad character, or the later repeated given; -1 if valid. */
  cell: number;
  /** For a repeated given, the earlier cell with the same digit; otherwise -1. */
  otherCell: number;
  /** For a repeated given, the digit; for a bad character, its code (0-255); otherwise -1. */
  value: number;
  /** For a repeated given, what makes the two cells differ; otherwise null. */
  unit: Unit | null;
  /** For a repeated given, which row, column, box or region (0-8), diagonal (0-1), window (0-3) or cage (from 1); otherwise -1. */
  unitIndex: number;
}

/** What makes two cells differ, or where a rule set is at fault. */
export type Unit = "row" | "column" | "box" | "region" | "cage" | "diagonal" | "window" | "knightMove" | "kingMove";

/** What `checkRules` found: `valid`, or the first fault of the rule set. */
export interface RulesCheck {
  valid: boolean;
  /** The sudoku_rules_fault constant's name, for example "SUDOKU_RULES_FAULT_REGION_SIZE"; null if valid. */
  fault: string | null;
  /** The cell at fault; -1 where none is. */
  cell: number;
  /** For a region or cage that is not connected, its first cell not reached from `cell`; otherwise -1. */
  otherCell: number;
  /** "region" or "cage" for a fault in one; otherwise null. */
  unit: Unit | null;
  /** The region (0-8) or cage (from 1) at fault; otherwise -1. */
  unitIndex: number;
}

/** A generated killer puzzle. */
export interface Killer {
  /** The givens: all empty unless generated with `givens`. */
  puzzle: Board;
  /** 81 cage ids from 1, row by row; every cell is in a cage. */
  cages: number[];
  /** Each cage's sum: cage k's at index k - 1. */
  sums: number[];
}

/** A generated jigsaw puzzle. */
export interface Jigsaw {
  puzzle: Board;
  /** 81 region ids 0-8, row by row. */
  regions: number[];
}

export interface CellDigits {
  cell: number;
  digits: number[];
}

/** The simplest next step, as the library names and explains it. */
export interface Hint {
  /** The technique's name, for example "Hidden single". */
  technique: string;
  /** The digits the step is about. */
  digits: number[];
  /**
   * The houses the step reasons in: rows, columns and boxes (regions under rules with
   * regions) 0-8, diagonals 0-1, the window (0-3) and the cage (from 1) that hold the
   * pattern.
   */
  houses: { kind: "row" | "column" | "box" | "region" | "diagonal" | "window" | "cage"; index: number }[];
  /** The cells whose candidates justify the step (0-80, row by row). */
  cells: number[];
  /** Those cells with their candidates that justify the step. */
  pattern: CellDigits[];
  /** The candidates the step removes. */
  eliminations: CellDigits[];
  /** The digits the step places. */
  placements: { cell: number; digit: number }[];
  /** A chain's nodes in order (empty for a step without a chain). */
  chain: { cell: number; digit: number }[];
  /** The library's one-line explanation, for example "Naked single: r5c5 can only be 5". */
  description: string;
}

export interface Rating {
  level: Exclude<Level, "any">;
  /** The sum of each step's score: higher is harder. */
  score: number;
  /** The hardest technique used; null for a full board. */
  hardest: string | null;
  /** The steps of each technique used, by name. */
  steps: Record<string, number>;
}

export interface KillerOptions extends GenerateOptions {
  /** A few givens and larger cages; false (the default) for none. */
  givens?: boolean;
}

export interface GenerateOptions {
  /** The rules to generate under; the classic rules when absent. */
  rules?: Rules;
  /** The lowest level the puzzle may rate at; "any" by default. */
  level?: Level;
  /** The highest level, not below `level`; "any" for `level` itself. */
  maxLevel?: Level;
  /** "none" by default. */
  symmetry?: Symmetry;
  /** No given can go without losing uniqueness; true by default. */
  minimal?: boolean;
  /** The most tries before SUDOKU_LIMIT_REACHED; 0 (the default) for the library's default. */
  maxTries?: number;
}

/**
 * How far a search may go. Without `maxGuesses` (or with 0) a call takes the library's
 * default: no limit under the classic rules, whose engine needs at most a few thousand
 * guesses on any board, and 5,000 guesses (a hint or rating: 200,000 with its
 * techniques) under variant rules, past which it throws SUDOKU_LIMIT_REACHED. Infinity
 * asks for no limit at all; some boards under strict rules then take seconds.
 */
export interface SearchOptions {
  /** The most guesses: a non-negative safe integer or bigint below 2^64, or Infinity. */
  maxGuesses?: number | bigint;
}

export interface Sudoku {
  /** The library's version, for example "0.1.0". */
  readonly version: string;
  /** The instance's memory in bytes; no call grows it. */
  readonly memoryBytes: number;
  /**
   * The first solution under `rules` (the classic rules when absent); throws SUDOKU_NO_SOLUTION when there is none,
   * and SUDOKU_ERR_RULES for rules `checkRules` finds at fault, as every call taking rules does. Every searching
   * call takes `options` last (see SearchOptions).
   */
  solve(board: Board, rules?: Rules | null, options?: SearchOptions): Board;
  /** The solution; throws SUDOKU_NO_SOLUTION or SUDOKU_MULTIPLE_SOLUTIONS unless there is exactly one. */
  solveUnique(board: Board, rules?: Rules | null, options?: SearchOptions): Board;
  /** The number of solutions, counted up to `limit` (1 to 2^32 - 1; 2 by default). */
  countSolutions(board: Board, limit?: number, rules?: Rules | null, options?: SearchOptions): number;
  /** Checks the characters and givens without searching. */
  validate(board: Board, rules?: Rules | null): Validation;
  /** Names the first fault of a rule set, in the library's order of checks. */
  checkRules(rules: Rules): RulesCheck;
  /** Each cell's candidates as the givens allow them: bit d - 1 for digit d. */
  candidates(board: Board, rules?: Rules | null): Uint16Array;
  /**
   * The simplest next step, with the player's 81 pencil-mark masks taken as done when given; null for a full board.
   * With `givens`, the puzzle `board` was played from, its other digits count as the player's (avoidable rectangles
   * need this); throws SUDOKU_ERR_ARGUMENT when `board` does not keep every given. Under `rules`, the techniques that
   * hold under them (cage combinations and the 45 rule among them), with no `givens`.
   */
  hint(
    board: Board,
    marks?: ArrayLike<number> | null,
    givens?: Board | null,
    rules?: Rules | null,
    options?: SearchOptions,
  ): Hint | null;
  /** How hard the puzzle is. */
  rate(board: Board, rules?: Rules | null, options?: SearchOptions): Rating;
  /** A puzzle with one solution, the same for the same seed and options on every platform. */
  generate(seed: Seed, options?: GenerateOptions): Board;
  /** A killer puzzle with its cages, unique under them, the same for the same seed and options on every platform. */
  generateKiller(seed: Seed, options?: KillerOptions): Killer;
  /** A jigsaw puzzle with a random region layout, the same for the same seed and options on every platform. */
  generateJigsaw(seed: Seed, options?: GenerateOptions): Jigsaw;
  /** A solved grid, the same for the same seed on every platform. */
  generateSolved(seed: Seed): Board;
}

/**
 * Compiles and instantiates the library: from the `sudoku.wasm` beside the module
 * without `source`; else from a URL, the module's bytes, or a compiled module.
 */
export function load(source?: string | URL | BufferSource | WebAssembly.Module): Promise<Sudoku>;
